/**
 * Sign-up confirmation, password recovery and the e-mailed links (/signup, /recover, /verify),
 * driven by supabase-js against the throwaway stack, the e-mails read from its inbox.
 */
import { decodeJwt } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, signedInUser } from '../../../tests/support/auth-sessions'
import { makeUser, uniqueEmail } from '../../../tests/support/factories'
import { getTestStack, type TestStack } from '../../../tests/support/test-stack'

let stack: TestStack

beforeAll(async () => {
  stack = await getTestStack()
})

const client = () => anonClient(stack)

interface Mail {
  subject: string
  text: string
  to: string[]
}

async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${stack.inboxUrl}/api/messages?to=${encodeURIComponent(address)}`)
  return (await response.json()) as Mail[]
}

/** The one e-mail to `address` (polled: SMTP delivery is asynchronous to the inbox's list). */
async function onlyMailTo(address: string): Promise<Mail> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = await mailsTo(address)
    if (mails.length) {
      expect(mails).toHaveLength(1)
      return mails[0]!
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no e-mail reached ${address}`)
}

function linkIn(mail: Mail): URL {
  const match = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)
  if (!match) throw new Error(`no verify link in: ${mail.text}`)
  return new URL(match[0])
}

/** Opens the link as a browser would (no apikey) and returns where it redirects. */
async function follow(link: URL): Promise<{ status: number; location: URL }> {
  const response = await fetch(link, { redirect: 'manual' })
  return { status: response.status, location: new URL(response.headers.get('location') ?? '') }
}

const fragmentOf = (url: URL) => new URLSearchParams(url.hash.slice(1))

describe('sign-up confirmation', () => {
  it('e-mails a link that confirms the address and returns to /admin with a session', async () => {
    const { email, password } = makeUser()
    const { data } = await client().auth.signUp({
      email,
      password,
      options: { emailRedirectTo: 'http://127.0.0.1:5173/admin' },
    })
    expect(data.session).toBeNull()
    const mail = await onlyMailTo(email)
    expect(mail.subject).toBe('Confirm Your Signup')
    const link = linkIn(mail)
    expect(link.searchParams.get('type')).toBe('signup')
    expect(link.searchParams.get('redirect_to')).toBe('http://127.0.0.1:5173/admin')

    const { status, location } = await follow(link)
    expect(status).toBe(303)
    expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:5173/admin')
    const fragment = fragmentOf(location)
    expect(fragment.get('type')).toBe('signup')
    expect(fragment.get('token_type')).toBe('bearer')
    expect(decodeJwt(fragment.get('access_token')!).email).toBe(email.toLowerCase())

    const { error } = await client().auth.signInWithPassword({ email, password })
    expect(error).toBeNull()
  })

  it('a used link does not work twice', async () => {
    const { email, password } = makeUser()
    await client().auth.signUp({ email, password })
    const link = linkIn(await onlyMailTo(email))
    expect(fragmentOf((await follow(link)).location).get('access_token')).toBeTruthy()
    const again = fragmentOf((await follow(link)).location)
    expect(again.get('access_token')).toBeNull()
    expect(again.get('error_code')).toBe('otp_expired')
  })

  it('sends a redirect_to that is not the site nor allowed back to site_url', async () => {
    const { email, password } = makeUser()
    await client().auth.signUp({
      email,
      password,
      options: { emailRedirectTo: 'https://evil.example.com/steal' },
    })
    const link = linkIn(await onlyMailTo(email))
    expect(link.searchParams.get('redirect_to')).toBe('http://127.0.0.1:5173')
  })

  it('accepts the six-digit code from the e-mail through verifyOtp', async () => {
    const { email, password } = makeUser()
    await client().auth.signUp({ email, password })
    const code = /enter this code: (\d{6})/.exec((await onlyMailTo(email)).text)?.[1]
    expect(code).toMatch(/^\d{6}$/)
    const { data, error } = await client().auth.verifyOtp({ email, token: code!, type: 'signup' })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email.toLowerCase())
  })

  it('a repeated sign-up for a confirmed address sends no second e-mail to its owner', async () => {
    const person = await signedInUser(stack)
    const { data, error } = await client().auth.signUp({
      email: person.email,
      password: person.password,
    })
    expect(error).toBeNull()
    // Shaped as a new account's answer (one identity), never the real account.
    expect(data.user?.id).not.toBe(person.id)
    expect(data.user?.identities).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await mailsTo(person.email)).toEqual([])
  })
})

describe('password recovery', () => {
  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    const person = await signedInUser(stack)
    const stranger = uniqueEmail('stranger')
    const known = await fetch(`${stack.apiUrl}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: person.email }),
    })
    const unknown = await fetch(`${stack.apiUrl}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: stranger }),
    })
    expect(unknown.status).toBe(known.status)
    expect(known.status).toBe(200)
    expect(await unknown.text()).toBe(await known.text())
    expect((await onlyMailTo(person.email)).subject).toBe('Reset Your Password')
    expect(await mailsTo(stranger)).toEqual([])
  })

  // Go's url.Parse refuses control characters, so GoTrue falls back to the site URL; a WHATWG URL
  // drops them silently, and the stand-in once let the raw text through into the e-mail.
  it('a redirect_to carrying CR/LF falls back to site_url and adds no line to the e-mail', async () => {
    const person = await signedInUser(stack)
    const injected =
      'http://127.0.0.1:5173/auth/reset-password\r\n\r\nOr here: https://evil.example/reset'
    const { error } = await client().auth.resetPasswordForEmail(person.email, {
      redirectTo: injected,
    })
    expect(error).toBeNull()
    const mail = await onlyMailTo(person.email)
    expect(mail.text).not.toContain('evil.example')
    expect(linkIn(mail).searchParams.get('redirect_to')).toBe('http://127.0.0.1:5173')
  })

  it('the link signs the person in (PASSWORD_RECOVERY) and updateUser sets the new password', async () => {
    const person = await signedInUser(stack)
    const { error } = await client().auth.resetPasswordForEmail(person.email, {
      redirectTo: 'http://127.0.0.1:5173/auth/reset-password',
    })
    expect(error).toBeNull()
    const link = linkIn(await onlyMailTo(person.email))
    expect(link.searchParams.get('type')).toBe('recovery')
    const { location } = await follow(link)
    expect(location.pathname).toBe('/auth/reset-password')
    const fragment = fragmentOf(location)
    expect(fragment.get('type')).toBe('recovery')

    const recovering = client()
    const { error: sessionError } = await recovering.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    })
    expect(sessionError).toBeNull()
    const { error: updateError } = await recovering.auth.updateUser({
      password: 'a brand new passphrase',
    })
    expect(updateError).toBeNull()

    const { error: oldPassword } = await client().auth.signInWithPassword({
      email: person.email,
      password: person.password,
    })
    expect(oldPassword).toMatchObject({ code: 'invalid_credentials' })
    const { error: newPassword } = await client().auth.signInWithPassword({
      email: person.email,
      password: 'a brand new passphrase',
    })
    expect(newPassword).toBeNull()
  })
})
