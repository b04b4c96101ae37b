import { hasPrivacySignal } from '@/lib/should-count'
import {
  type Attribution,
  campaignValueOf,
  landingPageOf,
  referrerDomainOf,
} from '@schemas/attribution-rules'

/*
 * The first page of a visit, where it came from and its campaign, kept for the visit (this tab,
 * sessionStorage) and sent with a submission, so the desk sees what led to it. Nothing in it
 * identifies the visitor: no id, no time, no address; it is forgotten when the tab closes. Someone
 * whose browser sends Global Privacy Control or Do Not Track gets nothing stored at all.
 */

export const ATTRIBUTION_KEY = 'visit:attribution'

/** What the first page of a visit says about where the visit came from. */
export function attributionOf(
  location: { pathname: string; search: string; hostname: string },
  referrer: string,
): Attribution {
  const params = new URLSearchParams(location.search)
  return {
    landingPage: landingPageOf(location.pathname),
    referrerDomain: referrerDomainOf(referrer, location.hostname),
    utmSource: campaignValueOf(params.get('utm_source')),
    utmMedium: campaignValueOf(params.get('utm_medium')),
    utmCampaign: campaignValueOf(params.get('utm_campaign')),
  }
}

/**
 * Runs on every page (src/boot.ts); only the visit's first page is kept: a later page of the same
 * visit never replaces it.
 */
export function captureVisitAttribution(
  win: Pick<Window, 'location' | 'navigator' | 'sessionStorage'> & {
    document: Pick<Document, 'referrer'>
  } = window,
): void {
  try {
    if (hasPrivacySignal({ navigator: win.navigator })) return
    const storage = win.sessionStorage
    if (storage.getItem(ATTRIBUTION_KEY) !== null) return
    storage.setItem(
      ATTRIBUTION_KEY,
      JSON.stringify(attributionOf(win.location, win.document.referrer)),
    )
  } catch {
    // Storage blocked or full: the submission goes without it.
  }
}
