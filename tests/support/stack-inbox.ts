/**
 * The throwaway stack's inbox for stack tests: the e-mails an address received, and the Auth
 * link in one (the e2e suite has its own fixture for the same inbox).
 */
import type { TestStack } from './test-stack'

export interface InboxMail {
  subject: string
  text: string
  to: string[]
}

export async function mailsTo(stack: Pick<TestStack, 'inboxUrl'>, address: string) {
  const response = await fetch(`${stack.inboxUrl}/api/messages?to=${encodeURIComponent(address)}`)
  return (await response.json()) as InboxMail[]
}

/** The first e-mail to `address` with `subject`, polled (SMTP delivery is asynchronous). */
export async function mailTo(
  stack: Pick<TestStack, 'inboxUrl'>,
  address: string,
  subject: string,
): Promise<InboxMail> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = (await mailsTo(stack, address)).find((mail) => mail.subject === subject)
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no e-mail "${subject}" reached ${address}`)
}

/**
 * The first invitation to `address`, whatever role it names: found by its kind (the invitation's
 * subject always opens with the desk), not by the role's wording, which the tests of the wording
 * check on their own.
 */
export const INVITATION_SUBJECT_START = 'You are invited to the Idaho AI Alliance desk'

export async function invitationTo(
  stack: Pick<TestStack, 'inboxUrl'>,
  address: string,
): Promise<InboxMail> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = (await mailsTo(stack, address)).find((mail) =>
      mail.subject.startsWith(INVITATION_SUBJECT_START),
    )
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no invitation reached ${address}`)
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
