import { contactForm } from '@schemas/contact'
import { describedColumns, describedDetailFields } from './described-columns'
import { updateContactStatus } from '../api/update-contact-status'
import { contactStatusTone, contactStatuses, isContactStatus } from '../lib/statuses'
import type { DeskRows } from '../api/desk-query'
import { SubmissionsSection, type SectionContext } from './submissions-section'

const columns = describedColumns<DeskRows['contacts']>(contactForm)

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
      detailFields={describedDetailFields(contactForm)}
    />
  )
}
