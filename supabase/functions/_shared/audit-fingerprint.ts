import type { MailTransport } from './mail.ts'
import { renderEmail, type RenderedEmail } from './render.ts'
import type { ServiceRpc } from './service-rpc.ts'

/** The day's fingerprint as public.claim_audit_fingerprint_mail() answers it. */
export interface AuditFingerprintClaim {
  id: number
  entry_id: number
  hash: string
  entries: number
  recipients: string[]
}

/**
 * The administrators' daily e-mail of the audit log's newest fingerprint: kept in their
 * mailboxes, out of reach of anyone who can rewrite the database, it lets the desk (and a person
 * holding the e-mail) notice entries deleted or rewritten from the end of the log.
 */
export function renderAuditFingerprint(
  claim: AuditFingerprintClaim,
  siteUrl: string,
): RenderedEmail {
  return renderEmail({
    subject: `Audit log fingerprint: entry ${claim.entry_id}`,
    heading: "The audit log's fingerprint for today",
    intro:
      'Keep this e-mail. The desk compares the audit log with the fingerprint below every time it checks the log: if entry ' +
      `${claim.entry_id} is ever missing or carries another fingerprint, entries were deleted or rewritten outside the desk, and the desk says so. ` +
      'Administration → Audit log shows the last fingerprint mailed; it should match this one or a later e-mail.',
    fields: [
      { label: 'Newest entry', value: String(claim.entry_id) },
      { label: 'Fingerprint (SHA-256)', value: claim.hash },
      { label: 'Entries in the log', value: String(claim.entries) },
    ],
    action: { label: 'Open the audit log', href: `${siteUrl}/admin` },
  })
}

/**
 * Mails the day's fingerprint when it is due (at most once a day; the claim is a lease, so a
 * sender that dies leaves it to the next run). Answers whether one went out.
 */
export async function mailAuditFingerprintIfDue(input: {
  rpc: ServiceRpc
  transport: MailTransport
  from: string
  siteUrl: string
}): Promise<boolean> {
  const claim = await input.rpc<AuditFingerprintClaim | null>('claim_audit_fingerprint_mail', {})
  if (!claim || claim.recipients.length === 0) return false
  const email = renderAuditFingerprint(claim, input.siteUrl)
  const domain = /@([^>\s]+)>?\s*$/.exec(input.from)?.[1] ?? 'idaho-ai-alliance.local'
  await input.transport.send({
    ...email,
    to: claim.recipients,
    messageId: `<audit_fingerprint.${claim.id}@${domain}>`,
    idempotencyKey: `audit_fingerprint/${claim.id}`,
  })
  await input.rpc('record_audit_fingerprint_mailed', {
    p_id: claim.id,
    p_recipients: claim.recipients.length,
  })
  return true
}
