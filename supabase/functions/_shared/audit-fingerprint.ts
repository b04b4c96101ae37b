import type { MailTransport } from './mail.ts'
import { auditFingerprintCopy as copy } from './email-copy/audit-fingerprint.ts'
import { renderLayout, type RenderedEmail } from './email-layout.ts'
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
  return renderLayout({
    kind: 'audit-fingerprint',
    subject: copy.subject(claim.entry_id),
    blocks: [
      { type: 'heading', text: copy.heading },
      { type: 'paragraph', text: copy.intro(claim.entry_id) },
      { type: 'action', label: copy.openLog, href: `${siteUrl}/admin` },
      {
        type: 'fields',
        fields: [
          { label: copy.labels.newest, value: String(claim.entry_id) },
          { label: copy.labels.fingerprint, value: claim.hash },
          { label: copy.labels.entries, value: String(claim.entries) },
        ],
      },
    ],
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
