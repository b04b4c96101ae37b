import { siteSettingsFromEnv } from '../_shared/acknowledgement.ts'
import { denoEnv, type EnvReader } from '../_shared/mail.ts'
import { serviceRpc } from '../_shared/service-rpc.ts'
import { serviceAccess } from '../_shared/service-access.ts'
import { updateConsentWords } from '../_shared/schemas/update-subscription.ts'
import { updateLink } from '../_shared/update-emails.ts'

/**
 * The List-Unsubscribe URL every update carries (update-emails.ts, updateMailHeaders).
 *
 * POST with the body `List-Unsubscribe=One-Click` (RFC 8058 section 3.1; Gmail's and Yahoo's
 * bulk-sender rules since February 2024): unsubscribes the subscription the token names at once,
 * records it with its time (public.unsubscribe_from_updates, source 'one-click'), and answers 200
 * with no page. The mailbox provider makes this request, not the person, so nothing is asked.
 * GET (a person who opened the URL, or a client without one-click): changes nothing and sends the
 * browser on to the preferences page, where the person decides (RFC 8058 section 4: a GET must
 * not unsubscribe, since link scanners fetch URLs in mail).
 */

const ONE_CLICK_BODY = /(^|&)List-Unsubscribe=One-Click(&|$)/

export interface UnsubscribeOverrides {
  env?: EnvReader
  /** Unsubscribes by token; through the database's RPC with the service key otherwise. */
  unsubscribe?: (token: string) => Promise<void>
}

const noPage = (status: number, extra: Record<string, string> = {}) =>
  new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...extra } })

export async function handler(request: Request, overrides: UnsubscribeOverrides = {}) {
  const env = overrides.env ?? denoEnv
  const token = new URL(request.url).searchParams.get('token') ?? ''
  if (request.method === 'GET' || request.method === 'HEAD') {
    const { siteUrl } = siteSettingsFromEnv(env)
    return noPage(303, { Location: updateLink(siteUrl, 'preferences', token) })
  }
  if (request.method !== 'POST') return noPage(405, { Allow: 'GET, HEAD, POST' })
  const body = (await request.text().catch(() => '')).slice(0, 2000).trim()
  if (!ONE_CLICK_BODY.test(body) || token === '') return noPage(400)
  const unsubscribe =
    overrides.unsubscribe ??
    (async (value: string) => {
      const access = serviceAccess(env)
      if (!access) throw new Error('SUPABASE_URL or the service key is not set')
      await serviceRpc(access.url, access.key)('unsubscribe_from_updates', {
        p_token: value,
        p_source: 'one-click',
        p_shown: updateConsentWords.oneClick,
      })
    })
  try {
    await unsubscribe(token)
    return noPage(200)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    // A link that is not ours (or whose subscription is gone) is the sender's problem, not a
    // reason for the provider to retry; anything else is ours, and the provider may try again.
    console.warn(`unsubscribe-updates: ${message.slice(0, 300)}`)
    return noPage(/\b22023\b/.test(message) ? 400 : 503)
  }
}
