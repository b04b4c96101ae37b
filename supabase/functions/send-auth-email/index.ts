import { restOutbox } from '../_shared/outbox.ts'
import { sendClaimed } from '../_shared/deliver.ts'
import { denoEnv, senderFrom, transportFromEnv } from '../_shared/mail.ts'
import { serviceAccess } from '../_shared/service-access.ts'
import { serviceRpc } from '../_shared/service-rpc.ts'
import { createHandler, type EmailContext, type EnqueueOutcome } from './handler.ts'

const access = serviceAccess(denoEnv)
const transport = transportFromEnv(denoEnv)
const from = senderFrom(denoEnv)

function notConfigured(): never {
  throw new Error('SUPABASE_URL and the service key are not available')
}

const rpc = access ? serviceRpc(access.url, access.key) : notConfigured
const outbox = access ? restOutbox(access.url, access.key) : undefined

Deno.serve(
  createHandler({
    secret: denoEnv('SEND_EMAIL_HOOK_SECRET'),
    supabaseUrl: access?.url ?? '',
    context: (userId, email) =>
      rpc<EmailContext>('auth_email_context', { p_user_id: userId, p_email: email }),
    enqueue: (email, sendBy) =>
      rpc<EnqueueOutcome>('enqueue_auth_email', {
        p_user_id: email.userId,
        p_recipient: email.recipient,
        p_email_action_type: email.actionType,
        p_token_key: email.tokenKey,
        p_subject: email.email.subject,
        p_html: email.email.html,
        p_text: email.email.text,
        p_send_by: sendBy.toISOString(),
      }),
    sendNow: async (queued, email) => {
      // Without a transport the worker's attempt (which has one) sends it.
      if (!transport || !outbox) return
      await sendClaimed({
        delivery: {
          deliveryId: queued.delivery_id,
          recordKind: 'auth_user',
          recordId: queued.record_id,
          deliveryKind: 'auth_email',
          itemId: queued.item_id,
          resendGeneration: 0,
        },
        email: email.email,
        recipients: [email.recipient],
        transport,
        outbox,
        from,
        log: (message) => console.error(`send-auth-email: ${message}`),
      })
    },
  }),
)
