import { z } from 'zod'
import { siteSettingsFromEnv } from './acknowledgement.ts'
import { corsHeaders } from './cors.ts'
import { errorText, handleSafely, json } from './handle-safely.ts'
import {
  denoEnv,
  type EnvReader,
  type MailTransport,
  recipientsFromEnv,
  senderFrom,
  transportFromEnv,
} from './mail.ts'
import { deliver, sendClaimed } from './deliver.ts'
import { type NotificationKind, recordLink } from './notification-kinds.ts'
import { type Outbox, outboxFromEnv, withRetries } from './outbox.ts'
import { checkCaller } from './project-keys.ts'
import { routedOrFallback } from './routing.ts'

/** Bodies larger than this are refused before parsing; the largest valid form is ~5 KB. */
export const MAX_BODY_BYTES = 64 * 1024

const HONEYPOT_FIELD = 'website'

/** The one answer for a payload with nothing to send now, stored or not. */
export const NOTHING_TO_SEND = { status: 200, body: { ok: true } } as const

export interface NotificationOptions<T> {
  /** The function's name, used to prefix log lines. */
  name: string
  /** The kind of submission: schema, e-mail, and the payload-to-row mapping of the app. */
  kind: NotificationKind<T>
  /** Overrides the transport chosen from the environment (tests). */
  transport?: MailTransport
  /** Overrides the outbox reached with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (tests). */
  outbox?: Outbox
  env?: EnvReader
}

/** What a test may replace: the transport, the outbox and the environment. */
export type NotificationOverrides = Pick<
  NotificationOptions<unknown>,
  'transport' | 'outbox' | 'env'
>

function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD]
  return typeof value === 'string' && value.trim() !== ''
}

/**
 * The fast path every notification function shares: CORS preflight, POST only, a size cap, the
 * honeypot, validation with the shared schema (400 with field errors), then the outbox decides.
 * Only a stored submission equal to the payload, stored in the last 15 minutes and never attempted,
 * is claimed and mailed; a payload that matches nothing stored and one already notified (or left to
 * the worker) both get 200 {ok: true}, the answer of a sent notification, and neither sends anything. Called twice for one row: one e-mail.
 * Failures are logged with the function's name; responses never carry secrets or stack traces.
 */
export function createNotificationHandler<T>(options: NotificationOptions<T>) {
  const env = options.env ?? denoEnv
  const log = (message: string) => console.error(`[${options.name}] ${message}`)
  const { kind } = options

  async function handle(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') {
      return new Response('ok', { status: 200, headers: corsHeaders })
    }
    if (req.method !== 'POST') {
      return json(405, { error: 'Method not allowed' }, { Allow: 'POST, OPTIONS' })
    }

    // verify_jwt is off for these functions (it refuses publishable keys); see checkCaller.
    const caller = checkCaller(req, env)
    if (caller === 'not-configured') {
      await req.body?.cancel()
      log('not configured: neither SUPABASE_PUBLISHABLE_KEYS nor SUPABASE_ANON_KEY is set')
      return json(500, { error: 'Notifications are not configured' })
    }
    if (caller === 'refused') {
      await req.body?.cancel()
      return json(401, { error: "The project's publishable or anon key is required" })
    }

    const declaredLength = Number(req.headers.get('content-length') ?? '0')
    if (declaredLength > MAX_BODY_BYTES) {
      return json(413, { error: 'Request body too large' })
    }
    const raw = await req.text()
    if (new TextEncoder().encode(raw).byteLength > MAX_BODY_BYTES) {
      return json(413, { error: 'Request body too large' })
    }

    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return json(400, { error: 'Request body must be JSON' })
    }

    if (honeypotFilled(body)) {
      // A 2xx by design: answer exactly as a real success does, so a bot learns nothing; send
      // nothing and claim nothing.
      console.warn(`[${options.name}] dropped a submission with the honeypot filled`)
      return json(200, { ok: true })
    }

    const parsed = kind.schema.safeParse(body)
    if (!parsed.success) {
      return json(400, {
        error: 'Invalid submission',
        fieldErrors: z.flattenError(parsed.error).fieldErrors,
      })
    }

    const recipients = recipientsFromEnv(env)
    const transport = options.transport ?? transportFromEnv(env)
    const outbox = options.outbox ?? outboxFromEnv(env)
    if (recipients.length === 0 || !transport || !outbox) {
      log(
        'not configured: set NOTIFY_TO and RESEND_API_KEY or SMTP_HOST; SUPABASE_URL and SUPABASE_SECRET_KEYS (or the legacy SUPABASE_SERVICE_ROLE_KEY) come from the platform',
      )
      return json(500, { error: 'Notifications are not configured' })
    }

    let claim
    try {
      claim = await outbox.claimForSubmission(kind.kind, kind.toRow(parsed.data))
    } catch (error) {
      // The stored row stays pending: the scheduled worker sends it.
      log(`claiming the stored submission failed: ${errorText(error)}`)
      return json(503, { error: 'Notifications are unavailable; the submission is kept' })
    }
    if (claim.outcome !== 'claimed') {
      // Nothing to send now. A payload that matches nothing stored and one stored long ago (or
      // already notified) get the same answer, so the function never tells whether a payload is
      // stored (no oracle for a caller probing the table); the worker sends whatever is still due.
      return json(NOTHING_TO_SEND.status, NOTHING_TO_SEND.body)
    }

    const routed = await routedOrFallback(outbox, kind.kind, claim.recordId, recipients)
    if (!routed.ok) {
      log(`${kind.kind} ${claim.recordId}: ${routed.error}`)
      await withRetries(() => outbox.markFailed(claim.deliveryId, routed.error)).catch((error) =>
        log(`recording a routing failure failed: ${errorText(error)}`),
      )
      return json(502, { error: 'The notification could not be sent' })
    }
    const settings = siteSettingsFromEnv(env)
    const from = senderFrom(env)
    const outcome = await sendClaimed({
      delivery: claim,
      email: kind.render(parsed.data, recordLink(settings.siteUrl, kind.kind, claim.record)),
      replyTo: kind.replyTo(parsed.data),
      recipients: routed.recipients,
      transport,
      outbox,
      from,
      log,
    })
    // The person's acknowledgement of the same record, if nobody has tried it yet; otherwise (or if
    // this fails) the worker sends it. Its outcome never changes this response.
    try {
      const acknowledgement = await outbox.claimAcknowledgement(kind.kind, claim.recordId)
      if (acknowledgement) {
        await deliver(acknowledgement, {
          transport,
          outbox,
          from,
          settings,
          notifyTo: recipients,
          log,
        })
      }
    } catch (error) {
      log(`claiming the acknowledgement failed (the worker sends it): ${errorText(error)}`)
    }
    if (outcome === 'failed') {
      // Recorded in the outbox; the worker retries with back-off.
      return json(502, { error: 'The notification could not be sent' })
    }
    return json(200, { ok: true })
  }

  return handleSafely(handle, log, { logged: 'unexpected failure', answer: 'Something went wrong' })
}
