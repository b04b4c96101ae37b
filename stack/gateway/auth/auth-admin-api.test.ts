/**
 * GoTrue's admin API (service role only) as supabase-js's `auth.admin` calls it: invitations,
 * users, bans, deletion, factors and generated links.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInAdminWithTwoFactor, signedInUser } from '../../../tests/support/auth-sessions'
import { makeUser, uniqueEmail } from '../../../tests/support/factories'
import { getTestStack, type TestStack } from '../../../tests/support/test-stack'

let stack: TestStack
let service: SupabaseClient

const OPTIONS = { auth: { persistSession: false, autoRefreshToken: false } } as const

beforeAll(async () => {
  stack = await getTestStack()
  service = createClient(stack.apiUrl, stack.serviceRoleKey, OPTIONS)
})

const anonClient = () => createClient(stack.apiUrl, stack.anonKey, OPTIONS)

async function inviteLink(address: string): Promise<URL> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${stack.inboxUrl}/api/messages?to=${encodeURIComponent(address)}`)
    const [mail] = (await response.json()) as { subject: string; text: string }[]
    if (mail) {
      // The project's Send Email hook (send-auth-email): no invitation row names a role here.
      expect(mail.subject).toBe('You are invited to the Idaho AI Alliance desk')
      return new URL(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)![0])
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no invitation reached ${address}`)
}

describe('invitations', () => {
  it('e-mails a link that signs the invitee in, then they set a password and can sign in', async () => {
    const email = uniqueEmail('invitee')
    const { data, error } = await service.auth.admin.inviteUserByEmail(email, {
      data: { first_name: 'Katherine' },
      redirectTo: 'http://127.0.0.1:5173/admin',
    })
    expect(error).toBeNull()
    expect(data.user?.invited_at).toBeTruthy()
    expect(data.user?.email_confirmed_at).toBeUndefined()

    const link = await inviteLink(email)
    expect(link.searchParams.get('type')).toBe('invite')
    const response = await fetch(link, { redirect: 'manual' })
    const location = new URL(response.headers.get('location')!)
    expect(location.pathname).toBe('/admin')
    const fragment = new URLSearchParams(location.hash.slice(1))
    expect(fragment.get('type')).toBe('invite')

    const invitee = anonClient()
    await invitee.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    })
    expect((await invitee.auth.updateUser({ password: 'invited passphrase' })).error).toBeNull()
    const { error: signInError } = await anonClient().auth.signInWithPassword({
      email,
      password: 'invited passphrase',
    })
    expect(signInError).toBeNull()
  })

  it('refuses to invite an address that already has an account', async () => {
    const person = await signedInUser(stack)
    const { error } = await service.auth.admin.inviteUserByEmail(person.email)
    expect(error).toMatchObject({ status: 422, code: 'email_exists' })
  })

  it('is refused to anyone but the service role', async () => {
    const person = await signedInUser(stack)
    const { error } = await person.supabase.auth.admin.inviteUserByEmail(uniqueEmail('x'))
    expect(error).toMatchObject({ status: 403, code: 'not_admin' })
    const list = await person.supabase.auth.admin.listUsers()
    expect(list.error).toMatchObject({ status: 403 })
  })
})

describe('users', () => {
  it('lists users with their factors and a total, page by page', async () => {
    const admin = await signedInAdminWithTwoFactor(stack)
    const { data, error } = await service.auth.admin.listUsers({ page: 1, perPage: 1000 })
    expect(error).toBeNull()
    expect('total' in data ? data.total : -1).toBeGreaterThanOrEqual(data.users.length)
    const listed = data.users.find((user) => user.id === admin.id)
    expect(listed?.factors?.map((f) => f.status)).toEqual(['verified'])
    expect(listed?.last_sign_in_at).toBeTruthy()
    const onePage = await service.auth.admin.listUsers({ page: 1, perPage: 1 })
    expect(onePage.data.users).toHaveLength(1)
  })

  it('lists the newest users first and answers page=-1 with 400, as GoTrue does', async () => {
    const first = await service.auth.admin.createUser({ email: uniqueEmail('older') })
    const second = await service.auth.admin.createUser({ email: uniqueEmail('newer') })
    const { data } = await service.auth.admin.listUsers({ page: 1, perPage: 1000 })
    const ids = data.users.map((user) => user.id)
    // Other suites may add users meanwhile; only the order of these two is asserted.
    expect(ids.indexOf(second.data.user!.id)).toBeGreaterThanOrEqual(0)
    expect(ids.indexOf(second.data.user!.id)).toBeLessThan(ids.indexOf(first.data.user!.id))
    const response = await fetch(`${stack.apiUrl}/auth/v1/admin/users?page=-1`, {
      headers: { apikey: stack.secretKey },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error_code: 'validation_failed' })
  })

  it('keeps user_metadata as given: no sub, email or *_verified keys, email_verified once confirmed', async () => {
    const plain = await service.auth.admin.createUser({
      email: uniqueEmail('plain'),
      user_metadata: { full_name: 'Ada' },
    })
    expect(plain.data.user?.user_metadata).toEqual({ full_name: 'Ada' })
    const confirmed = await service.auth.admin.createUser({
      email: uniqueEmail('confirmed'),
      email_confirm: true,
    })
    expect(confirmed.data.user?.user_metadata).toEqual({ email_verified: true })
    const invited = await service.auth.admin.inviteUserByEmail(uniqueEmail('invited-plain'), {
      data: { first_name: 'Katherine' },
    })
    expect(invited.data.user?.user_metadata).toEqual({ first_name: 'Katherine' })
  })

  it('creates a confirmed user who can sign in', async () => {
    const { email, password } = makeUser()
    const { data, error } = await service.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
    })
    expect(error).toBeNull()
    expect(data.user?.email_confirmed_at).toBeTruthy()
    expect((await anonClient().auth.signInWithPassword({ email, password })).error).toBeNull()
  })

  it('a ban ends every session at once and refuses the next sign-in and refresh', async () => {
    const person = await signedInUser(stack)
    const { data: before } = await person.supabase.auth.getSession()
    const { error } = await service.auth.admin.updateUserById(person.id, {
      ban_duration: '876000h',
    })
    expect(error).toBeNull()
    const refreshed = await anonClient().auth.refreshSession({
      refresh_token: before.session!.refresh_token,
    })
    expect(refreshed.error).not.toBeNull()
    const user = await anonClient().auth.getUser(before.session!.access_token)
    // supabase-js reports the server's 403 session_not_found as a missing session.
    expect(user.error?.name).toBe('AuthSessionMissingError')
    const signIn = await anonClient().auth.signInWithPassword({
      email: person.email,
      password: person.password,
    })
    expect(signIn.error).toMatchObject({ code: 'user_banned' })
  })

  it('deleting a user ends their sessions and their refresh tokens', async () => {
    const person = await signedInUser(stack)
    const { data: before } = await person.supabase.auth.getSession()
    expect((await service.auth.admin.deleteUser(person.id)).error).toBeNull()
    const refreshed = await anonClient().auth.refreshSession({
      refresh_token: before.session!.refresh_token,
    })
    expect(refreshed.error).toMatchObject({ code: 'refresh_token_not_found' })
    const got = await service.auth.admin.getUserById(person.id)
    expect(got.error).toMatchObject({ status: 404, code: 'user_not_found' })
  })
})

describe('factors', () => {
  it("lists a user's factors and resets one, so their next sign-in needs no code", async () => {
    const admin = await signedInAdminWithTwoFactor(stack)
    const listed = await service.auth.admin.mfa.listFactors({ userId: admin.id })
    expect(listed.data?.factors.map((f) => f.id)).toEqual([admin.factorId])
    const removed = await service.auth.admin.mfa.deleteFactor({
      userId: admin.id,
      id: admin.factorId,
    })
    expect(removed.error).toBeNull()
    const again = anonClient()
    await again.auth.signInWithPassword({ email: admin.email, password: admin.password })
    const level = await again.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })
  })
})

describe('generate_link', () => {
  it('returns a recovery link and code without sending an e-mail', async () => {
    const person = await signedInUser(stack)
    const { data, error } = await service.auth.admin.generateLink({
      type: 'recovery',
      email: person.email,
    })
    expect(error).toBeNull()
    expect(data.properties?.verification_type).toBe('recovery')
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/)
    const { data: verified, error: verifyError } = await anonClient().auth.verifyOtp({
      token_hash: data.properties!.hashed_token,
      type: 'recovery',
    })
    expect(verifyError).toBeNull()
    expect(verified.user?.id).toBe(person.id)
  })
})
