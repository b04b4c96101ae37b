/**
 * TOTP two-factor sign-in (/factors, challenge, verify, unenrol), the `aal`/`amr` claims,
 * supabase-js's getAuthenticatorAssuranceLevel, and sessions ending at once on sign-out.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  anonClient,
  freshTwoFactorCode,
  signedInAdminWithTwoFactor,
  signedInUser,
  twoFactorCode,
} from '../../../tests/support/auth-sessions'
import { getTestStack, type TestStack } from '../../../tests/support/test-stack'

let stack: TestStack

beforeAll(async () => {
  stack = await getTestStack()
})

const client = () => anonClient(stack)

async function accessToken(supabase: SupabaseClient): Promise<string> {
  const { data } = await supabase.auth.getSession()
  if (!data.session) throw new Error('no session')
  return data.session.access_token
}

describe('enrolment', () => {
  it('returns a QR code, the secret and an otpauth URI, unverified until a code confirms it', async () => {
    const { supabase } = await signedInUser(stack)
    const { data, error } = await supabase.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone',
    })
    expect(error).toBeNull()
    expect(data?.type).toBe('totp')
    expect(data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/)
    expect(data?.totp.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(data?.totp.uri).toContain(`secret=${data?.totp.secret}`)
    expect(data?.totp.uri).toMatch(/^otpauth:\/\/totp\//)

    const before = await supabase.auth.mfa.listFactors()
    expect(before.data?.totp).toEqual([])
    expect(before.data?.all.map((f) => f.status)).toEqual(['unverified'])

    const { error: verifyError } = await supabase.auth.mfa.challengeAndVerify({
      factorId: data!.id,
      code: twoFactorCode(data!.totp.secret),
    })
    expect(verifyError).toBeNull()
    const after = await supabase.auth.mfa.listFactors()
    expect(after.data?.totp.map((f) => f.friendly_name)).toEqual(['Phone'])
  })

  it('refuses a wrong code with mfa_verification_failed and leaves the session at aal1', async () => {
    const { supabase } = await signedInUser(stack)
    const { data } = await supabase.auth.mfa.enroll({ factorType: 'totp' })
    const good = twoFactorCode(data!.totp.secret)
    const wrong = String((Number(good) + 500_000) % 1_000_000).padStart(6, '0')
    const { error } = await supabase.auth.mfa.challengeAndVerify({
      factorId: data!.id,
      code: wrong,
    })
    expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed' })
    expect(decodeJwt(await accessToken(supabase)).aal).toBe('aal1')
  })

  it('a challenge cannot be verified twice', async () => {
    const { supabase } = await signedInUser(stack)
    const { data } = await supabase.auth.mfa.enroll({ factorType: 'totp' })
    const { data: challenge } = await supabase.auth.mfa.challenge({ factorId: data!.id })
    const code = twoFactorCode(data!.totp.secret)
    const first = await supabase.auth.mfa.verify({
      factorId: data!.id,
      challengeId: challenge!.id,
      code,
    })
    expect(first.error).toBeNull()
    const second = await supabase.auth.mfa.verify({
      factorId: data!.id,
      challengeId: challenge!.id,
      code,
    })
    expect(second.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' })
  })
})

describe('signing in with a second factor', () => {
  it('a password alone gives aal1 with next level aal2; the code raises the session to aal2', async () => {
    const admin = await signedInAdminWithTwoFactor(stack)
    const supabase = client()
    await supabase.auth.signInWithPassword({ email: admin.email, password: admin.password })
    const first = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(first.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
    const sessionId = decodeJwt(await accessToken(supabase)).session_id

    const { error } = await supabase.auth.mfa.challengeAndVerify({
      factorId: admin.factorId,
      code: await freshTwoFactorCode(admin.totpSecret),
    })
    expect(error).toBeNull()
    const second = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(second.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    const claims = decodeJwt(await accessToken(supabase))
    expect(claims.session_id).toBe(sessionId)
    expect((claims.amr as { method: string }[]).map((m) => m.method)).toEqual(['totp', 'password'])

    // A refreshed token keeps aal2: the level belongs to the session.
    const { data: refreshed } = await supabase.auth.refreshSession()
    expect(decodeJwt(refreshed.session!.access_token).aal).toBe('aal2')
  })

  it('the shared helper returns an admin whose session is aal2', async () => {
    const admin = await signedInAdminWithTwoFactor(stack)
    expect(decodeJwt(await accessToken(admin.supabase)).aal).toBe('aal2')
    const { data } = await admin.supabase.from('user_roles').select('role').eq('user_id', admin.id)
    expect(data).toEqual([{ role: 'admin' }])
  })

  it('an aal1 session cannot remove a verified factor; an aal2 one can', async () => {
    const admin = await signedInAdminWithTwoFactor(stack)
    const weak = client()
    await weak.auth.signInWithPassword({ email: admin.email, password: admin.password })
    const refused = await weak.auth.mfa.unenroll({ factorId: admin.factorId })
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' })
    const { error } = await admin.supabase.auth.mfa.unenroll({ factorId: admin.factorId })
    expect(error).toBeNull()
    const { data } = await admin.supabase.auth.mfa.listFactors()
    expect(data?.all).toEqual([])
  })

  it("the local admin's authenticator is enrolled on first start with the secret the stack reports", async () => {
    if (!stack.admin?.totpSecret) throw new Error('the test stack reports no admin 2FA secret')
    const supabase = client()
    const { data, error } = await supabase.auth.signInWithPassword({
      email: stack.admin.email,
      password: stack.admin.password,
    })
    expect(error).toBeNull()
    const factor = data.user?.factors?.find((f) => f.status === 'verified')
    expect(factor).toBeDefined()
    const verified = await supabase.auth.mfa.challengeAndVerify({
      factorId: factor!.id,
      code: await freshTwoFactorCode(stack.admin.totpSecret),
    })
    expect(verified.error).toBeNull()
  })
})

describe('sessions', () => {
  it('sign-out everywhere ends every session: refresh tokens and access tokens stop working', async () => {
    const person = await signedInUser(stack)
    const laptop = client()
    await laptop.auth.signInWithPassword({ email: person.email, password: person.password })
    const { data: laptopSession } = await laptop.auth.getSession()

    const { error } = await person.supabase.auth.signOut({ scope: 'global' })
    expect(error).toBeNull()
    const refreshed = await client().auth.refreshSession({
      refresh_token: laptopSession.session!.refresh_token,
    })
    expect(refreshed.error).toMatchObject({ code: 'refresh_token_not_found' })
    const user = await client().auth.getUser(laptopSession.session!.access_token)
    // supabase-js reports the server's 403 session_not_found as a missing session.
    expect(user.error?.name).toBe('AuthSessionMissingError')
  })

  it('current_session_is_active() is true for a live session and false once it is signed out', async () => {
    const person = await signedInUser(stack)
    const live = await person.supabase.rpc('current_session_is_active')
    expect(live).toMatchObject({ data: true, error: null })
    const token = await accessToken(person.supabase)
    await person.supabase.auth.signOut({ scope: 'global' })
    const after = createClient(stack.apiUrl, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    })
    const ended = await after.rpc('current_session_is_active')
    expect(ended).toMatchObject({ data: false, error: null })
  })

  it('anon cannot call current_session_is_active', async () => {
    const { error } = await client().rpc('current_session_is_active')
    expect(error).not.toBeNull()
  })
})
