import { afterEach, describe, expect, it, vi } from 'vitest'
import { countPageViewAfterLoad, sendPageView } from './page-view-beacon'

const view = {
  p_path: '/about',
  p_device: 'desktop' as const,
  p_referrer: 'google.com',
  p_utm_source: null,
  p_utm_medium: null,
  p_utm_campaign: 'fall',
}

afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('sending a view', () => {
  it('posts JSON to record_page_view with the publishable key, keepalive and no credentials', async () => {
    const send = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })))
    await sendPageView(view, { url: 'https://x.supabase.co/', key: 'sb_publishable_abc' }, send)
    expect(send).toHaveBeenCalledWith('https://x.supabase.co/rest/v1/rpc/record_page_view', {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { apikey: 'sb_publishable_abc', 'Content-Type': 'application/json' },
      body: JSON.stringify(view),
    })
  })

  it('a failed send is dropped quietly', async () => {
    const send = vi.fn(() => Promise.reject(new TypeError('offline')))
    await expect(sendPageView(view, { url: 'https://x', key: 'k' }, send)).resolves.toBeUndefined()
  })
})

describe('counting this page after load', () => {
  it('sends nothing when Global Privacy Control is on', () => {
    vi.useFakeTimers()
    const fetchSpy = vi.fn(() => Promise.resolve(new Response(null)))
    vi.stubGlobal('fetch', fetchSpy)
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
    countPageViewAfterLoad()
    vi.runAllTimers()
    expect(fetchSpy).not.toHaveBeenCalled()
    Object.defineProperty(navigator, 'globalPrivacyControl', {
      value: undefined,
      configurable: true,
    })
  })

  it('sends nothing while a desk session is stored', () => {
    vi.useFakeTimers()
    const fetchSpy = vi.fn(() => Promise.resolve(new Response(null)))
    vi.stubGlobal('fetch', fetchSpy)
    localStorage.setItem('sb-local-auth-token', '{}')
    countPageViewAfterLoad()
    vi.runAllTimers()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('sends one view once the page has loaded, and writes nothing to storage', () => {
    vi.useFakeTimers()
    const fetchSpy = vi.fn(() => Promise.resolve(new Response(null)))
    vi.stubGlobal('fetch', fetchSpy)
    countPageViewAfterLoad()
    vi.runAllTimers()
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(localStorage.length).toBe(0)
    expect(sessionStorage.length).toBe(0)
    expect(document.cookie).toBe('')
  })
})
