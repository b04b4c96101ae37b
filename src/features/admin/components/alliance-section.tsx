import { updateAllianceStatus } from '../api/update-alliance-status'
import { optionLabel } from '../lib/labels'
import { contactStatusTone, contactStatuses, isContactStatus } from '../lib/statuses'
import type { DeskRows } from '../api/desk-query'
import { NameCell } from './name-cell'
import type { Column } from '../types'
import { SubmissionsSection, type SectionContext } from './submissions-section'

function interestsText(interests: readonly string[]) {
  return interests.length === 0
    ? '—'
    : interests.map((interest) => optionLabel('interest', interest)).join(', ')
}

const columns: Column<DeskRows['alliance']>[] = [
  {
    header: 'Name',
    cell: (row, open) => (
      <div className="flex flex-col gap-0.5">
        <NameCell firstName={row.first_name} lastName={row.last_name} onOpen={open} />
        <span className="break-words">{row.email}</span>
      </div>
    ),
  },
  {
    header: 'Organization',
    cell: (row) => (
      <div className="flex flex-col gap-0.5">
        <span>{row.organization}</span>
        <span className="text-muted-foreground">
          {row.title} · {optionLabel('allianceOrganizationType', row.organization_type)}
        </span>
      </div>
    ),
    className: 'max-w-64',
  },
  { header: 'Interests', cell: (row) => interestsText(row.interests), className: 'max-w-48' },
]

function updateStatus(id: string, status: string) {
  if (!isContactStatus(status)) return Promise.reject(new Error(`Unknown status ${status}`))
  return updateAllianceStatus(id, status)
}

export function AllianceSection(context: SectionContext) {
  return (
    <SubmissionsSection
      {...context}
      kind="alliance"
      title="Alliance Registrations"
      noun="registration"
      nounPlural="registrations"
      emptyText="No alliance registrations yet"
      statuses={contactStatuses}
      tone={contactStatusTone}
      updateStatus={updateStatus}
      messages={{
        loadFailed: 'Failed to load alliance registrations',
        updated: 'Registration status updated',
        updateFailed: 'Failed to update registration status',
      }}
      columns={columns}
      detailFields={(row) => [
        { label: 'Reference', value: row.reference },
        { label: 'Email', value: row.email, href: `mailto:${row.email}` },
        {
          label: 'Phone',
          value: row.phone,
          href: row.phone ? `tel:${row.phone.replace(/[^\d+]/g, '')}` : undefined,
        },
        { label: 'Organization', value: row.organization },
        {
          label: 'Organization type',
          value: optionLabel('allianceOrganizationType', row.organization_type),
        },
        { label: 'Title / role', value: row.title },
        { label: 'Areas of interest', value: interestsText(row.interests) },
        { label: 'Message', value: row.message, long: true },
      ]}
    />
  )
}
