import { describe, expect, it } from 'vitest'
import {
  campaignFrom,
  countedPath,
  deviceFor,
  isCountedPath,
  mayCount,
  pageViewFor,
  referrerDomain,
} from './page-view'

const page = {
  pathname: '/about',
  search: '',
  host: 'idahoaialliance.org',
  referrer: '',
  viewportWidth: 1280,
}

describe('what may be counted', () => {
  it('Global Privacy Control means nothing is sent', () => {
    expect(mayCount({ globalPrivacyControl: true })).toBe(false)
    expect(pageViewFor(page, { globalPrivacyControl: true })).toBeNull()
  })

  it('Do Not Track "1" means nothing is sent', () => {
    expect(mayCount({ doNotTrack: '1' })).toBe(false)
    expect(pageViewFor(page, { doNotTrack: '1' })).toBeNull()
  })

  it('a browser driven by automation (webdriver) is not counted', () => {
    expect(pageViewFor(page, { webdriver: true })).toBeNull()
  })

  it('a browser that expresses no wish is counted', () => {
    expect(mayCount({ globalPrivacyControl: false, doNotTrack: '0', webdriver: false })).toBe(true)
    expect(pageViewFor(page, {})).toEqual({
      p_path: '/about',
      p_device: 'desktop',
      p_referrer: null,
      p_utm_source: null,
      p_utm_medium: null,
      p_utm_campaign: null,
    })
  })

  it('the desk and sign-in routes are not counted', () => {
    expect(isCountedPath('/admin')).toBe(false)
    expect(isCountedPath('/admin/reports')).toBe(false)
    expect(isCountedPath('/auth')).toBe(false)
    expect(isCountedPath('/authors')).toBe(true)
    expect(pageViewFor({ ...page, pathname: '/admin/reports' }, {})).toBeNull()
  })

  it('a trailing slash counts as the same route', () => {
    expect(countedPath('/about/')).toBe('/about')
    expect(countedPath('/')).toBe('/')
  })
})

describe('referrer domain', () => {
  it('keeps only the domain, without www., never the path or query', () => {
    expect(referrerDomain('https://www.Google.com/search?q=idaho+ai', 'idahoaialliance.org')).toBe(
      'google.com',
    )
    expect(referrerDomain('http://news.example.org/a/b?c=d#e', 'idahoaialliance.org')).toBe(
      'news.example.org',
    )
  })

  it('the site itself is not a referrer, with or without www.', () => {
    expect(referrerDomain('https://idahoaialliance.org/programs', 'idahoaialliance.org')).toBeNull()
    expect(
      referrerDomain('https://www.idahoaialliance.org/programs', 'idahoaialliance.org'),
    ).toBeNull()
  })

  it('no referrer, a malformed one or a non-web scheme gives none', () => {
    expect(referrerDomain('', 'idahoaialliance.org')).toBeNull()
    expect(referrerDomain('not a url', 'idahoaialliance.org')).toBeNull()
    expect(referrerDomain('android-app://com.slack/', 'idahoaialliance.org')).toBeNull()
  })
})

describe('campaign parameters', () => {
  it('reads utm_source, utm_medium and utm_campaign, trimmed', () => {
    expect(
      campaignFrom('?utm_source=%20newsletter%20&utm_medium=email&utm_campaign=fall-2026&x=1'),
    ).toEqual({ p_utm_source: 'newsletter', p_utm_medium: 'email', p_utm_campaign: 'fall-2026' })
  })

  it('absent or empty parameters are null', () => {
    expect(campaignFrom('?utm_source=&other=1')).toEqual({
      p_utm_source: null,
      p_utm_medium: null,
      p_utm_campaign: null,
    })
  })

  it('keeps at most 100 characters of a value', () => {
    expect(campaignFrom(`?utm_campaign=${'a'.repeat(150)}`).p_utm_campaign).toHaveLength(100)
  })
})

describe('phone or desktop', () => {
  it('is decided by the viewport width', () => {
    expect(deviceFor(375)).toBe('phone')
    expect(deviceFor(767)).toBe('phone')
    expect(deviceFor(768)).toBe('desktop')
    expect(pageViewFor({ ...page, viewportWidth: 390 }, {})?.p_device).toBe('phone')
  })
})
