import { beforeEach, describe, expect, it, vi } from 'vitest'
import { supabase } from '@/lib/supabase'
import { getDeskSettings } from './desk-settings'

vi.mock('@/lib/supabase', () => ({ supabase: { rpc: vi.fn() } }))

beforeEach(() => vi.clearAllMocks())

describe('getDeskSettings', () => {
  it('reads require_two_factor from public.desk_settings()', async () => {
    vi.mocked(supabase.rpc).mockResolvedValue({
      data: { require_two_factor: false },
      error: null,
    } as never)
    expect(await getDeskSettings()).toEqual({ requireTwoFactor: false })
    expect(supabase.rpc).toHaveBeenCalledWith('desk_settings')
  })

  it('accepts the row as a one-element array', async () => {
    vi.mocked(supabase.rpc).mockResolvedValue({
      data: [{ require_two_factor: true }],
      error: null,
    } as never)
    expect(await getDeskSettings()).toEqual({ requireTwoFactor: true })
  })

  it('requires two-factor when the function does not exist yet or the request fails', async () => {
    vi.mocked(supabase.rpc).mockResolvedValueOnce({
      data: null,
      error: { code: 'PGRST202', message: 'Could not find the function public.desk_settings' },
    } as never)
    expect(await getDeskSettings()).toEqual({ requireTwoFactor: true })
    vi.mocked(supabase.rpc).mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await getDeskSettings()).toEqual({ requireTwoFactor: true })
  })
})
