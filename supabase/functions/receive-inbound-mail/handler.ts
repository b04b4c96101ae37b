import { z } from 'zod'
import { bareAddress, replyToken, trimForDisplay } from '../_shared/inbound-text.ts'
import { denoEnv, type EnvReader } from '../_shared/mail.ts'
import { handleSafely, json } from '../_shared/handle-safely.ts'
import { type ServiceRpc, serviceRpc } from '../_shared/service-rpc.ts'
import { verifySvix } from '../_shared/svix.ts'
import { serviceKey } from '../_shared/service-access.ts'
import {
  isMailEvent,
  type MailEvent,
  mailEventOf,
  type MailEventOutcome,
  rpcMailEvents,
} from './mail-events.ts'

/** Larger webhook bodies are refused; an answer with its quote is a few kilobytes. */
export const MAX_WEBHOOK_BYTES = 1024 * 1024

const NAME = 'receive-inbound-mail'

/**
 * Resend's `email.received` event. Resend sends the envelope and subject and leaves the body to
 * its Received-emails API; the local inbox sends the text and HTML in the event itself.
 */
const receivedEvent = z.object({
  type: z.string(),
  data: z
    .object({
      email_id: z.string().min(1).max(300).optional(),
      from: z.string().max(1000),
      to: z.union([z.array(z.string().max(1000)).max(50), z.string().max(1000)]),
      subject: z.string().max(5000).optional(),
      text: z.string().optional(),
      html: z.string().optional(),
    })
    .passthrough(),
})

export interface ReceivedAnswer {
  providerId: string
  token: string | null
  from: string
  to: string
  subject: string
  text: string
  html: string | null
  displayText: string
}

/**
 * 'limited': past the answer limits (private.inbound_answer_limits), nothing of it was stored;
 * mail health counts it and the record's latest answer says so.
 */
export type ReceiveOutcome = 'threaded' | 'unmatched' | 'duplicate' | 'refused' | 'limited'

export interface InboundOverrides {
  env?: EnvReader
  /** Stores an answer (public.receive_inbound_mail); through the service-role RPC otherwise. */
  receive?: (answer: ReceivedAnswer) => Promise<ReceiveOutcome>
  /** Fetches a body Resend left out of the event (its Received-emails API). */
  fetchBody?: (emailId: string) => Promise<{ text: string; html: string | null }>
  /** Records a bounce or complaint (public.record_mail_event); through the RPC otherwise. */
  recordMailEvent?: (event: MailEvent) => Promise<MailEventOutcome>
}

function rpcReceiver(rpc: ServiceRpc) {
  return async (answer: ReceivedAnswer): Promise<ReceiveOutcome> => {
    const result = await rpc<{ outcome: ReceiveOutcome } | null>('receive_inbound_mail', {
      p_provider_id: answer.providerId,
      p_token: answer.token,
      p_from: answer.from,
      p_to: answer.to,
      p_subject: answer.subject,
      p_text: answer.text,
      p_html: answer.html,
      p_display_text: answer.displayText,
    })
    return result?.outcome ?? 'refused'
  }
}

function resendBodyFetcher(apiKey: string) {
  return async (emailId: string) => {
    const response = await fetch(
      `https://api.resend.com/emails/receiving/${encodeURIComponent(emailId)}`,
      { headers: { Authorization: `Bearer ${apiKey}` }, signal: AbortSignal.timeout(10_000) },
    )
    if (!response.ok) {
      await response.body?.cancel()
      throw new Error(`Resend answered ${response.status} for the received e-mail`)
    }
    const body = (await response.json()) as { text?: string | null; html?: string | null }
    return { text: body.text ?? '', html: body.html ?? null }
  }
}

/**
 * The inbound webhook: the mail provider posts every e-mail sent to MAIL_INBOUND_DOMAIN here
 * (Resend's inbound e-mail, signed with Svix; the local inbox posts the same way). Only a request
 * signed with INBOUND_WEBHOOK_SECRET is read. An answer to a record's reply address
 * (reply+<token>@domain) is threaded into that record; one to no reply address lands in the
 * unmatched list; a reply address with a token never issued is refused (403) and nothing is
 * stored. Answers are stored once per provider id, so a webhook delivered twice threads once, and
 * within the answer limits (public.receive_inbound_mail: how many a record, a sender and the
 * project store whole, in short or not at all, and how much of one is kept). The sender is the
 * From header's real address, never a `<…>` within its display name.
 * verify_jwt is off for it (supabase/config.toml): the provider holds no Supabase key.
 */
