/**
 * /auth/v1 against the throwaway stack, driven by supabase-js itself (wire contract §5b–7).
 */
import { randomUUID } from 'node:crypto'
import { AuthWeakPasswordError, type AuthChangeEvent } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, signedInUser } from '../../../tests/support/auth-sessions'
import { getTestStack, type TestStack } from '../../../tests/support/test-stack'

let stack: TestStack

beforeAll(async () => {
  stack = await getTestStack()
})

const client = () => anonClient(stack)

const newEmail = () => `user-${randomUUID()}@example.test`
const PASSWORD = 'correct horse battery'

/** A confirmed account, signed in (sign-up itself now waits for the e-mailed link). */
async function signedUpClient() {
  const { supabase, email } = await signedInUser(stack, { email: newEmail(), password: PASSWORD })
  const { data } = await supabase.auth.getSession()
  if (!data.session) throw new Error('no session')
  return { supabase, email, session: data.session }
}

/** A raw auth call, for what the client hides (e.g. reusing an old refresh token). */
async function authFetch(path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init
  return fetch(`${stack.apiUrl}/auth/v1/${path}`, {
    ...rest,
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${token ?? stack.anonKey}`,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
      ...(rest.headers as Record<string, string> | undefined),
    },
  })
}

describe('sign-up', () => {
  it('with confirmations on, returns the new user without a session and keeps user_metadata', async () => {
    const supabase = client()
    const events: AuthChangeEvent[] = []
    supabase.auth.onAuthStateChange((event) => {
      events.push(event)
    })
    const email = newEmail()
    const { data, error } = await supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: {
        data: { full_name: 'Ada Lovelace' },
        emailRedirectTo: 'http://127.0.0.1:5173/admin',
      },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.email).toBe(email)
    expect(data.user?.email_confirmed_at).toBeUndefined()
    expect(data.user?.confirmation_sent_at).toBeTruthy()
    expect(data.user?.user_metadata.full_name).toBe('Ada Lovelace')
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] })
    expect(data.user?.identities).toHaveLength(1)
    expect(events).not.toContain('SIGNED_IN')
    const { error: signInError } = await client().auth.signInWithPassword({
      email,
      password: PASSWORD,
    })
    expect(signInError).toMatchObject({ status: 400, code: 'email_not_confirmed' })
  })

  it('issues an access token with Supabase claims, signed with the project secret', async () => {
    const { session } = await signedUpClient()
    const claims = decodeJwt(session.access_token)
    expect(claims).toMatchObject({
      iss: `${stack.apiUrl}/auth/v1`,
      sub: session.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: session.user.email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    })
    expect(typeof claims.session_id).toBe('string')
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600)
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }])
  })

  it('answers a repeated sign-up for a confirmed address as for a new one, revealing nothing', async () => {
    const { email, session } = await signedUpClient()
    const { data, error } = await client().auth.signUp({
      email: email.toUpperCase(),
      password: 'another password',
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    // A made-up id, shaped like a new account's answer (role and one identity, unlike GoTrue's
    // obfuscated user, whose empty identities told the two apart), never the real account.
    expect(data.user?.id).not.toBe(session.user.id)
    expect(data.user?.email).toBe(email)
    expect(data.user?.role).toBe('authenticated')
    expect(data.user?.identities).toHaveLength(1)
    // The account and its password are untouched.
    const { error: signInError } = await client().auth.signInWithPassword({
      email,
      password: PASSWORD,
    })
    expect(signInError).toBeNull()
  })

  it('refuses a short password as weak_password with its reasons', async () => {
    const { error } = await client().auth.signUp({ email: newEmail(), password: '12345' })
    expect(error).toBeInstanceOf(AuthWeakPasswordError)
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 12 characters.',
      reasons: ['length'],
    })
  })

  it('refuses a malformed e-mail address with validation_failed', async () => {
    const { error } = await client().auth.signUp({ email: 'not-an-email', password: PASSWORD })
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' })
    expect(error?.message).toContain('Unable to validate email address')
  })
})

describe('sign-in with password', () => {
  it('returns a session for the right password, whatever the e-mail case', async () => {
    const { email } = await signedUpClient()
    const { data, error } = await client().auth.signInWithPassword({
      email: email.toUpperCase(),
      password: PASSWORD,
    })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
    expect(data.session?.access_token).toBeTruthy()
  })

  it('refuses a wrong password with invalid_credentials', async () => {
    const { email } = await signedUpClient()
    const { data, error } = await client().auth.signInWithPassword({
      email,
      password: 'wrong password',
    })
    expect(data.session).toBeNull()
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
  })

  it('gives an unknown e-mail the same answer as a wrong password', async () => {
    const { error } = await client().auth.signInWithPassword({
      email: newEmail(),
      password: PASSWORD,
    })
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
  })

  it('lets the seeded local admin sign in', async () => {
    if (!stack.admin) throw new Error('the test stack has no admin')
    const { data, error } = await client().auth.signInWithPassword(stack.admin)
    expect(error).toBeNull()
    expect(data.user?.email).toBe(stack.admin.email)
  })
})

describe('refresh tokens', () => {
  it('rotates the refresh token and emits TOKEN_REFRESHED', async () => {
    const { supabase, session } = await signedUpClient()
    const events: AuthChangeEvent[] = []
    supabase.auth.onAuthStateChange((event) => {
      events.push(event)
    })
    const { data, error } = await supabase.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session?.refresh_token).toBeTruthy()
    expect(data.session?.refresh_token).not.toBe(session.refresh_token)
    expect(data.session?.user.id).toBe(session.user.id)
    expect(decodeJwt(data.session!.access_token).session_id).toBe(
      decodeJwt(session.access_token).session_id,
    )
    expect(events).toContain('TOKEN_REFRESHED')
  })

  it('refuses a refresh token that was already used with refresh_token_already_used', async () => {
    const { supabase, session } = await signedUpClient()
    await supabase.auth.refreshSession()
    const response = await authFetch('token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('x-sb-error-code')).toBe('refresh_token_already_used')
    expect(await response.json()).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    })
  })

  it('refuses an unknown refresh token with refresh_token_not_found', async () => {
    const { error } = await client().auth.refreshSession({ refresh_token: 'never-issued' })
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
  })
})

describe('user and sign-out', () => {
  it('getUser returns the signed-in user', async () => {
    const { supabase, session } = await signedUpClient()
    const { data, error } = await supabase.auth.getUser()
    expect(error).toBeNull()
    expect(data.user?.id).toBe(session.user.id)
    expect(data.user?.email).toBe(session.user.email)
  })

  it('GET /user refuses a missing or forged token', async () => {
    const missing = await fetch(`${stack.apiUrl}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, 'X-Supabase-Api-Version': '2024-01-01' },
    })
    expect(missing.status).toBe(401)
    expect(((await missing.json()) as { code: string }).code).toBe('no_authorization')
    const anonAsUser = await authFetch('user')
    expect(anonAsUser.status).toBe(403)
    expect(((await anonAsUser.json()) as { code: string }).code).toBe('bad_jwt')
  })

  it('signOut revokes the session: its refresh token and access token stop working', async () => {
    const { supabase, session } = await signedUpClient()
    const { error } = await supabase.auth.signOut()
    expect(error).toBeNull()

    const refresh = await authFetch('token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    })
    expect(refresh.status).toBe(400)
    expect(((await refresh.json()) as { code: string }).code).toBe('refresh_token_not_found')

    const user = await authFetch('user', { token: session.access_token })
    expect(user.status).toBe(403)
    expect(((await user.json()) as { code: string }).code).toBe('session_not_found')
  })

  it('signOut with scope local ends only that session', async () => {
    const { email } = await signedUpClient()
    const first = client()
    const second = client()
    await first.auth.signInWithPassword({ email, password: PASSWORD })
    const { data } = await second.auth.signInWithPassword({ email, password: PASSWORD })
    await first.auth.signOut({ scope: 'local' })
    const stillIn = await authFetch('user', { token: data.session!.access_token })
    expect(stillIn.status).toBe(200)
  })

  it('POST /logout answers 204 with no body', async () => {
    const { session } = await signedUpClient()
    const response = await authFetch('logout?scope=global', {
      method: 'POST',
      token: session.access_token,
    })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
  })
})

describe('error format, settings and health', () => {
  it('uses the 2024-01-01 format with its headers when the client asks for it', async () => {
    const response = await authFetch('token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: newEmail(), password: 'x' }),
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials')
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
  })

  it('uses the legacy format for a request without the version header', async () => {
    const response = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: newEmail(), password: 'x' }),
    })
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    })
  })

  it('publishes settings with e-mail sign-in on and confirmations required, and a health check', async () => {
    const settings = await authFetch('settings')
    expect(settings.status).toBe(200)
    expect(await settings.json()).toMatchObject({
      external: { email: true },
      disable_signup: false,
      mailer_autoconfirm: false,
    })
    const health = await authFetch('health')
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ name: 'GoTrue' })
  })
})
