import { coachApplicationForm } from '@schemas/coach-application'
import { describedColumns, describedDetailFields } from './described-columns'
import { updateApplicationStatus } from '../api/update-application-status'
import { applicationStatusTone, applicationStatuses, isApplicationStatus } from '../lib/statuses'
import type { DeskRows } from '../api/desk-query'
import { SubmissionsSection, type SectionContext } from './submissions-section'

const columns = describedColumns<DeskRows['applications']>(coachApplicationForm)

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
      detailFields={describedDetailFields(coachApplicationForm)}
    />
  )
}
