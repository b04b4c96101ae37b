import { useState, type ReactNode } from 'react'
import { AuditLogPanel } from './audit-log-panel'
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
 * Below the lists, for administrators: people and roles, answers that match no record, personal
 * data requests, the audit log.
 */
export function DeskAdministration() {
  return (
    <section aria-labelledby="desk-administration" className="flex flex-col gap-3">
      <h2 id="desk-administration" className="text-2xl font-bold tracking-tight">
        Administration
      </h2>
      <Disclosure title="People and roles">
        <ReviewersPanel />
      </Disclosure>
      <Disclosure title="Answers that match no record">
        <UnmatchedAnswersPanel />
      </Disclosure>
      <Disclosure title="Personal data requests">
        <PersonalDataPanel />
      </Disclosure>
      <Disclosure title="Audit log">
        <AuditLogPanel />
      </Disclosure>
    </section>
  )
}
