/**
 * The project's Send Email hook ([auth.hook.send_email] in config.toml): Supabase Auth posts every
 * auth e-mail here instead of sending it (supabase/auth internal/api/mail.go sendEmail), signed
 * with Standard Webhooks (internal/hooks/hookshttp/hookshttp.go). This function
 *   1. refuses a request whose signature, timestamp (5 minutes) or secret does not hold: 401;
 *   2. renders the e-mail (emails.ts) with the role of the person's open invitation;
 *   3. queues it in the one outbox within its purpose's hourly allowance and pacing
 *      (public.enqueue_auth_email), no later than Auth waits for it (deadline.ts), and sends it at
 *      once; when the mail service is down the outbox's worker retries it with the same
 *      Message-ID and Idempotency-Key, so it arrives once.
 * Answers, as Auth reads them (hookshttp.go, hookserrors.go): 200 `{}` when the e-mail is queued;
 * 200 `{ "error": { "http_code": 429, "message" } }` when the purpose's allowance is spent or a
 * member's reset comes within a minute of the last (Auth answers its caller 429 with the message
 * and stores no token, so the link already sent keeps working); 200 with http_code 503 when the
 * call came or ran too late to queue anything; 401 for a bad signature.
 */
import { verifyStandardWebhook } from '../_shared/svix.ts'
import { AUTH_GIVES_UP_MS, QUEUE_BY_MS, SEND_BUDGET_MS, settleBy } from './deadline.ts'
import type { RenderedEmail } from '../_shared/render.ts'
import {
  type EmailData,
  type Invitation,
  renderEmailChange,
  renderInvitation,
  renderMagicLink,
  renderReauthentication,
  renderRecovery,
  renderSignupConfirmation,
  verifyUrl,
} from './emails.ts'
import { isTeamRole } from '../_shared/schemas/team-roles.ts'

/** What public.auth_email_context answers. */
export interface EmailContext {
  member: boolean
  invited_role: string | null
  inviter_name: string | null
  display_name: string | null
}

/** What public.enqueue_auth_email answers. */
export type EnqueueOutcome =
  | { outcome: 'queued'; delivery_id: string; item_id: string; record_id: string }
  | { outcome: 'duplicate' }
  | { outcome: 'over_allowance'; purpose: string; per_hour: number }
  /** A member's reset within a minute of the last one: the link she holds keeps working. */
  | { outcome: 'too_soon'; purpose: string; retry_after: number }
  /** Past `sendBy`: Auth has given up or is about to, and rolls the token back. */
  | { outcome: 'too_late' }

export interface QueuedEmail {
  userId: string
  recipient: string
  actionType: string
  tokenKey: string
  email: RenderedEmail
}

