import { timingSafeEqual } from 'node:crypto'
import {
  DEFAULT_FROM,
  denoEnv,
  type EnvReader,
  type MailTransport,
  recipientsFromEnv,
  transportFromEnv,
} from '../_shared/mail.ts'
import { siteSettingsFromEnv } from '../_shared/acknowledgement.ts'
import { json, sendAcknowledgement, sendClaimed } from '../_shared/notification-handler.ts'
import { notificationKinds, recordLink } from '../_shared/notification-kinds.ts'
import { type Outbox, outboxFromEnv, withRetries } from '../_shared/outbox.ts'
import { sendDueReplies } from '../_shared/reply-delivery.ts'
import { type ReplyOutbox, replyOutboxFromEnv } from '../_shared/reply-outbox.ts'
import { routedOrFallback } from '../_shared/routing.ts'

export interface WorkerOverrides {
  transport?: MailTransport
  outbox?: Outbox
  /** Replies from the desk and the notification routes (tests); from the environment otherwise. */
  replyOutbox?: ReplyOutbox
  env?: EnvReader
  /** Stop claiming new rows after this long (a run must end well inside the platform's limit). */
  budgetMs?: number
  batchSize?: number
}

const NAME = 'deliver-notifications'

function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given)
  const b = new TextEncoder().encode(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The scheduled worker: pg_cron calls it every minute through pg_net (see the outbox migration).
 * It claims due deliveries of both kinds, the reviewers' notifications and the acknowledgements
 * to the people who wrote in (new rows the fast path did not send within its 20 s head start, failed
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
    const replyOutbox = overrides.replyOutbox ?? replyOutboxFromEnv(env)
    if (recipients.length === 0 || !transport || !outbox) {
      log('not configured: set NOTIFY_TO and RESEND_API_KEY or SMTP_HOST')
      return json(500, { error: 'Notifications are not configured' })
    }

    const from = env('MAIL_FROM') ?? DEFAULT_FROM
    const settings = siteSettingsFromEnv(env)
    const started = Date.now()
    const totals = { claimed: 0, sent: 0, failed: 0 }
    while (Date.now() - started < budgetMs) {
      const due = await outbox.claimDue(batchSize)
      if (due.length === 0) break
      totals.claimed += due.length
      for (const item of due) {
        const kind = notificationKinds[item.recordKind]
        if (!kind || !item.record) {
          totals.failed++
          await withRetries(() =>
            outbox.markFailed(
              item.recordKind,
              item.recordId,
              'The submission no longer exists',
              true,
              item.deliveryKind,
            ),
          ).catch((error) => log(`recording a missing submission failed: ${String(error)}`))
          continue
        }
        if (item.deliveryKind === 'acknowledgement') {
          totals[
            await sendAcknowledgement({
              kind: item.recordKind,
              recordId: item.recordId,
              record: item.record,
              settings,
              transport,
              outbox,
              from,
              log,
            })
          ]++
          continue
        }
        const payload = kind.fromRow(item.record)
        const routed = await routedOrFallback(
          replyOutbox,
          item.recordKind,
          item.recordId,
          recipients,
        )
        if (!routed.ok) {
          totals.failed++
          await withRetries(() =>
            outbox.markFailed(item.recordKind, item.recordId, routed.error),
          ).catch((error) => log(`recording a routing failure failed: ${String(error)}`))
          continue
        }
        const outcome = await sendClaimed({
          kind: item.recordKind,
          recordId: item.recordId,
          resendGeneration: item.resendGeneration,
          email: kind.render(payload, recordLink(settings.siteUrl, item.recordKind, item.record)),
          replyTo: kind.replyTo(payload),
          recipients: routed.recipients,
          transport,
          outbox,
          from,
          log,
        })
        totals[outcome]++
      }
      if (due.length < batchSize) break
    }
    // The outbox's 'reply' kind: replies reviewers sent from the desk.
    if (!replyOutbox) return json(200, totals)
    const replies = await sendDueReplies({
      replyOutbox,
      transport,
      from,
      batchSize,
      deadline: started + budgetMs,
      log,
    })
    return json(200, { ...totals, replies })
  }

  return async function handleSafely(req: Request): Promise<Response> {
    try {
      return await handle(req)
    } catch (error) {
      // Claimed rows keep their lease; when it expires the next run takes them over.
      log(`run failed: ${error instanceof Error ? error.message : String(error)}`)
      return json(500, { error: 'The delivery run failed' })
    }
  }
}

export const handler = createDeliveryHandler()
