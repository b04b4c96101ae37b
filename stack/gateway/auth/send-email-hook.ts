/**
 * The Send Email hook as GoTrue calls it when `[auth.hook.send_email]` is enabled, after
 * supabase/auth@bc32168e13fdc928c98b449fc76bc3fdb9a293c5:
 * - internal/api/mail.go `sendEmail`: the `email_sent` limiter is spent first (unless sign-up
 *   confirmations are off), then the hook receives `{ metadata, user, email_data }`
 *   (internal/hooks/v0hooks/v0hooks.go SendEmailInput, internal/mailer/mailer.go EmailData) and
 *   Auth sends nothing itself;
 * - internal/hooks/hookshttp/hookshttp.go: POST with Content-Type application/json and
 *   Standard Webhooks headers (webhook-id a fresh UUID per attempt, webhook-timestamp in seconds,
 *   webhook-signature `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` per secret, joined by ", "),
 *   a 5 s timeout for the whole call, up to 3 attempts 2 s apart on a network error, 429/503 retried
 *   only with a Retry-After header; 204 is success, 200/202 need a JSON Content-Type and may carry
 *   `{ error: { http_code, message } }` (internal/hooks/hookserrors), any other status is a 500.
 */
import { createHmac, randomUUID } from 'node:crypto'
import { AuthError } from './errors'

export interface SendEmailHook {
  /** Where the hook listens (the stack's own functions gateway). */
  url: string
  /** `v1,whsec_<base64>` secrets, as config.toml's `secrets` holds them (comma- or `|`-separated). */
  secrets: string[]
}

const HOOK_TIMEOUT_MS = 5000
const HOOK_RETRIES = 3
const HOOK_BACKOFF_MS = 2000
const RESPONSE_LIMIT = 200 * 1024

/** One Standard Webhooks signature: what standard-webhooks' Go library `Sign` returns. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  if (!secret.startsWith('v1,')) throw new Error('invalid signature format')
  const key = Buffer.from(secret.slice('v1,'.length).replace(/^whsec_/, ''), 'base64')
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')
  return `v1,${mac}`
}

const internal = (message: string) => new AuthError(500, 'unexpected_failure', message)

/** Calls the hook with `input`; resolves when it accepted, throws AuthError as GoTrue answers. */
export async function invokeSendEmailHook(hook: SendEmailHook, input: unknown): Promise<void> {
  const body = JSON.stringify(input)
  const deadline = Date.now() + HOOK_TIMEOUT_MS
  const timedOut = () =>
    new AuthError(
      422,
      'hook_timeout',
      `Failed to reach hook within maximum time of ${(HOOK_TIMEOUT_MS / 1000).toFixed(6)} seconds`,
    )
  for (let attempt = 0; attempt < HOOK_RETRIES; attempt++) {
    const id = randomUUID()
    const timestamp = Math.floor(Date.now() / 1000)
    const signatures = hook.secrets.map((secret) => signWebhook(secret, id, timestamp, body))
    let response: Response
    try {
      response = await fetch(hook.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signatures.join(', '),
          'Accept-Encoding': 'identity',
        },
        body,
        signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      })
    } catch (error) {
      if (Date.now() >= deadline || (error as Error).name === 'TimeoutError') throw timedOut()
      if (attempt < HOOK_RETRIES - 1) {
        await new Promise((resolve) => setTimeout(resolve, HOOK_BACKOFF_MS))
        if (Date.now() >= deadline) throw timedOut()
        continue
      }
      throw new AuthError(
        422,
        'hook_timeout_after_retry',
        'Failed to reach hook after maximum retries',
      )
    }
    switch (response.status) {
      case 204:
        return
      case 200:
      case 202: {
        const type = response.headers.get('content-type') ?? ''
        if (!type) {
          throw new AuthError(
            400,
            'hook_payload_invalid_content_type',
            'Invalid Content-Type: Missing Content-Type header',
          )
        }
        if (type.split(';')[0]!.trim().toLowerCase() !== 'application/json') {
          throw new AuthError(
            400,
            'hook_payload_invalid_content_type',
            `Invalid JSON response. Received content-type: ${type}`,
          )
        }
        const text = await response.text()
        if (Buffer.byteLength(text) > RESPONSE_LIMIT) {
          throw new AuthError(
            422,
            'hook_payload_over_size_limit',
            `Payload size exceeded size limit of ${RESPONSE_LIMIT} bytes`,
          )
        }
        type HookOutput = { error?: { http_code?: number; message?: string } } | null
        let parsed: HookOutput
        try {
          parsed = JSON.parse(text) as HookOutput
        } catch {
          throw internal('Error unmarshaling JSON output.')
        }
        const error = parsed?.error
        if (error?.message) {
          // hookserrors.check: the hook's own status and message (500 when it names none).
          const status = error.http_code || 500
          throw new AuthError(
            status,
            status === 429 ? 'over_email_send_rate_limit' : 'unexpected_failure',
            error.message,
          )
        }
        return
      }
      case 429:
      case 503:
        await response.body?.cancel()
        if (response.headers.get('retry-after')) continue
        throw internal('Service currently unavailable due to hook')
      case 400:
        await response.body?.cancel()
        throw internal('Invalid payload sent to hook')
      case 401:
        await response.body?.cancel()
        throw internal('Hook requires authorization token')
      default:
        await response.body?.cancel()
        throw internal(`Unexpected status code returned from hook: ${response.status}`)
    }
  }
  throw internal('Service currently unavailable due to hook')
}