export interface HookDeps {
  /** SEND_EMAIL_HOOK_SECRET: `v1,whsec_<base64>`, as Auth's hook settings show it. */
  secret: string | undefined
  /** SUPABASE_URL: the links go to `<it>/auth/v1/verify`. */
  supabaseUrl: string
  context(userId: string, email: string): Promise<EmailContext>
  /** Queues the e-mail unless the database's clock is past `sendBy` (p_send_by). */
  enqueue(email: QueuedEmail, sendBy: Date): Promise<EnqueueOutcome>
  /** Sends a queued e-mail now and records the outcome in the outbox. */
  sendNow(
    queued: Extract<EnqueueOutcome, { outcome: 'queued' }>,
    email: QueuedEmail,
  ): Promise<unknown>
  log?: (message: string) => void
  /** The clock, for tests. */
  now?: () => number
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** The error shape Auth reads from a hook (hookserrors.go): `{ error: { http_code, message } }`. */
export const hookError = (status: number, httpCode: number, message: string) =>
  json(status, { error: { http_code: httpCode, message } })

interface HookUser {
  id: string
  email: string
  new_email?: string
}

function parsePayload(body: string): { user: HookUser; data: EmailData } | null {
  try {
    const parsed = JSON.parse(body) as { user?: Partial<HookUser>; email_data?: Partial<EmailData> }
    const user = parsed.user
    const data = parsed.email_data
    if (!user || typeof user.id !== 'string' || typeof user.email !== 'string') return null
    if (!data || typeof data.email_action_type !== 'string') return null
    const text = (value: unknown) => (typeof value === 'string' ? value : '')
    return {
      user: { id: user.id, email: user.email, new_email: text(user.new_email) },
      data: {
        token: text(data.token),
        token_hash: text(data.token_hash),
        redirect_to: text(data.redirect_to),
        email_action_type: data.email_action_type,
        site_url: text(data.site_url),
        token_new: text(data.token_new),
        token_hash_new: text(data.token_hash_new),
      },
    }
  } catch {
    return null
  }
}

/** The e-mails one hook call owes: one, or two for a doubly confirmed e-mail change. */
async function compose(
  deps: HookDeps,
  user: HookUser,
  data: EmailData,
): Promise<Omit<QueuedEmail, 'userId' | 'actionType'>[] | null> {
  const link = (hash: string, type = data.email_action_type) =>
    verifyUrl(deps.supabaseUrl, hash, type, data.redirect_to)
  const one = (email: RenderedEmail, recipient = user.email, tokenKey = data.token_hash) => [
    { recipient, tokenKey, email },
  ]
  switch (data.email_action_type) {
    case 'signup':
      return one(renderSignupConfirmation(link(data.token_hash), data.token))
    case 'recovery':
      return one(renderRecovery(link(data.token_hash)))
    case 'magiclink':
      return one(renderMagicLink(link(data.token_hash)))
    case 'reauthentication':
      return one(renderReauthentication(data.token))
    case 'invite': {
      const context = await deps.context(user.id, user.email)
      const role = context.invited_role
      const invitation: Invitation = {
        role: role && isTeamRole(role) ? role : null,
        inviterName: context.inviter_name,
        displayName: context.display_name,
      }
      return one(renderInvitation(link(data.token_hash), invitation))
    }
    case 'email_change': {
      const newEmail = user.new_email || user.email
      // Auth's payload (mail.go): with double confirmation, token_hash belongs to the new
      // address and token_hash_new to the current one; without it, token_hash to the new one.
      const toNew = {
        recipient: newEmail,
        tokenKey: data.token_hash,
        email: renderEmailChange(link(data.token_hash), newEmail, true),
      }
      if (!data.token_hash_new) return [toNew]
      return [
        {
          recipient: user.email,
          tokenKey: data.token_hash_new,
          email: renderEmailChange(link(data.token_hash_new), newEmail, false),
        },
        toNew,
      ]
    }
    default:
      return null
  }
}

const tooLate = () =>
  hookError(200, 503, 'The e-mail could not be prepared in time; please try again')

export function createHandler(deps: HookDeps) {
  const log = deps.log ?? ((message: string) => console.error(`send-auth-email: ${message}`))
  const now = deps.now ?? Date.now
  return async (req: Request): Promise<Response> => {
    const arrivedAt = now()
    if (req.method !== 'POST') return hookError(405, 405, 'Method not allowed')
    const body = await req.text()
    if (!deps.secret) {
      log('SEND_EMAIL_HOOK_SECRET is not set')
      return hookError(500, 500, 'The Send Email hook has no secret')
    }
    if (!(await verifyStandardWebhook(deps.secret, req.headers, body))) {
      return hookError(401, 401, 'Invalid or missing webhook signature')
    }
    const payload = parsePayload(body)
    if (!payload) return hookError(400, 400, 'The payload is not a Send Email hook payload')
    const { user, data } = payload
    // The signed second is Auth's clock (checked above to be within 5 minutes); a clock of ours
    // that runs behind it must not buy more time, hence the earlier of the two.
    const signedAt = Number(req.headers.get('webhook-timestamp')) * 1000
    const startedAt = Math.min(signedAt, arrivedAt)
    const sendBy = startedAt + QUEUE_BY_MS
    const givesUpAt = startedAt + AUTH_GIVES_UP_MS
    if (now() >= sendBy) {
      log(`${data.email_action_type}: arrived ${arrivedAt - signedAt} ms after Auth signed it`)
      return tooLate()
    }
    const emails = await settleBy(
      compose(deps, user, data).catch((error) => {
        log(`reading the invitation failed: ${String(error)}`)
        return undefined
      }),
      sendBy,
      now,
      'late' as const,
    )
    if (emails === 'late') return tooLate()
    if (emails === undefined) return hookError(200, 500, 'The e-mail could not be prepared')
    if (emails === null) {
      // Notifications Auth sends with the hook on ([auth.email.notification.*], all off here).
      log(`no e-mail for ${data.email_action_type}`)
      return json(200, {})
    }
    const attempts: Promise<unknown>[] = []
    for (const email of emails) {
      if (!email.tokenKey) return hookError(200, 500, 'The payload carries no token')
      const queued: QueuedEmail = { ...email, userId: user.id, actionType: data.email_action_type }
      let outcome: EnqueueOutcome
      try {
        // The database refuses the row past sendBy; an answer that comes later than Auth listens
        // is not waited for (whatever it did was decided by sendBy).
        outcome = await settleBy(deps.enqueue(queued, new Date(sendBy)), givesUpAt, now, {
          outcome: 'too_late',
        })
      } catch (error) {
        log(`queueing the ${data.email_action_type} e-mail failed: ${String(error)}`)
        return hookError(200, 500, 'The e-mail could not be queued; please try again')
      }
      if (outcome.outcome === 'too_late') return tooLate()
      if (outcome.outcome === 'over_allowance') {
        log(`${outcome.purpose} e-mails: ${outcome.per_hour} an hour already sent`)
        return hookError(200, 429, 'Email rate limit exceeded')
      }
      if (outcome.outcome === 'too_soon') {
        // GoTrue's own words for max_frequency (internal/api/errors.go), which the site shows.
        return hookError(
          200,
          429,
          `For security purposes, you can only request this after ${outcome.retry_after} seconds.`,
        )
      }
      // The first attempt, within Auth's patience, once every e-mail of the call is queued; past
      // it, or on failure, the outbox's worker takes over (the lease expires or the failure is
      // recorded).
      if (outcome.outcome === 'queued') attempts.push(deps.sendNow(outcome, queued).catch(log))
    }
    const sending = Promise.all(attempts)
    await settleBy(sending, Math.min(now() + SEND_BUDGET_MS, sendBy), now, undefined)
    return json(200, {})
  }
}
