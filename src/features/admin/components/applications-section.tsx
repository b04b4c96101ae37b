import { updateApplicationStatus } from '../api/update-application-status'
import { optionLabel } from '../lib/labels'
import { applicationStatusTone, applicationStatuses, isApplicationStatus } from '../lib/statuses'
import type { DeskRows } from '../api/desk-query'
import { NameCell } from './name-cell'
import type { Column } from '../types'
import { SubmissionsSection, type SectionContext } from './submissions-section'

const columns: Column<DeskRows['applications']>[] = [
  {
    header: 'Applicant',
    cell: (row, open) => (
      <div className="flex flex-col gap-0.5">
        <NameCell firstName={row.first_name} lastName={row.last_name} onOpen={open} />
        <span className="text-muted-foreground">
          {row.city}, {optionLabel('region', row.region)}
        </span>
      </div>
    ),
  },
  {
    header: 'Contact',
    cell: (row) => (
      <div className="flex flex-col gap-0.5 break-words">
        <span>{row.email}</span>
        <span className="text-muted-foreground">{row.phone}</span>
      </div>
    ),
  },
  { header: 'Organization', cell: (row) => row.organization, className: 'max-w-56' },
  { header: 'Availability', cell: (row) => optionLabel('availability', row.availability) },
]

function updateStatus(id: string, status: string) {
  if (!isApplicationStatus(status)) return Promise.reject(new Error(`Unknown status ${status}`))
  return updateApplicationStatus(id, status)
}

export function ApplicationsSection(context: SectionContext) {
  return (
    <SubmissionsSection
      {...context}
      kind="applications"
      title="Coach Applications"
      noun="application"
      nounPlural="applications"
      emptyText="No applications yet"
      statuses={applicationStatuses}
      tone={applicationStatusTone}
      updateStatus={updateStatus}
      messages={{
        loadFailed: 'Failed to load applications',
        updated: 'Application status updated',
        updateFailed: 'Failed to update status',
      }}
      columns={columns}
      detailFields={(row) => [
        { label: 'Reference', value: row.reference },
        { label: 'Email', value: row.email, href: `mailto:${row.email}` },
        { label: 'Phone', value: row.phone, href: `tel:${row.phone.replace(/[^\d+]/g, '')}` },
        { label: 'City', value: row.city },
        { label: 'Region', value: optionLabel('region', row.region) },
        { label: 'Current occupation', value: row.organization },
        { label: 'Availability', value: optionLabel('availability', row.availability) },
        { label: 'Technical comfort', value: optionLabel('technicalComfort', row.ai_experience) },
        { label: 'Teaching experience', value: row.teaching_experience },
        { label: 'Why become an AI Coach', value: row.motivation, long: true },
        { label: 'Relevant experience', value: row.experience, long: true },
      ]}
    />
  )
}
