import { allianceRegistrationForm } from '@schemas/alliance-registration'
import { coachApplicationForm } from '@schemas/coach-application'
import { contactForm } from '@schemas/contact'
import type { FormDescription } from '@schemas/form-description'
import type { AllianceRegistration, CoachApplication, ContactSubmission } from '../types'
import { attributionCsvColumns, type AttributionRow } from './attribution-fields'
import type { CsvColumn } from './csv'
import { answerCsvColumns } from './form-desk'
import { formatCsvDateTime } from './format'
import { languageCsvColumn, type LanguageRow } from './language-fields'

/*
 * Each export: when and where it stands, the answers as the form's description lists them, where
 * the visit came from, the language it was made in, and the id.
 */
export function csvColumns<
  Row extends AttributionRow & LanguageRow & { created_at: string; status: string; id: string },
>(description: FormDescription): CsvColumn<Row>[] {
  return [
    { header: 'Submitted (Mountain Time)', value: (row) => formatCsvDateTime(row.created_at) },
    { header: 'Status', value: (row) => row.status },
    ...answerCsvColumns<Row>(description),
    ...attributionCsvColumns,
    languageCsvColumn,
    { header: 'ID', value: (row) => row.id },
  ]
}

export const applicationCsvColumns = csvColumns<CoachApplication>(coachApplicationForm)
export const contactCsvColumns = csvColumns<ContactSubmission>(contactForm)
export const allianceCsvColumns = csvColumns<AllianceRegistration>(allianceRegistrationForm)
