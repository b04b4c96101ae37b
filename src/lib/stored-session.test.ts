// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { hasStoredSession } from './stored-session'

afterEach(() => window.localStorage.clear())

describe('hasStoredSession', () => {
  it('is true when supabase-js has stored a session, whatever its project name', () => {
    window.localStorage.setItem('sb-abcdefgh-auth-token', '{}')
    expect(hasStoredSession()).toBe(true)
  })

  it('is false for other keys and an empty storage', () => {
    expect(hasStoredSession()).toBe(false)
    window.localStorage.setItem('sb-abcdefgh-auth-token-code-verifier', 'x')
    window.localStorage.setItem('draft:contact', '{}')
    expect(hasStoredSession()).toBe(false)
  })

  it('is false when storage is blocked', () => {
    const blocked = {
      get length(): number {
        throw new DOMException('denied', 'SecurityError')
      },
    } as unknown as Storage
    expect(hasStoredSession(blocked)).toBe(false)
  })
})
