// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { withVisitAttribution } from '@/lib/read-visit-attribution'
import { ATTRIBUTION_KEY, attributionOf, captureVisitAttribution } from '@/lib/visit-attribution'

function visit(url: string, referrer = '', privacy: { globalPrivacyControl?: boolean } = {}) {
  const parsed = new URL(url)
  return {
    location: parsed as unknown as Location,
    navigator: { userAgent: 'Mozilla/5.0', ...privacy } as unknown as Navigator,
    document: { referrer },
    sessionStorage: window.sessionStorage,
  }
}

describe('visit attribution', () => {
  it('reads the campaign parameters, the path and the referring domain of the first page', () => {
    expect(
      attributionOf(
        new URL(
          'https://idahoai.org/about?utm_source=News%20letter&utm_medium=email&utm_campaign=spring-2026',
        ),
        'https://www.Example.com/some/page?q=1',
      ),
    ).toEqual({
      landingPage: '/about',
      referrerDomain: 'example.com',
      utmSource: 'News letter',
      utmMedium: 'email',
      utmCampaign: 'spring-2026',
    })
  })

  it('ignores a referrer from this same site, and empty or missing campaign parameters', () => {
    expect(
      attributionOf(
        new URL('https://idahoai.org/contact?utm_campaign=%20%20'),
        'https://www.idahoai.org/about',
      ),
    ).toEqual({
      landingPage: '/contact',
      referrerDomain: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    })
  })

  it('cuts a long campaign to 100 characters and drops control characters', () => {
    const long = `a\u0007${'b'.repeat(200)}`
    const { utmCampaign } = attributionOf(
      new URL(`https://idahoai.org/?utm_campaign=${encodeURIComponent(long)}`),
      '',
    )
    expect(utmCampaign).toHaveLength(100)
    expect(utmCampaign?.startsWith('a b')).toBe(true)
  })

  it('keeps the first page of the visit: a later page never replaces it', () => {
    window.sessionStorage.clear()
    captureVisitAttribution(
      visit('https://idahoai.org/about?utm_campaign=X', 'https://news.example.org/'),
    )
    captureVisitAttribution(
      visit('https://idahoai.org/contact?utm_campaign=Y', 'https://idahoai.org/about'),
    )
    expect(withVisitAttribution({ first_name: 'Ada' })).toEqual({
      first_name: 'Ada',
      landing_page: '/about',
      referrer_domain: 'news.example.org',
      utm_source: null,
      utm_medium: null,
      utm_campaign: 'X',
    })
  })

  it('stores nothing when the browser sends Global Privacy Control', () => {
    window.sessionStorage.clear()
    captureVisitAttribution(
      visit('https://idahoai.org/about?utm_campaign=X', '', { globalPrivacyControl: true }),
    )
    expect(window.sessionStorage.getItem(ATTRIBUTION_KEY)).toBeNull()
  })

  it('sends nothing for a stored value the capture could not have written', () => {
    window.sessionStorage.clear()
    window.sessionStorage.setItem(
      ATTRIBUTION_KEY,
      JSON.stringify({
        landingPage: 'https://evil.example/x',
        referrerDomain: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
      }),
    )
    expect(withVisitAttribution({})).toEqual({
      landing_page: null,
      referrer_domain: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    })
  })
})
