import { beforeEach, describe, expect, it, vi } from 'vitest'
import { supabase } from '@/lib/supabase'
import { enrolTotp } from './two-factor'

vi.mock('@/lib/supabase', () => ({
  supabase: { auth: { mfa: { listFactors: vi.fn(), unenroll: vi.fn(), enroll: vi.fn() } } },
}))

const mfa = vi.mocked(supabase.auth.mfa)

beforeEach(() => {
  vi.clearAllMocks()
  mfa.listFactors.mockResolvedValue({
    data: { all: [{ id: 'stale', status: 'unverified' }], totp: [] },
    error: null,
  } as never)
  mfa.unenroll.mockResolvedValue({ data: {}, error: null } as never)
  mfa.enroll.mockResolvedValue({
    data: { id: 'new-factor', totp: { qr_code: 'data:image/svg+xml,qr', secret: 'ABCD' } },
    error: null,
  } as never)
})

describe('enrolTotp', () => {
  it('enrols once when the set-up asks twice at the same time (React StrictMode)', async () => {
    const [first, second] = await Promise.all([enrolTotp(), enrolTotp()])
    expect(mfa.enroll).toHaveBeenCalledTimes(1)
    expect(first).toEqual(second)
    expect(first.enrolment?.factorId).toBe('new-factor')
  })

  it('removes the unverified factor a reload left behind before enrolling again', async () => {
    await enrolTotp()
    expect(mfa.unenroll).toHaveBeenCalledWith({ factorId: 'stale' })
    expect(mfa.unenroll.mock.invocationCallOrder[0]!).toBeLessThan(
      mfa.enroll.mock.invocationCallOrder[0]!,
    )
  })

  it('starts a fresh enrolment after the previous one finished ("Try again")', async () => {
    await enrolTotp()
    await enrolTotp()
    expect(mfa.enroll).toHaveBeenCalledTimes(2)
  })
})
