import { allianceRegistrationForm } from '@schemas/alliance-registration'
import { describedColumns, describedDetailFields } from './described-columns'
import { updateAllianceStatus } from '../api/update-alliance-status'
import { contactStatusTone, contactStatuses, isContactStatus } from '../lib/statuses'
import type { DeskRows } from '../api/desk-query'
import { SubmissionsSection, type SectionContext } from './submissions-section'

const columns = describedColumns<DeskRows['alliance']>(allianceRegistrationForm)

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
      detailFields={describedDetailFields(allianceRegistrationForm)}
    />
  )
}
