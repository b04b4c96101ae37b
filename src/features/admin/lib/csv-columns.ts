import type { AllianceRegistration, CoachApplication, ContactSubmission } from '../types'
import { attributionCsvColumns } from './attribution-fields'
import type { CsvColumn } from './csv'
import { formatCsvDateTime } from './format'

const submitted = {
  header: 'Submitted (Mountain Time)',
  value: (row: { created_at: string }) => formatCsvDateTime(row.created_at),
}

export const applicationCsvColumns: CsvColumn<CoachApplication>[] = [
  submitted,
  { header: 'Status', value: (row) => row.status },
  { header: 'First name', value: (row) => row.first_name },
  { header: 'Last name', value: (row) => row.last_name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'City', value: (row) => row.city },
  { header: 'Region', value: (row) => row.region },
  { header: 'Current occupation', value: (row) => row.organization },
  { header: 'Availability', value: (row) => row.availability },
  { header: 'Technical comfort', value: (row) => row.ai_experience },
  { header: 'Teaching experience', value: (row) => row.teaching_experience },
  { header: 'Why become an AI Coach', value: (row) => row.motivation },
  { header: 'Relevant experience', value: (row) => row.experience },
  ...attributionCsvColumns,
  { header: 'ID', value: (row) => row.id },
]

export const contactCsvColumns: CsvColumn<ContactSubmission>[] = [
  submitted,
  { header: 'Status', value: (row) => row.status },
  { header: 'First name', value: (row) => row.first_name },
  { header: 'Last name', value: (row) => row.last_name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Organization type', value: (row) => row.organization_type },
  { header: 'Organization name', value: (row) => row.organization_name },
  { header: 'Subject', value: (row) => row.subject },
  { header: 'Message', value: (row) => row.message },
  ...attributionCsvColumns,
  { header: 'ID', value: (row) => row.id },
]

export const allianceCsvColumns: CsvColumn<AllianceRegistration>[] = [
  submitted,
  { header: 'Status', value: (row) => row.status },
  { header: 'First name', value: (row) => row.first_name },
  { header: 'Last name', value: (row) => row.last_name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Organization', value: (row) => row.organization },
  { header: 'Organization type', value: (row) => row.organization_type },
  { header: 'Title / role', value: (row) => row.title },
  { header: 'Areas of interest', value: (row) => row.interests },
  { header: 'Message', value: (row) => row.message },
  ...attributionCsvColumns,
  { header: 'ID', value: (row) => row.id },
]
