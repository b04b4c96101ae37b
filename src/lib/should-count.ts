import { hasStoredSession } from '@/lib/stored-session'

/*
 * Who is counted, in one place for every count the site keeps without cookies (the form funnel
 * here, the page views of the Visits report): never someone who asked not to be tracked (Global
 * Privacy Control, Do Not Track), never a robot, never the desk's own people (anyone signed in:
 * only the desk signs in).
 */

/** What the decision reads: the browser's own objects, or a test's stand-ins. */
export interface CountContext {
  navigator: Pick<Navigator, 'userAgent'> & {
    globalPrivacyControl?: boolean
    doNotTrack?: string | null
    /** True in a browser driven by automation (WebDriver, Playwright, Puppeteer). */
    webdriver?: boolean
  }
  /** `window.doNotTrack`, where older browsers put it. */
  windowDoNotTrack?: string | null
  localStorage?: Storage
}

/** Global Privacy Control or Do Not Track: the visitor asked not to be tracked. */
export function hasPrivacySignal(context: CountContext): boolean {
  const { navigator } = context
  if (navigator.globalPrivacyControl === true) return true
  const dnt = navigator.doNotTrack ?? context.windowDoNotTrack
  return dnt === '1' || dnt === 'yes'
}

/** Crawlers, link previews, headless browsers and command-line clients name themselves. */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|facebookexternalhit|embedly|curl|wget|python|java\/|go-http|node-fetch|axios|phantomjs/i

export function isLikelyBot(userAgent: string): boolean {
  return userAgent.trim() === '' || BOT_AGENT.test(userAgent)
}

function browserContext(): CountContext | null {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return null
  let storage: Storage | undefined
  try {
    storage = window.localStorage
  } catch {
    storage = undefined
  }
  return {
    navigator,
    windowDoNotTrack: (window as { doNotTrack?: string | null }).doNotTrack ?? null,
    localStorage: storage,
  }
}

/** Whether this visit may be counted at all. */
export function shouldCount(context: CountContext | null = browserContext()): boolean {
  if (!context) return false
  if (hasPrivacySignal(context)) return false
  if (isLikelyBot(context.navigator.userAgent)) return false
  // The same rule as the page views (src/features/visits/lib/page-view.ts): no automated browser.
  if (context.navigator.webdriver === true) return false
  // No storage to read (blocked): nobody can be signed in on this page.
  return context.localStorage ? !hasStoredSession(context.localStorage) : true
}
