import { updateContactStatus } from '../api/update-contact-status'
import { optionLabel } from '../lib/labels'
import { contactStatusTone, contactStatuses, isContactStatus } from '../lib/statuses'
import type { DeskRows } from '../api/desk-query'
import { NameCell } from './name-cell'
import type { Column } from '../types'
import { SubmissionsSection, type SectionContext } from './submissions-section'

const columns: Column<DeskRows['contacts']>[] = [
  {
    header: 'Contact',
    cell: (row, open) => (
      <div className="flex flex-col gap-0.5">
        <NameCell firstName={row.first_name} lastName={row.last_name} onOpen={open} />
        <span className="break-words">{row.email}</span>
        <span className="text-muted-foreground">{row.phone}</span>
      </div>
    ),
  },
  {
    header: 'Organization',
    cell: (row) => (
      <div className="flex flex-col gap-0.5">
        <span>{row.organization_name}</span>
        <span className="text-muted-foreground">
          {optionLabel('contactOrganizationType', row.organization_type)}
        </span>
      </div>
    ),
    className: 'max-w-56',
  },
  { header: 'Subject', cell: (row) => optionLabel('subject', row.subject) },
  {
    header: 'Message',
    cell: (row) => <p className="line-clamp-3 max-w-xs break-words">{row.message}</p>,
  },
]

function updateStatus(id: string, status: string) {
  if (!isContactStatus(status)) return Promise.reject(new Error(`Unknown status ${status}`))
  return updateContactStatus(id, status)
}

export function ContactsSection(context: SectionContext) {
  return (
    <SubmissionsSection
      {...context}
      kind="contacts"
      title="Contact Submissions"
      noun="contact submission"
      nounPlural="contact submissions"
      emptyText="No contact submissions yet"
      statuses={contactStatuses}
      tone={contactStatusTone}
      updateStatus={updateStatus}
      messages={{
        loadFailed: 'Failed to load contact submissions',
        updated: 'Contact status updated',
        updateFailed: 'Failed to update contact status',
      }}
      columns={columns}
      detailFields={(row) => [
        { label: 'Reference', value: row.reference },
        { label: 'Email', value: row.email, href: `mailto:${row.email}` },
        { label: 'Phone', value: row.phone, href: `tel:${row.phone.replace(/[^\d+]/g, '')}` },
        { label: 'Organization name', value: row.organization_name },
        {
          label: 'Organization type',
          value: optionLabel('contactOrganizationType', row.organization_type),
        },
        { label: 'Subject', value: optionLabel('subject', row.subject) },
        { label: 'Message', value: row.message, long: true },
      ]}
    />
  )
}
