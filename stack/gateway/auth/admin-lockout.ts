/**
 * /admin/users/<id>/lockout (service role; not a GoTrue endpoint, see lockouts.ts): GET tells
 * whether the account's password sign-in or any of its factors is locked and until when; DELETE
 * lifts every lock, so an administrator can let a person back in before the hour is over.
 */
import type { AuthContext } from './context'
import { accountKey, factorKey } from './lockouts'
import { factorsOf, type UserRow } from './users'

export async function lockoutState(auth: AuthContext, user: UserRow) {
  const factors = await factorsOf(auth, user.id)
  const until = async (key: string) => (await auth.lockouts.lockedUntil(key))?.toISOString() ?? null
  return {
    user_id: user.id,
    password_locked_until: user.email ? await until(accountKey(user.email)) : null,
    factors: await Promise.all(
      factors.map(async (factor) => ({
        id: factor.id,
        locked_until: await until(factorKey(factor.id)),
      })),
    ),
  }
}

export async function liftLockout(auth: AuthContext, user: UserRow) {
  const lifted: string[] = []
  if (user.email && (await auth.lockouts.lift(accountKey(user.email)))) lifted.push('password')
  for (const factor of await factorsOf(auth, user.id)) {
    if (await auth.lockouts.lift(factorKey(factor.id))) lifted.push(factor.id)
  }
  if (lifted.length) console.info(`[auth] lockout lifted for ${user.id}: ${lifted.join(', ')}`)
  return { ...(await lockoutState(auth, user)), lifted }
}
