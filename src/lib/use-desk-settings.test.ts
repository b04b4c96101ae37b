// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readDeskSettings } from './desk-settings'
import { useDeskSettings } from './use-desk-settings'

vi.mock('./desk-settings', () => ({ readDeskSettings: vi.fn() }))

beforeEach(() => vi.clearAllMocks())

describe('useDeskSettings', () => {
  it('gives the stored settings once read, and takes what a change returned', async () => {
    vi.mocked(readDeskSettings).mockResolvedValue({ requireTwoFactor: false })
    const { result } = renderHook(() => useDeskSettings())
    expect(result.current.settings).toBeNull()
    await waitFor(() => expect(result.current.settings).toEqual({ requireTwoFactor: false }))
    act(() => result.current.setSettings({ requireTwoFactor: true }))
    expect(result.current.settings).toEqual({ requireTwoFactor: true })
  })

  it('shows nothing rather than a guess when the settings cannot be read', async () => {
    vi.mocked(readDeskSettings).mockRejectedValue(new Error('Failed to fetch'))
    const { result } = renderHook(() => useDeskSettings())
    await waitFor(() => expect(readDeskSettings).toHaveBeenCalledOnce())
    expect(result.current.settings).toBeNull()
  })
})
