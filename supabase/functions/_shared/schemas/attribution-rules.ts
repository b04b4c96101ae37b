/*
 * Where a submission came from: the first page of the visit (a path), the
 * referring site's domain and the campaign parameters of that first page. The browser keeps them
 * for the visit in sessionStorage (src/lib/visit-attribution.ts) and sends them with a submission;
 * the database repeats these rules as CHECK constraints (private.is_landing_path,
 * private.is_domain_name, private.is_campaign_value in 20251101070000_visits_and_funnel.sql).
 *
 * No zod here: the capture runs in the inline boot script of every page (src/boot.ts), which must
 * stay tiny; the schema of a stored value is ./attribution.ts.
 */

export const LANDING_PAGE_MAX = 200
export const DOMAIN_MAX = 253
export const CAMPAIGN_VALUE_MAX = 100

export const LANDING_PATH = /^\/[A-Za-z0-9/._~%-]*$/
export const DOMAIN_NAME =
  /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/** Where the visit came from; every field null when unknown. */
export interface Attribution {
  landingPage: string | null
  referrerDomain: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
}

export const NO_ATTRIBUTION: Attribution = {
  landingPage: null,
  referrerDomain: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
}

/** The columns each submission table stores them in. */
export function toAttributionColumns(attribution: Attribution) {
  return {
    landing_page: attribution.landingPage,
    referrer_domain: attribution.referrerDomain,
    utm_source: attribution.utmSource,
    utm_medium: attribution.utmMedium,
    utm_campaign: attribution.utmCampaign,
  }
}

/** A campaign value as a link carried it, cut to the column's limit; null when empty. */
export function campaignValueOf(raw: string | null): string | null {
  if (raw === null) return null
  let value = raw.replace(new RegExp(CONTROL.source, 'g'), ' ').trim()
  if (value.length > CAMPAIGN_VALUE_MAX) {
    value = value.slice(0, CAMPAIGN_VALUE_MAX)
    // Never end on half of a character written with two UTF-16 units.
    if (/[\uD800-\uDBFF]$/.test(value)) value = value.slice(0, -1)
    value = value.trim()
  }
  return value === '' ? null : value
}

/** The path of the first page, when it has a path's shape and fits; else null. */
export function landingPageOf(pathname: string): string | null {
  return pathname.length <= LANDING_PAGE_MAX && LANDING_PATH.test(pathname) ? pathname : null
}

/**
 * The referring site's domain (lower case, without "www."), or null for no referrer, one that is
 * not a web address, or this site itself (a link between its own pages is not where a visit
 * came from).
 */
export function referrerDomainOf(referrer: string, siteHost: string): string | null {
  if (!referrer) return null
  let host: string
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    host = url.hostname.toLowerCase()
  } catch {
    return null
  }
  const bare = (name: string) => name.toLowerCase().replace(/^www\./, '')
  if (bare(host) === bare(siteHost)) return null
  const domain = bare(host)
  return domain.length <= DOMAIN_MAX && DOMAIN_NAME.test(domain) ? domain : null
}
