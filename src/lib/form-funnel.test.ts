// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { installFormFunnel, recordFormStep } from '@/lib/form-funnel'
import { isLikelyBot, shouldCount } from '@/lib/should-count'

function funnelForm(kind = 'contact_submission') {
  const form = document.createElement('form')
  form.setAttribute('data-funnel', kind)
  const input = document.createElement('input')
  form.append(input)
  document.body.append(form)
  return { form, input }
}

describe('form funnel events', () => {
  it('sends each step at most once per view of a form', () => {
    const transport = vi.fn()
    const { form } = funnelForm()
    const options = { transport, counted: () => true }
    expect(recordFormStep(form, 'contact_submission', 'refused', options)).toBe(true)
    expect(recordFormStep(form, 'contact_submission', 'refused', options)).toBe(false)
    expect(recordFormStep(form, 'contact_submission', 'sent', options)).toBe(true)
    // A form drawn again (a navigation inside the app) is a new view.
    const again = funnelForm().form
    expect(recordFormStep(again, 'contact_submission', 'refused', options)).toBe(true)
    expect(transport.mock.calls).toEqual([
      ['contact_submission', 'refused'],
      ['contact_submission', 'sent'],
      ['contact_submission', 'refused'],
    ])
  })

  it('counts the view after load and the first field touched once, however much is typed', () => {
    const transport = vi.fn()
    const { input } = funnelForm('alliance_registration')
    installFormFunnel(document, transport)
    for (const value of ['A', 'Ad', 'Ada']) {
      input.value = value
      input.dispatchEvent(new Event('input', { bubbles: true }))
    }
    expect(transport.mock.calls.filter(([, step]) => step === 'started')).toEqual([
      ['alliance_registration', 'started'],
    ])
    expect(transport).toHaveBeenCalledWith('alliance_registration', 'viewed')
  })

  it('sends nothing for a visit that is not counted', () => {
    const transport = vi.fn()
    const { form } = funnelForm()
    expect(
      recordFormStep(form, 'contact_submission', 'viewed', { transport, counted: () => false }),
    ).toBe(false)
    expect(transport).not.toHaveBeenCalled()
  })
})

describe('shouldCount', () => {
  const browser =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
  const empty = window.localStorage

  it('counts an ordinary visit', () => {
    window.localStorage.clear()
    expect(shouldCount({ navigator: { userAgent: browser }, localStorage: empty })).toBe(true)
  })

  it('leaves out Global Privacy Control, Do Not Track, robots, automated browsers and anyone signed in', () => {
    expect(shouldCount({ navigator: { userAgent: browser, webdriver: true } })).toBe(false)
    expect(shouldCount({ navigator: { userAgent: browser, globalPrivacyControl: true } })).toBe(
      false,
    )
    expect(shouldCount({ navigator: { userAgent: browser, doNotTrack: '1' } })).toBe(false)
    expect(shouldCount({ navigator: { userAgent: browser }, windowDoNotTrack: '1' })).toBe(false)
    expect(
      isLikelyBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(true)
    expect(isLikelyBot(browser.replace('Chrome/', 'HeadlessChrome/'))).toBe(true)
    window.localStorage.setItem('sb-project-auth-token', '{}')
    expect(
      shouldCount({ navigator: { userAgent: browser }, localStorage: window.localStorage }),
    ).toBe(false)
    window.localStorage.clear()
  })
})

describe('the start of a form and the visit it came from', () => {
  it('sends the campaign the visit’s first page kept with a start, and nothing of it with other steps', async () => {
    const { ATTRIBUTION_KEY } = await import('@/lib/visit-attribution')
    const { sendFunnelEvent } = await import('@/lib/form-funnel')
    window.sessionStorage.setItem(
      ATTRIBUTION_KEY,
      JSON.stringify({
        landingPage: '/about',
        referrerDomain: null,
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'week-2027',
      }),
    )
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('true'))
    try {
      sendFunnelEvent('contact_submission', 'started')
      sendFunnelEvent('contact_submission', 'viewed')
      const bodies = fetched.mock.calls.map(
        ([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>,
      )
      expect(bodies).toEqual([
        {
          p_form: 'contact_submission',
          p_step: 'started',
          p_visit: {
            utm_campaign: 'week-2027',
            utm_source: 'newsletter',
            utm_medium: 'email',
            referrer_domain: null,
          },
        },
        { p_form: 'contact_submission', p_step: 'viewed' },
      ])
    } finally {
      fetched.mockRestore()
      window.sessionStorage.removeItem(ATTRIBUTION_KEY)
    }
  })
})
