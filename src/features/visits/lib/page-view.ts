/**
 * What one page view reports, worked out in the browser from what the page already knows: the
 * route, the referrer's domain, the campaign parameters and phone or desktop. Nothing here reads
 * or writes a cookie or storage, and nothing identifies the visitor (the unique-visitor count is
 * a daily salted hash computed by the database, migration 20251101070000_visits_and_funnel.sql).
 * The referrer and campaign follow the same rules as a submission's attribution
 * (@schemas/attribution-rules), and "asked not to be tracked" is the form funnel's
 * (src/lib/should-count.ts), so the Visits report and the funnel count alike.
 */
import { campaignValueOf, referrerDomainOf } from '@schemas/attribution-rules'
import { hasPrivacySignal } from '@/lib/should-count'

/** The arguments of public.record_page_view. */
export interface PageView {
  p_path: string
  p_device: 'phone' | 'desktop'
  p_referrer: string | null
  p_utm_source: string | null
  p_utm_medium: string | null
  p_utm_campaign: string | null
}

/** Narrower than this is a phone (Tailwind's `md` breakpoint, where the site's layout changes). */
export const PHONE_MAX_WIDTH = 767

/** What the browser says about its person's wishes and its own nature. */
export interface BrowserSignals {
  globalPrivacyControl?: boolean
  doNotTrack?: string | null
  webdriver?: boolean
}

/**
 * Global Privacy Control (navigator.globalPrivacyControl === true) or Do Not Track ("1") means
 * the person asked not to be counted; a browser driven by automation (navigator.webdriver) is
 * not a person.
 */
export function mayCount(signals: BrowserSignals): boolean {
  const navigator = {
    userAgent: '',
    globalPrivacyControl: signals.globalPrivacyControl,
    doNotTrack: signals.doNotTrack,
  }
  return !hasPrivacySignal({ navigator }) && signals.webdriver !== true
}

/** The desk and sign-in are not the public site: their visits are the team's own. */
export function isCountedPath(path: string): boolean {
  return !/^\/(admin|auth)(\/|$)/.test(path)
}

/**
 * The referrer's domain without "www.", or null when there is none or it is this site itself
 * (moving between the site's own pages is not a referral). The path and query of the referring
 * page are never sent.
 */
export function referrerDomain(referrer: string, ownHost: string): string | null {
  return referrerDomainOf(referrer, ownHost)
}

/** utm_source, utm_medium and utm_campaign from a query string, as a submission keeps them. */
export function campaignFrom(
  search: string,
): Pick<PageView, 'p_utm_source' | 'p_utm_medium' | 'p_utm_campaign'> {
  const params = new URLSearchParams(search)
  const read = (name: string) => campaignValueOf(params.get(name))
  return {
    p_utm_source: read('utm_source'),
    p_utm_medium: read('utm_medium'),
    p_utm_campaign: read('utm_campaign'),
  }
}

/** Phone or desktop from the viewport's width when the count is sent, never the user agent. */
export function deviceFor(viewportWidth: number): PageView['p_device'] {
  return viewportWidth <= PHONE_MAX_WIDTH ? 'phone' : 'desktop'
}

/** The route as counted: the path without a trailing slash (except the home page). */
export function countedPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : '/'
}

export interface PageContext {
  pathname: string
  search: string
  host: string
  referrer: string
  viewportWidth: number
}

/** The view to report for this page, or null when nothing may be sent. */
export function pageViewFor(page: PageContext, signals: BrowserSignals): PageView | null {
  const path = countedPath(page.pathname)
  if (!mayCount(signals) || !isCountedPath(path)) return null
  return {
    p_path: path,
    p_device: deviceFor(page.viewportWidth),
    p_referrer: referrerDomain(page.referrer, page.host),
    ...campaignFrom(page.search),
  }
}
