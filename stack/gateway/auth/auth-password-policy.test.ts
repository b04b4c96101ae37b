/**
 * The password policy for accounts: config.toml's `minimum_password_length` (12) and
 * `password_requirements`, enforced as GoTrue does (422 weak_password with reasons) and nothing
 * more (hosted has no "not blanks only" or "not the own address" rule). Checked at sign-up, at
 * PUT /user (the desk's set-password page) and in the admin API.
 */
import { AuthWeakPasswordError, createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInUser } from '../../../tests/support/auth-sessions'
import { makeUser } from '../../../tests/support/factories'
import {
  CONFIG_AUTH_SETTINGS,
  startHostedLikeAuth,
  type HostedLikeAuth,
} from '../../../tests/support/hosted-like-auth'
import { getTestStack, type TestStack } from '../../../tests/support/test-stack'

let stack: TestStack
let strict: HostedLikeAuth
const OPTIONS = { auth: { persistSession: false, autoRefreshToken: false } } as const

beforeAll(async () => {
  stack = await getTestStack()
  strict = await startHostedLikeAuth(stack, { passwordRequirements: 'letters_digits' })
})

afterAll(async () => {
  await strict?.stop()
})

const client = () => createClient(stack.apiUrl, stack.anonKey, OPTIONS)

describe('config.toml', () => {
  it('asks for 12 characters at least', () => {
    expect(CONFIG_AUTH_SETTINGS.minimumPasswordLength).toBe(12)
  })
})

describe('sign-up refuses a weak password with weak_password and its reasons', () => {
  const cases: [string, (email: string) => string, string[]][] = [
    ['11 characters', () => 'eleven char', ['length']],
    ['one character', () => 'x', ['length']],
  ]
  for (const [name, password, reasons] of cases) {
    it(`refuses ${name}`, async () => {
      const { email } = makeUser()
      const { data, error } = await client().auth.signUp({ email, password: password(email) })
      expect(error).toBeInstanceOf(AuthWeakPasswordError)
      expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons })
      expect(data.user).toBeNull()
    })
  }

  it('accepts a passphrase of 12 characters with spaces in it', async () => {
    const { error } = await client().auth.signUp({
      email: makeUser().email,
      password: 'twelve chars',
    })
    expect(error).toBeNull()
  })
})

describe('setting a password', () => {
  it('PUT /user refuses a short password and accepts a good one', async () => {
    const person = await signedInUser(stack)
    const short = await person.supabase.auth.updateUser({ password: 'short one' })
    expect(short.error?.message).toBe('Password should be at least 12 characters.')
    const good = await person.supabase.auth.updateUser({ password: 'a new and longer passphrase' })
    expect(good.error).toBeNull()
  })

  it('the admin API applies the same policy', async () => {
    const admin = createClient(stack.apiUrl, stack.serviceRoleKey, OPTIONS)
    const { email } = makeUser()
    const { error } = await admin.auth.admin.createUser({
      email,
      password: 'short one',
      email_confirm: true,
    })
    expect(error).toMatchObject({ status: 422, code: 'weak_password' })
  })
})

describe('password_requirements', () => {
  it('letters_digits refuses a password without a digit, with reason characters', async () => {
    const supabase = createClient(strict.url, stack.anonKey, OPTIONS)
    const { error } = await supabase.auth.signUp({
      email: makeUser().email,
      password: 'only letters here',
    })
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['characters'] })
    expect(error?.message).toContain('Password should contain at least one character of each')
  })
})
