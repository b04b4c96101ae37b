/**
 * Locks and spent TOTP codes are kept in the auth schema (auth.lockouts, auth.mfa_totp_steps), so
 * restarting the auth service neither unlocks an account a guesser locked nor lets a code already
 * accepted be used again. Each test stops one auth service and starts a new one on the same
 * database, as a restart of the stack does.
 */
import { createClient } from '@supabase/supabase-js'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_FAILURE_LIMIT } from '../../stack/gateway/auth/lockouts'
import { totpCode } from '../../stack/gateway/auth/totp'
import { makeUser } from '../support/factories'
import { fetchFromAddress } from '../support/fetch-from-address'
import { startHostedLikeAuth, type HostedLikeAuth } from '../support/hosted-like-auth'
import { getTestStack, type TestStack } from '../support/test-stack'

let stack: TestStack
const running: HostedLikeAuth[] = []
const OPTIONS = { persistSession: false, autoRefreshToken: false } as const

beforeAll(async () => {
  stack = await getTestStack()
})

afterEach(async () => {
  for (const auth of running.splice(0)) await auth.stop()
})

async function startAuth(): Promise<HostedLikeAuth> {
  const auth = await startHostedLikeAuth(stack)
  running.push(auth)
  return auth
}

/** Stops `auth` and starts a fresh service on the same database: nothing kept in memory. */
async function restart(auth: HostedLikeAuth): Promise<HostedLikeAuth> {
  running.splice(running.indexOf(auth), 1)
  await auth.stop()
  return startAuth()
}

function clientOf(auth: HostedLikeAuth, address: string) {
  return createClient(auth.url, stack.anonKey, {
    auth: OPTIONS,
    global: { fetch: fetchFromAddress(address) },
  })
}

async function createAccount(auth: HostedLikeAuth) {
  const person = makeUser()
  const admin = createClient(auth.url, stack.serviceRoleKey, { auth: OPTIONS })
  const { data, error } = await admin.auth.admin.createUser({
    email: person.email,
    password: person.password,
    email_confirm: true,
  })
  if (error) throw error
  return { ...person, id: data.user.id }
}

describe('auth state that outlives a restart of the auth service', () => {
  it('a locked account is still locked after the restart, until an administrator lifts it', async () => {
    let auth = await startAuth()
    const person = await createAccount(auth)
    for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT; attempt++) {
      await clientOf(auth, `127.0.70.${attempt + 2}`).auth.signInWithPassword({
        email: person.email,
        password: `wrong guess ${attempt}`,
      })
    }
    const before = await clientOf(auth, '127.0.71.2').auth.signInWithPassword(person)
    expect(before.error).toMatchObject({ code: 'invalid_credentials' })

    auth = await restart(auth)
    const after = await clientOf(auth, '127.0.71.3').auth.signInWithPassword(person)
    expect(after.error).toMatchObject({ status: 400, code: 'invalid_credentials' })
    const headers = {
      apikey: stack.serviceRoleKey,
      Authorization: `Bearer ${stack.serviceRoleKey}`,
    }
    const state = (await (
      await fetch(`${auth.url}/auth/v1/admin/users/${person.id}/lockout`, { headers })
    ).json()) as { password_locked_until: string | null }
    expect(state.password_locked_until).toMatch(/^\d{4}-/)

    const lifted = await fetch(`${auth.url}/auth/v1/admin/users/${person.id}/lockout`, {
      method: 'DELETE',
      headers,
    })
    expect(await lifted.json()).toMatchObject({ lifted: ['password'] })
    const opened = await clientOf(auth, '127.0.71.4').auth.signInWithPassword(person)
    expect(opened.error).toBeNull()
  })

  it('a TOTP code accepted before the restart is refused after it', async () => {
    let auth = await startAuth()
    const person = await createAccount(auth)
    const first = clientOf(auth, '127.0.72.2')
    await first.auth.signInWithPassword(person)
    const { data: factor, error } = await first.auth.mfa.enroll({ factorType: 'totp' })
    if (error) throw error
    // The next step's code (accepted for clock drift), so it stays valid through the restart.
    const code = totpCode(factor.totp.secret, Date.now() + 30_000)
    const accepted = await first.auth.mfa.challengeAndVerify({ factorId: factor.id, code })
    expect(accepted.error).toBeNull()

    auth = await restart(auth)
    const second = clientOf(auth, '127.0.72.3')
    const signedIn = await second.auth.signInWithPassword(person)
    expect(signedIn.error).toBeNull()
    const replayed = await second.auth.mfa.challengeAndVerify({ factorId: factor.id, code })
    expect(replayed.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' })
    expect(replayed.error?.message).toContain('already been used')
  })
})
