// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS, useIdleSignOut } from './use-idle-sign-out'

const MINUTE = 60_000

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('useIdleSignOut', () => {
  it('signs out after 30 minutes without activity, warning one minute before', () => {
    const onTimeout = vi.fn()
    const { result } = renderHook(() => useIdleSignOut(onTimeout))
    expect(IDLE_TIMEOUT_MS).toBe(30 * MINUTE)
    expect(IDLE_WARNING_MS).toBe(MINUTE)

    act(() => vi.advanceTimersByTime(29 * MINUTE - 1000))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current).toBe(true)
    expect(onTimeout).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(MINUTE))
    expect(onTimeout).toHaveBeenCalledTimes(1)
    expect(result.current).toBe(false)
  })

  it('a key or a click dismisses the warning and starts the 30 minutes again', () => {
    const onTimeout = vi.fn()
    const { result } = renderHook(() => useIdleSignOut(onTimeout))
    act(() => vi.advanceTimersByTime(29 * MINUTE + 30_000))
    expect(result.current).toBe(true)
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }))
    })
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(29 * MINUTE))
    expect(onTimeout).not.toHaveBeenCalled()
    expect(result.current).toBe(true)
    act(() => {
      window.dispatchEvent(new Event('pointerdown'))
    })
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(29 * MINUTE))
    expect(onTimeout).not.toHaveBeenCalled()
  })

  it('activity before the warning postpones it', () => {
    const onTimeout = vi.fn()
    const { result } = renderHook(() => useIdleSignOut(onTimeout))
    act(() => vi.advanceTimersByTime(20 * MINUTE))
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))
    })
    act(() => vi.advanceTimersByTime(20 * MINUTE))
    expect(result.current).toBe(false)
    expect(onTimeout).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(10 * MINUTE))
    expect(onTimeout).toHaveBeenCalledTimes(1)
  })

  it('does nothing while disabled', () => {
    const onTimeout = vi.fn()
    renderHook(() => useIdleSignOut(onTimeout, { enabled: false }))
    act(() => vi.advanceTimersByTime(60 * MINUTE))
    expect(onTimeout).not.toHaveBeenCalled()
  })
})
