/**
 * Signed-in people for supabase-js tests against the stack. Sign-up needs an e-mailed confirmation
 * (as on hosted) and the reviewers' desk needs a two-factor (aal2) session, so tests get their
 * sessions here rather than from `signUp`:
 *
 *   anonClient(stack)                        a visitor's client: the anon key and no session yet
 *   signedInUser(stack, overrides?)          a confirmed account, signed in with its password (aal1)
 *   signedInAdminWithTwoFactor(stack, o?)    the same with the admin role and a verified TOTP
 *                                            factor, signed in with password + code (aal2)
 *   signedInMember(stack, roles, o?)         a confirmed account holding the roles, signed in and
 *                                            raised to aal2 with a real code (unless twoFactor: false)
 *   withTwoFactor(supabase)                  raises a signed-in client's own session to aal2 by
 *                                            enrolling a TOTP factor and verifying a real code
 *   twoFactorCode(secret)                    a TOTP code for a factor's secret that this process
 *                                            has not used yet (the server accepts a code once)
 *   freshTwoFactorCode(secret)               the same, waiting for the next 30 s step if needed
 *
 * People are made with `makeUser`/`makeAdmin` (factories.ts); accounts are created through the
 * admin API (service role), as an invitation would, and roles granted with the service role.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { TeamRole } from '../../supabase/functions/_shared/schemas/team-roles'
import { makeAdmin, makeUser, type TestUser } from './factories'
import type { TestStack } from './test-stack'
import { freshTwoFactorCode, twoFactorCode } from './two-factor-codes'

export { freshTwoFactorCode, twoFactorCode } from './two-factor-codes'

type StackKeys = Pick<TestStack, 'apiUrl' | 'anonKey' | 'serviceRoleKey'>

export interface SignedInPerson extends TestUser {
  id: string
  supabase: SupabaseClient
}

export interface SignedInTwoFactorAdmin extends SignedInPerson {
  factorId: string
  /** Base32; `twoFactorCode(totpSecret)` gives the code an authenticator app would show. */
  totpSecret: string
}

const CLIENT_OPTIONS = { auth: { persistSession: false, autoRefreshToken: false } } as const

/** A visitor's client: the anon key, no session yet, nothing persisted or refreshed behind the test. */
export function anonClient(stack: Pick<TestStack, 'apiUrl' | 'anonKey'>): SupabaseClient {
  return createClient(stack.apiUrl, stack.anonKey, CLIENT_OPTIONS)
}

function serviceClient(stack: StackKeys): SupabaseClient {
  return createClient(stack.apiUrl, stack.serviceRoleKey, CLIENT_OPTIONS)
}

/** A confirmed account (admin API, `email_confirm: true`) signed in with its password. */
export async function signedInUser(
  stack: StackKeys,
  overrides: Partial<TestUser> = {},
): Promise<SignedInPerson> {
  const person = makeUser(overrides)
  const { data, error } = await serviceClient(stack).auth.admin.createUser({
    email: person.email,
    password: person.password,
    email_confirm: true,
    user_metadata: { first_name: person.firstName, last_name: person.lastName },
  })
  if (error || !data.user) throw error ?? new Error('admin.createUser returned no user')
  const supabase = anonClient(stack)
  const { error: signInError } = await supabase.auth.signInWithPassword({
    email: person.email,
    password: person.password,
  })
  if (signInError) throw signInError
  return { ...person, email: person.email.toLowerCase(), id: data.user.id, supabase }
}

type AppRole = TeamRole

/** Grants the roles with the service role, as an administrator's invitation ends up doing. */
async function grantRoles(stack: StackKeys, userId: string, roles: AppRole[]): Promise<void> {
  if (!roles.length) return
  const { error } = await serviceClient(stack)
    .from('user_roles')
    .insert(roles.map((role) => ({ user_id: userId, role })))
  if (error) throw error
}

/**
 * A member of the team as the desk meets them: a confirmed account holding `roles`, signed in,
 * and (unless `twoFactor: false`) in a trusted session, every role holding only there.
 */
export async function signedInMember(
  stack: StackKeys,
  roles: AppRole[],
  options: { twoFactor?: boolean; overrides?: Partial<TestUser> } = {},
): Promise<SignedInPerson> {
  const person = await signedInUser(stack, options.overrides)
  await grantRoles(stack, person.id, roles)
  if (options.twoFactor ?? true) await withTwoFactor(person.supabase)
  return person
}

/**
 * Raises a signed-in client's session to two-factor (aal2) the way a reviewer does at the desk,
 * with a real code: for an account with no factor yet, enrols a TOTP factor through the real
 * /factors endpoints and verifies it (which upgrades the same session: the auth server hands out
 * an aal2 token pair for it); for one whose authenticator is already set up with `totpSecret`,
 * verifies a code of its verified factor.
 */
export async function withTwoFactor(
  supabase: SupabaseClient,
  enrolled?: { totpSecret: string },
): Promise<SupabaseClient> {
  if (!enrolled) {
    await enrolTwoFactor(supabase)
    return supabase
  }
  const { data, error: listError } = await supabase.auth.mfa.listFactors()
  if (listError) throw listError
  const factor = data.totp.find((candidate) => candidate.status === 'verified')
  if (!factor) throw new Error('the account has no verified TOTP factor')
  const verify = (code: string) =>
    supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code })
  let { error } = await verify(twoFactorCode(enrolled.totpSecret))
  // A shared account's code may already be spent by another test process in this 30-second
  // step (the server takes each step once): wait for the next one, as a person would.
  if (error?.code === 'mfa_verification_failed') {
    ;({ error } = await verify(await freshTwoFactorCode(enrolled.totpSecret)))
  }
  if (error) throw error
  return supabase
}

async function enrolTwoFactor(
  supabase: SupabaseClient,
): Promise<{ factorId: string; totpSecret: string }> {
  const { data: factor, error: enrolError } = await supabase.auth.mfa.enroll({
    factorType: 'totp',
  })
  if (enrolError || !factor) throw enrolError ?? new Error('mfa.enroll returned no factor')
  const totpSecret = factor.totp.secret
  const { error: confirmError } = await supabase.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: twoFactorCode(totpSecret),
  })
  if (confirmError) throw confirmError
  return { factorId: factor.id, totpSecret }
}

/**
 * An admin whose session is two-factor (aal2): a confirmed account, the admin role, a TOTP factor
 * enrolled and verified through the real /factors endpoints, then a fresh password sign-in raised
 * to aal2 with a computed code, as a reviewer signs in at the desk.
 */
export async function signedInAdminWithTwoFactor(
  stack: StackKeys,
  overrides: Partial<TestUser> = {},
): Promise<SignedInTwoFactorAdmin> {
  const enrolling = await signedInUser(stack, makeAdmin(overrides))
  await grantRoles(stack, enrolling.id, ['admin'])
  const { factorId, totpSecret } = await enrolTwoFactor(enrolling.supabase)

  // A new sign-in, as on another day: password first (aal1), then the code (aal2).
  const supabase = anonClient(stack)
  const { error: signInError } = await supabase.auth.signInWithPassword({
    email: enrolling.email,
    password: enrolling.password,
  })
  if (signInError) throw signInError
  const { error: verifyError } = await supabase.auth.mfa.challengeAndVerify({
    factorId,
    code: twoFactorCode(totpSecret),
  })
  if (verifyError) throw verifyError
  return { ...enrolling, supabase, factorId, totpSecret }
}
