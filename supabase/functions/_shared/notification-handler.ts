import { z } from 'zod'
import { corsHeaders } from './cors.ts'
import {
  denoEnv,
  type EnvReader,
  type MailTransport,
  recipientsFromEnv,
  transportFromEnv,
} from './mail.ts'
import type { RenderedEmail } from './render.ts'

/** Bodies larger than this are refused before parsing; the largest valid form is ~5 KB. */
export const MAX_BODY_BYTES = 64 * 1024

const HONEYPOT_FIELD = 'website'

export interface NotificationOptions<T> {
  /** The function's name, used to prefix log lines. */
  name: string
  /** The shared form schema the body must satisfy. */
  schema: z.ZodType<T>
  /** Builds the e-mail; every user-supplied value must go through the escaping helpers. */
  render: (payload: T) => RenderedEmail
  /** Who the reviewer can reply to, usually the submitter's address. */
  replyTo?: (payload: T) => string | undefined
  /** Overrides the transport chosen from the environment (tests). */
  transport?: MailTransport
  env?: EnvReader
}

/** What a test may replace: the transport and the environment. */
export type NotificationOverrides = Pick<NotificationOptions<unknown>, 'transport' | 'env'>

function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...extra },
  })
}

function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD]
  return typeof value === 'string' && value.trim() !== ''
}

/**
 * The request handling every notification function shares: CORS preflight, POST only, a size
 * cap, the honeypot, validation with the shared schema (400 with field errors), and sending.
 * Failures are logged with the function's name; responses never carry secrets or stack traces.
 */
export function createNotificationHandler<T>(options: NotificationOptions<T>) {
  const env = options.env ?? denoEnv
  const log = (message: string) => console.error(`[${options.name}] ${message}`)

  async function handle(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') {
      return new Response('ok', { status: 200, headers: corsHeaders })
    }
    if (req.method !== 'POST') {
      return json(405, { error: 'Method not allowed' }, { Allow: 'POST, OPTIONS' })
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
      // Answer exactly as a real success does, so a bot learns nothing; send nothing.
      console.warn(`[${options.name}] dropped a submission with the honeypot filled`)
      return json(200, { ok: true })
    }

    const parsed = options.schema.safeParse(body)
    if (!parsed.success) {
      return json(400, {
        error: 'Invalid submission',
        fieldErrors: z.flattenError(parsed.error).fieldErrors,
      })
    }

    const recipients = recipientsFromEnv(env)
    const transport = options.transport ?? transportFromEnv(env)
    if (recipients.length === 0 || !transport) {
      log('not configured: set NOTIFY_TO and RESEND_API_KEY or SMTP_HOST')
      return json(500, { error: 'Notifications are not configured' })
    }

    const email = options.render(parsed.data)
    try {
      await transport.send({ ...email, to: recipients, replyTo: options.replyTo?.(parsed.data) })
    } catch (error) {
      log(
        `sending with ${transport.name} failed: ${error instanceof Error ? error.message : String(error)}`,
      )
      return json(502, { error: 'The notification could not be sent' })
    }
    return json(200, { ok: true })
  }

  return async function handleSafely(req: Request): Promise<Response> {
    try {
      return await handle(req)
    } catch (error) {
      log(`unexpected failure: ${error instanceof Error ? error.message : String(error)}`)
      return json(500, { error: 'Something went wrong' })
    }
  }
}
