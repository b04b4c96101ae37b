// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { supabase } from '@/lib/supabase'
import { makeUser } from '../../../../tests/support/factories'
import { signUp } from './sign-up'

vi.mock('@/lib/supabase', () => ({ supabase: { auth: { signUp: vi.fn() } } }))

const values = makeUser()

describe('signUp', () => {
  beforeEach(() => vi.clearAllMocks())

  it('sends the names as user metadata and asks the confirmation link to return to /admin', async () => {
    vi.mocked(supabase.auth.signUp).mockResolvedValue({
      data: { user: null, session: null },
      error: null,
    } as never)
    await signUp(values)
    expect(supabase.auth.signUp).toHaveBeenCalledWith({
      email: values.email,
      password: values.password,
      options: {
        emailRedirectTo: `${window.location.origin}/admin`,
        data: { first_name: values.firstName, last_name: values.lastName },
      },
    })
  })

  it('reports whether the server signed the new account in, and passes its error message on', async () => {
    vi.mocked(supabase.auth.signUp).mockResolvedValueOnce({
      data: { user: {}, session: { access_token: 't' } },
      error: null,
    } as never)
    expect(await signUp(values)).toEqual({ error: null, signedIn: true })

    vi.mocked(supabase.auth.signUp).mockResolvedValueOnce({
      data: { user: null, session: null },
      error: { message: 'User already registered' },
    } as never)
    expect(await signUp(values)).toEqual({
      error: { message: 'User already registered' },
      signedIn: false,
    })
  })
})