export function createInboundHandler(overrides: InboundOverrides = {}) {
  const env = overrides.env ?? denoEnv
  const log = (message: string) => console.error(`[${NAME}] ${message}`)

  async function handle(req: Request): Promise<Response> {
    if (req.method !== 'POST') {
      return json(405, { error: 'Method not allowed' }, { Allow: 'POST' })
    }
    const secret = env('INBOUND_WEBHOOK_SECRET')
    const domain = env('MAIL_INBOUND_DOMAIN')
    if (!secret || !domain) {
      await req.body?.cancel()
      log('not configured: set INBOUND_WEBHOOK_SECRET and MAIL_INBOUND_DOMAIN')
      return json(500, { error: 'Receiving mail is not configured' })
    }
    if (Number(req.headers.get('content-length') ?? '0') > MAX_WEBHOOK_BYTES) {
      await req.body?.cancel()
      return json(413, { error: 'Request body too large' })
    }
    const raw = await req.text()
    if (new TextEncoder().encode(raw).byteLength > MAX_WEBHOOK_BYTES) {
      return json(413, { error: 'Request body too large' })
    }
    if (!(await verifySvix(secret, req.headers, raw))) {
      return json(401, { error: 'Invalid webhook signature' })
    }

    let parsed
    try {
      parsed = receivedEvent.safeParse(JSON.parse(raw))
    } catch {
      return json(400, { error: 'Request body must be JSON' })
    }
    if (!parsed.success) return json(400, { error: 'Not an e-mail event' })
    const rpc = () => serviceRpc(env('SUPABASE_URL') ?? '', serviceKey(env)?.key ?? '')
    if (isMailEvent(parsed.data.type)) {
      // A bounce or complaint: the same webhook, signed the same way (mail-events.ts).
      const event = mailEventOf(
        req.headers.get('svix-id') ?? '',
        parsed.data.type,
        parsed.data.data,
      )
      if ('skipped' in event) return json(200, { ignored: event.skipped })
      try {
        const record = overrides.recordMailEvent ?? rpcMailEvents(rpc())
        return json(200, { outcome: await record(event) })
      } catch (error) {
        log(
          `recording a ${event.type} failed: ${error instanceof Error ? error.message : String(error)}`,
        )
        return json(503, { error: 'The event could not be recorded; deliver it again' })
      }
    }
    if (parsed.data.type !== 'email.received') return json(200, { ignored: parsed.data.type })
    const event = parsed.data.data
    const to = Array.isArray(event.to) ? event.to : [event.to]

    const found = replyToken(to, domain)
    if (found === 'malformed') {
      log('refused an answer to a malformed reply address')
      return json(403, { error: 'Unknown reply address' })
    }

    let text = event.text
    let html = event.html ?? null
    if (text === undefined && html === null && event.email_id) {
      const apiKey = env('RESEND_API_KEY')
      const fetchBody = overrides.fetchBody ?? (apiKey ? resendBodyFetcher(apiKey) : undefined)
      if (fetchBody) {
        try {
          ;({ text, html } = await fetchBody(event.email_id))
        } catch (error) {
          // The provider retries a failed delivery: nothing is lost by answering 502.
          log(`fetching the body failed: ${error instanceof Error ? error.message : String(error)}`)
          return json(502, { error: 'The e-mail body could not be fetched' })
        }
      }
    }
    const providerId = event.email_id ?? req.headers.get('svix-id') ?? ''
    const body = text ?? ''
    const receive = overrides.receive ?? rpcReceiver(rpc())
    let outcome: ReceiveOutcome
    try {
      outcome = await receive({
        providerId,
        token: typeof found === 'object' ? found.token : null,
        from: bareAddress(event.from),
        to: to.map(bareAddress).join(', '),
        subject: event.subject ?? '',
        text: body,
        html,
        displayText: trimForDisplay(body),
      })
    } catch (error) {
      log(`storing the answer failed: ${error instanceof Error ? error.message : String(error)}`)
      return json(503, { error: 'The answer could not be stored; deliver it again' })
    }
    if (outcome === 'refused') {
      log('refused an answer to a reply address that was never issued')
      return json(403, { error: 'Unknown reply address' })
    }
    if (outcome === 'limited') {
      // 200, not an error: the provider retries anything else, and a retry would be refused too.
      log('an answer past the answer limits was not stored (mail health counts it)')
    }
    return json(200, { outcome })
  }

  return handleSafely(handle, log, { logged: 'unexpected failure', answer: 'Something went wrong' })
}

export const handler = createInboundHandler()
