import { useState, type ReactNode } from 'react'
import { AuditLogPanel } from './audit-log-panel'
import { MailSuppressionsPanel } from './mail-suppressions-panel'
import { PersonalDataPanel } from './personal-data-panel'
import { ReviewersPanel } from './reviewers-panel'
import { UnmatchedAnswersPanel } from './unmatched-answers-panel'

/** A closed section whose content mounts (and loads) only once opened. */
function Disclosure({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <details
      className="border-border rounded-lg border"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer px-4 py-3 text-lg font-semibold">{title}</summary>
      {open ? <div className="border-border border-t p-4">{children}</div> : null}
    </details>
  )
}

/**
 * The "People and roles" section, for administrators: the team (invitations and roles) first,
 * then answers that match no record, personal data requests, the addresses no update is sent to
 * (the suppression list) and the audit log, each opened on demand.
 */
export function DeskAdministration() {
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="desk-team" className="flex flex-col gap-4">
        <h2 id="desk-team" className="text-2xl font-bold tracking-tight">
          The team
        </h2>
        <ReviewersPanel />
      </section>
      <section aria-labelledby="desk-records" className="flex flex-col gap-3">
        <h2 id="desk-records" className="text-2xl font-bold tracking-tight">
          Records and audit
        </h2>
        <Disclosure title="Answers that match no record">
          <UnmatchedAnswersPanel />
        </Disclosure>
        <Disclosure title="Personal data requests">
          <PersonalDataPanel />
        </Disclosure>
        <Disclosure title="Addresses no update is sent to">
          <MailSuppressionsPanel />
        </Disclosure>
        <Disclosure title="Audit log">
          <AuditLogPanel />
        </Disclosure>
      </section>
    </div>
  )
}
