// @vitest-environment jsdom
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

// Each count installs its route listener on history.pushState; every test starts from the browser's own.
const browserPushState = history.pushState

afterEach(() => {
  history.pushState = browserPushState
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

  it('counts each route the app moves to once, without a referrer', () => {
    vi.useFakeTimers()
    const fetchSpy = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(null)),
    )
    vi.stubGlobal('fetch', fetchSpy)
    try {
      countPageViewAfterLoad()
      vi.runAllTimers()
      history.pushState({}, '', '/programs?utm_campaign=spring')
      history.pushState({}, '', '/programs?tab=2')
      history.pushState({}, '', '/admin')
      const sent = fetchSpy.mock.calls.map(([, init]) => JSON.parse(String(init.body)) as object)
      expect(sent).toHaveLength(2)
      expect(sent[1]).toMatchObject({
        p_path: '/programs',
        p_referrer: null,
        p_utm_campaign: 'spring',
      })
    } finally {
      history.replaceState({}, '', '/')
    }
  })
})
