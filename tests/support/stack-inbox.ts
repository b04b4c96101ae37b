/**
 * The throwaway stack's inbox for stack tests: the e-mails an address received, and the Auth
 * link in one (the e2e suite has its own fixture for the same inbox).
 */
import type { EmailKind } from '../../supabase/functions/_shared/email-kind'
import type { TestStack } from './test-stack'

export interface InboxMail {
  subject: string
  text: string
  to: string[]
  /** Text headers, names lower-cased; `x-email-kind` names the e-mail's kind. */
  headers: Record<string, string>
}

/** The e-mails to `address`, newest first; only those of `kind` when given (X-Email-Kind). */
export async function mailsTo(
  stack: Pick<TestStack, 'inboxUrl'>,
  address: string,
  kind?: EmailKind,
) {
  const response = await fetch(`${stack.inboxUrl}/api/messages?to=${encodeURIComponent(address)}`)
  const mails = (await response.json()) as InboxMail[]
  return kind ? mails.filter((mail) => mail.headers['x-email-kind'] === kind) : mails
}

/** The newest e-mail of `kind` to `address`, polled (SMTP delivery is asynchronous). */
export async function mailTo(
  stack: Pick<TestStack, 'inboxUrl'>,
  address: string,
  kind: EmailKind,
): Promise<InboxMail> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = (await mailsTo(stack, address, kind))[0]
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no ${kind} e-mail reached ${address}`)
}

/** The newest invitation to `address`, whatever role it names: found by its kind. */
export async function invitationTo(
  stack: Pick<TestStack, 'inboxUrl'>,
  address: string,
): Promise<InboxMail> {
  return await mailTo(stack, address, 'auth-invite')
}

/** The Auth verify link in an e-mail. */
export function verifyLinkIn(mail: InboxMail): URL {
  const match = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)
  if (!match) throw new Error(`no verify link in: ${mail.text}`)
  return new URL(match[0])
}

/** Opens the link as a browser would (no apikey); the session is in the redirect's fragment. */
export async function followLink(link: URL): Promise<URLSearchParams> {
  const response = await fetch(link, { redirect: 'manual' })
  const location = new URL(response.headers.get('location') ?? '')
  return new URLSearchParams(location.hash.slice(1))
}
