import { timingSafeEqual } from 'node:crypto'
import {
  denoEnv,
  type EnvReader,
  type MailTransport,
  recipientsFromEnv,
  senderFrom,
  transportFromEnv,
} from '../_shared/mail.ts'
import { siteSettingsFromEnv } from '../_shared/acknowledgement.ts'
import { mailAuditFingerprintIfDue } from '../_shared/audit-fingerprint.ts'
import { deliver } from '../_shared/deliver.ts'
import { handleSafely, json } from '../_shared/handle-safely.ts'
import { type Outbox, outboxFromEnv } from '../_shared/outbox.ts'
import { serviceAccess } from '../_shared/service-access.ts'
import { serviceRpc } from '../_shared/service-rpc.ts'

export interface WorkerOverrides {
  transport?: MailTransport
  outbox?: Outbox
  env?: EnvReader
  /** Stop claiming new rows after this long (a run must end well inside the platform's limit). */
  budgetMs?: number
  batchSize?: number
  /** The least time between two updates (UPDATE_SEND_SPACING_MS below); tests set it to 0. */
  updateSpacingMs?: number
}

/**
 * Two update e-mails go at least this far apart: Resend allows a team 2 requests a second by
 * default (https://resend.com/docs/api-reference/rate-limit), and the other kinds share the rest.
 * The database spaces a send's rows 1.2 s apart already (private.update_send_pace); this keeps a
 * run that found a backlog (after an outage) from sending it in one burst.
 */
const UPDATE_SEND_SPACING_MS = 500

const isUpdate = (kind: string) => kind === 'update' || kind === 'update_test'

const NAME = 'deliver-notifications'

function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given)
  const b = new TextEncoder().encode(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The scheduled worker, the one loop of the one outbox: pg_cron calls it every minute through
 * pg_net (see the outbox migrations). It claims due deliveries of every kind, the reviewers'
 * notifications, the acknowledgements to the people who wrote in and the replies from the desk
 * (new rows the fast path did not send within its 20 s head start, failed
 * attempts whose back-off has passed, leases of a sender that died mid-send), renders each e-mail
 * from the stored submission and sends it, recording 'sent' or the failure for a later retry.
 *
 * Who may call it: only a caller holding DELIVER_NOTIFICATIONS_SECRET, the worker's own secret
 * (a function secret; the cron job reads the same value from Vault's
 * `deliver_notifications_secret`). No Supabase key is involved, so the project can use either
 * kind of API key and rotate them without touching the schedule. It can only send what the
 * outbox already owes, so even a leaked secret cannot make it mail anything else, but requiring
 * it keeps strangers from driving its load. verify_jwt is off for it (supabase/config.toml).
 */
export function createDeliveryHandler(overrides: WorkerOverrides = {}) {
  const env = overrides.env ?? denoEnv
  const budgetMs = overrides.budgetMs ?? 25_000
  const batchSize = overrides.batchSize ?? 10
  const updateSpacingMs = overrides.updateSpacingMs ?? UPDATE_SEND_SPACING_MS
  const log = (message: string) => console.error(`[${NAME}] ${message}`)

  async function handle(req: Request): Promise<Response> {
    if (req.method !== 'POST') {
      return json(405, { error: 'Method not allowed' }, { Allow: 'POST' })
    }
    const expected = env('DELIVER_NOTIFICATIONS_SECRET')
    if (!expected) {
      await req.body?.cancel()
      log('not configured: set the DELIVER_NOTIFICATIONS_SECRET function secret')
      return json(500, { error: 'DELIVER_NOTIFICATIONS_SECRET is not set' })
    }
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]?.trim()
    if (!token || !sameSecret(token, expected)) {
      await req.body?.cancel()
      return json(401, { error: 'DELIVER_NOTIFICATIONS_SECRET is required' })
    }
    await req.body?.cancel()

    const recipients = recipientsFromEnv(env)
    const transport = overrides.transport ?? transportFromEnv(env)
    const outbox = overrides.outbox ?? outboxFromEnv(env)
    if (recipients.length === 0 || !transport || !outbox) {
      log('not configured: set NOTIFY_TO and RESEND_API_KEY or SMTP_HOST')
      return json(500, { error: 'Notifications are not configured' })
    }

    const supabaseUrl = env('SUPABASE_URL')
    const context = {
      transport,
      outbox,
      from: senderFrom(env),
      settings: siteSettingsFromEnv(env),
      notifyTo: recipients,
      functionsUrl: supabaseUrl ? `${supabaseUrl.replace(/\/+$/, '')}/functions/v1` : undefined,
      log,
    }
    const started = Date.now()
    const totals = { claimed: 0, sent: 0, failed: 0 }
    // Replies are counted on their own too (the desk's outage checks read them).
    const replies = { claimed: 0, sent: 0, failed: 0 }
    let lastUpdateAt = 0
    while (Date.now() - started < budgetMs) {
      const due = await outbox.claimDue(batchSize)
      if (due.length === 0) break
      for (const item of due) {
        if (isUpdate(item.deliveryKind)) {
          const wait = lastUpdateAt + updateSpacingMs - Date.now()
          if (wait > 0) await new Promise((done) => setTimeout(done, wait))
          lastUpdateAt = Date.now()
        }
        const outcome = await deliver(item, context)
        totals.claimed++
        totals[outcome]++
        if (item.deliveryKind === 'reply') {
          replies.claimed++
          replies[outcome]++
        }
      }
      if (due.length < batchSize) break
    }
    // Once a day, the audit log's newest fingerprint to the administrators (kept outside the
    // database). Its failure never fails the run: the claim's lease lets the next run retry.
    const access = serviceAccess(env)
    let auditFingerprint = false
    if (access && !overrides.outbox) {
      auditFingerprint = await mailAuditFingerprintIfDue({
        rpc: serviceRpc(access.url, access.key),
        transport,
        from: context.from,
        siteUrl: context.settings.siteUrl,
      }).catch((error: unknown) => {
        log(
          `mailing the audit fingerprint failed: ${error instanceof Error ? error.message : String(error)}`,
        )
        return false
      })
    }
    const answer = replies.claimed > 0 ? { ...totals, replies } : totals
    return json(200, auditFingerprint ? { ...answer, auditFingerprint } : answer)
  }

  // A failed run leaves its claimed rows their lease; when it expires the next run takes them over.
  return handleSafely(handle, log, { logged: 'run failed', answer: 'The delivery run failed' })
}

export const handler = createDeliveryHandler()
