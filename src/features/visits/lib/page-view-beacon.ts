/**
 * Counts the page once it has loaded (src/boot.ts calls countPageViewAfterLoad). Part of the boot
 * script, so it costs no request of its own; it runs after the load event, so it never competes
 * with the first paint.
 *
 * Sent with `fetch(…, { keepalive: true })`, not `navigator.sendBeacon`: a beacon cannot carry
 * headers, and the API gateway wants the publishable key in `apikey`; a beacon's body is also
 * limited to CORS-safelisted types (text/plain, form data) without a preflight, while PostgREST
 * calls a function with named arguments only for a JSON body (PostgREST docs, "Functions as RPC":
 * https://docs.postgrest.org/en/stable/references/api/functions.html). A keepalive fetch outlives
 * the page like a beacon (Fetch standard, "keepalive": https://fetch.spec.whatwg.org/#request-keepalive-flag).
 */
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from '@/config/launch-settings'
import { hasStoredSession } from '@/lib/stored-session'
import { pageViewFor, type PageView } from './page-view'

export interface BeaconTarget {
  url: string
  key: string
}

/** The project's address and publishable key, as the app reads them (src/config/env.ts). */
function target(): BeaconTarget {
  return {
    url: import.meta.env.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL,
    key: import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim() || LOCAL_SUPABASE_ANON_KEY,
  }
}

/** Posts one view to public.record_page_view; a failure is dropped (a count is never worth a retry). */
export function sendPageView(
  view: PageView,
  { url, key }: BeaconTarget = target(),
  send: typeof fetch = fetch,
): Promise<unknown> {
  const headers: Record<string, string> = { apikey: key, 'Content-Type': 'application/json' }
  // A legacy anon key is a JWT that PostgREST reads from Authorization (as supabase-js sends
  // it); a publishable key (sb_publishable_…) is turned into one by the gateway.
  if (!key.startsWith('sb_')) headers.Authorization = `Bearer ${key}`
  return send(`${url.replace(/\/+$/, '')}/rest/v1/rpc/record_page_view`, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers,
    body: JSON.stringify(view),
  }).catch(() => undefined)
}

interface NavigatorSignals {
  globalPrivacyControl?: boolean
  doNotTrack?: string | null
  webdriver?: boolean
}

/**
 * Sends this page's view after the load event, unless nothing may be sent; then one view per
 * route the app moves to (react-router's pushState, and Back/Forward), as Plausible counts a
 * single-page app. Within the site there is no referrer: the visitor's own arrival carried it.
 */
export function countPageViewAfterLoad(win: Window = window): void {
  let counted = ''
  const count = (arrival: boolean) => {
    const here = win.location.pathname
    if (here === counted) return
    counted = here
    // A signed-in desk member's visits are the team's own (the database refuses them too).
    if (hasStoredSession()) return
    const nav = win.navigator as Navigator & NavigatorSignals
    const view = pageViewFor(
      {
        pathname: here,
        search: win.location.search,
        host: win.location.hostname,
        referrer: arrival ? win.document.referrer : '',
        viewportWidth: win.innerWidth,
      },
      {
        globalPrivacyControl: nav.globalPrivacyControl,
        doNotTrack: nav.doNotTrack ?? (win as Window & { doNotTrack?: string }).doNotTrack,
        webdriver: nav.webdriver,
      },
    )
    if (view) void sendPageView(view)
  }
  const afterLoad = () =>
    win.setTimeout(() => {
      count(true)
      const history = win.history
      const pushState = history.pushState
      history.pushState = function (...args: Parameters<History['pushState']>) {
        pushState.apply(this, args)
        count(false)
      }
      win.addEventListener('popstate', () => count(false))
    }, 0)
  if (win.document.readyState === 'complete') afterLoad()
  else win.addEventListener('load', afterLoad, { once: true })
}
