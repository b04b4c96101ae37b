/**
 * send-deletion-confirmation: the desk's fast path for deleting everything about one address
 * that also sends the person a confirmation. With the administrator's own token it asks the
 * database to queue the deletion (public.admin_request_personal_data_deletion: the admin check is
 * the database's), then, with the service role, sends the confirmation e-mail at once through the
 * one outbox. The records are deleted by the database when the mail service has accepted the
 * confirmation (and no reply to the address is still queued); if the mail service is down the
 * worker retries it and the deletion follows then.
 *
 *   POST { "email": "..." }
 *   200 { "state": "deleted", ... }   confirmation sent, records deleted
 *   202 { "state": "waiting", ... }   queued: deleted once the confirmation (and queued replies) went
 *   400 invalid input · 401 not signed in (no token, or one Auth does not take for a live session:
 *   checked here, verify_jwt is off: _shared/caller-session.ts) · 403 not an admin in a trusted session · 404 nothing is held
 */
import { siteSettingsFromEnv } from '../_shared/acknowledgement.ts'
import { bearerAuthorization, liveSession } from '../_shared/caller-session.ts'
import { corsHeaders } from '../_shared/cors.ts'
import { deliver } from '../_shared/deliver.ts'
import {
  denoEnv,
  type EnvReader,
  type MailTransport,
  recipientsFromEnv,
  senderFrom,
  transportFromEnv,
} from '../_shared/mail.ts'
import { handleSafely, json } from '../_shared/handle-safely.ts'
import { type DeliveryRow, type Outbox, outboxFromEnv, toDue } from '../_shared/outbox.ts'
import { serviceRpc } from '../_shared/service-rpc.ts'
import { publicKey, serviceKey } from '../_shared/service-access.ts'

const NAME = 'send-deletion-confirmation'

export interface DeletionOverrides {
  env?: EnvReader
  transport?: MailTransport
  outbox?: Outbox
  /** Calls PostgREST (tests); fetch otherwise. */
  fetch?: typeof fetch
}

export function createDeletionHandler(overrides: DeletionOverrides = {}) {
  const env = overrides.env ?? denoEnv
  const send = overrides.fetch ?? fetch
  const log = (message: string) => console.error(`[${NAME}] ${message}`)

  async function asCaller(authorization: string, name: string, args: Record<string, unknown>) {
    return await send(`${env('SUPABASE_URL') ?? ''}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        // The site's key (publishable, else legacy anon) beside the administrator's own token.
        apikey: publicKey(env)?.key ?? '',
        Authorization: authorization,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    })
  }

  async function handle(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
    if (req.method !== 'POST') return json(405, { error: 'Method not allowed' })
    const authorization = bearerAuthorization(req)
    if (
      !authorization ||
      !(await liveSession(
        env('SUPABASE_URL') ?? '',
        publicKey(env)?.key ?? '',
        authorization,
        send,
      ))
    ) {
      return json(401, { error: 'Sign in as an admin to delete personal data' })
    }
    let body: { email?: unknown }
    try {
      body = await req.json()
    } catch {
      return json(400, { error: 'The request body must be JSON' })
    }
    const email = typeof body.email === 'string' ? body.email.trim() : ''

    const requested = await asCaller(authorization, 'admin_request_personal_data_deletion', {
      _email: email,
    })
    const answer = (await requested.json().catch(() => ({}))) as {
      request_id?: string
      message?: string
      code?: string
    }
    if (requested.status === 401 || requested.status === 403) {
      return json(403, { error: 'You need admin privileges to delete personal data' })
    }
    if (!requested.ok || !answer.request_id) {
      return json(answer.code === 'P0002' ? 404 : 400, {
        error: answer.message ?? 'The deletion could not be queued',
      })
    }

    const transport = overrides.transport ?? transportFromEnv(env)
    const outbox = overrides.outbox ?? outboxFromEnv(env)
    if (transport && outbox) {
      try {
        const claimed = await serviceRpc(
          env('SUPABASE_URL') ?? '',
          serviceKey(env)?.key ?? '',
        )<DeliveryRow | null>('claim_deletion_confirmation', { p_request_id: answer.request_id })
        if (claimed) {
          await deliver(toDue(claimed, 'deletion_confirmation'), {
            transport,
            outbox,
            from: senderFrom(env),
            settings: siteSettingsFromEnv(env),
            notifyTo: recipientsFromEnv(env),
            log,
          })
        }
      } catch (error) {
        // Queued: the worker sends it, and the deletion follows.
        log(
          `sending the confirmation failed: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
    }
    const state = await asCaller(authorization, 'admin_personal_data_deletion_state', {
      _request_id: answer.request_id,
    })
    const now = (await state.json().catch(() => 'waiting')) as string
    return json(now === 'deleted' ? 200 : 202, { ...answer, state: now })
  }

  return handleSafely(handle, log, { logged: 'unexpected failure', answer: 'Something went wrong' })
}

export const handler = createDeletionHandler()
