import { beforeEach, describe, expect, it, vi } from 'vitest'
import { supabase } from '@/lib/supabase'
import { signUp } from './sign-up'

vi.mock('@/lib/supabase', () => ({ supabase: { auth: { signUp: vi.fn() } } }))

const values = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  password: 'secret-pass',
}

describe('signUp', () => {
  beforeEach(() => vi.clearAllMocks())

  it('sends the names as user metadata and asks the confirmation link to return to /admin', async () => {
    vi.mocked(supabase.auth.signUp).mockResolvedValue({
      data: { user: null, session: null },
      error: null,
    } as never)
    await signUp(values)
    expect(supabase.auth.signUp).toHaveBeenCalledWith({
      email: 'jane@example.com',
      password: 'secret-pass',
      options: {
        emailRedirectTo: `${window.location.origin}/admin`,
        data: { first_name: 'Jane', last_name: 'Doe' },
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
