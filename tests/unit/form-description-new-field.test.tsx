/**
 * Adding a field is one edit to a form's description: a throwaway field added to an
 * in-memory copy of the contact form's description shows on the form and is validated there, is
 * stored by the row mapping and read back by the worker's, is listed in the reviewers' e-mail,
 * shows on the desk's record and in its list, and is exported in the CSV, with no other edit.
 */
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { DescribedFields } from '@/components/form/described-fields'
import { IntakeForm } from '@/components/form/intake-form'
import { useIntakeForm } from '@/components/form/use-intake-form'
import {
  describedColumns,
  describedDetailFields,
} from '@/features/admin/components/described-columns'
import type { AttributionRow } from '@/features/admin/lib/attribution-fields'
import { contactCsvColumns, csvColumns } from '@/features/admin/lib/csv-columns'
import { toCsv } from '@/features/admin/lib/csv'
import { toContactSubmissionRow } from '@/features/contact/api/contact-submission-row'
import { ContactForm } from '@/features/contact/components/contact-form'
import { renderForm } from '@/testing/form-test-utils'
import { contactForm } from '@schemas/contact'
import {
  describeForm,
  emailFields,
  emptyValues,
  formSchema,
  fromRow,
  samplePayload,
  toRow,
} from '@schemas/form-description'
import { renderContactEmail } from '../../supabase/functions/_shared/notification-kinds'
import { renderEmail } from '../../supabase/functions/_shared/render'
import { makeContactSubmission } from '../support/factories'

const withFavouriteTool = describeForm({
  ...contactForm,
  fields: [
    ...contactForm.fields,
    {
      key: 'favouriteTool',
      label: 'Favourite AI tool (optional)',
      control: 'text',
      optional: true,
      schema: z.string().trim().max(40, 'Please name the tool in 40 characters or fewer'),
      columns: ['favourite_tool'],
      email: { label: 'Favourite AI tool' },
      desk: { label: 'Favourite AI tool', column: 'Tool' },
      csvHeader: 'Favourite AI tool',
      sample: 'A chatbot',
    },
  ],
})

/** A row as the CSV export reads it. */
type CsvRow = AttributionRow & { id: string; status: string; created_at: string }

const schema = formSchema(withFavouriteTool)
type Values = z.output<typeof schema>
type Input = z.input<typeof schema>

function ThrowawayForm({ submit }: { submit: (values: Values) => Promise<void> }) {
  const intake = useIntakeForm({
    kind: 'contact_submission',
    schema,
    defaultValues: emptyValues<Input>(withFavouriteTool),
    draft: { key: 'draft:throwaway' },
    submit,
    success: { title: 'Sent', description: 'Thanks' },
  })
  return (
    <IntakeForm intake={intake} label="Throwaway form" submitLabel="Send" busyLabel="Sending">
      <DescribedFields intake={intake} fields={withFavouriteTool.fields} />
    </IntakeForm>
  )
}

describe('a field added to a description', () => {
  const payload = samplePayload<Values>(withFavouriteTool, { website: '' })

  it('shows on the form and is checked with its own message beside it', async () => {
    const submit = vi.fn(() => Promise.resolve())
    const { user } = renderForm(<ThrowawayForm submit={submit} />)
    const field = screen.getByLabelText(/^Favourite AI tool/)
    await user.type(field, 'x'.repeat(41))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(
      await screen.findAllByText('Please name the tool in 40 characters or fewer'),
    ).not.toHaveLength(0)
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(submit).not.toHaveBeenCalled()
  })

  it('is stored in its column and read back from it', () => {
    const row = toRow(withFavouriteTool, payload)
    expect(row.favourite_tool).toBe('A chatbot')
    expect(toRow(withFavouriteTool, { ...payload, favouriteTool: '' }).favourite_tool).toBeNull()
    expect(fromRow<Values>(withFavouriteTool, row).favouriteTool).toBe('A chatbot')
  })

  it('is listed in the reviewers’ e-mail, text and HTML', () => {
    const email = renderEmail({
      subject: 'New contact message',
      heading: 'New contact message',
      intro: 'Someone wrote.',
      fields: emailFields(withFavouriteTool, payload),
    })
    expect(email.text).toMatch(/Favourite AI tool:?\s+A chatbot/)
    expect(email.html).toContain('Favourite AI tool')
    expect(email.html).toContain('A chatbot')
  })

  it('shows on the desk’s record and as a list column', () => {
    const row = { ...toRow(withFavouriteTool, payload), reference: 'CT-7KQ2MXPA' }
    expect(describedDetailFields(withFavouriteTool)(row)).toContainEqual({
      label: 'Favourite AI tool',
      value: 'A chatbot',
    })
    const column = describedColumns<typeof row>(withFavouriteTool).find(
      (candidate) => candidate.header === 'Tool',
    )
    expect(column).toBeDefined()
    render(<>{column?.cell(row, () => {})}</>)
    expect(screen.getByText('A chatbot')).toBeInTheDocument()
  })

  it('is exported in the CSV under its header', () => {
    const row = {
      ...toRow(withFavouriteTool, payload),
      id: '0f8b3c1e-1111-4222-8333-444455556666',
      status: 'new',
      created_at: '2025-12-01T17:00:00Z',
    }
    const [header, line] = toCsv(csvColumns<CsvRow>(withFavouriteTool), [
      row as unknown as CsvRow,
    ]).split('\r\n')
    const headers = (header ?? '').replace('\uFEFF', '').split(',')
    const index = headers.indexOf('Favourite AI tool')
    expect(index).toBeGreaterThan(-1)
    expect((line ?? '').split(',')[index]).toBe('A chatbot')
  })

  it('leaves the real contact form untouched', () => {
    expect(contactForm.fields.some((field) => (field.key as string) === 'favouriteTool')).toBe(
      false,
    )
    expect(within(document.body).queryByLabelText(/^Favourite AI tool/)).toBeNull()
  })
})

describe('the contact form’s "How did you hear about us?" (one description entry, one migration)', () => {
  const values = makeContactSubmission({ heardAbout: 'The Boise Chamber newsletter' })
  const row = {
    ...toContactSubmissionRow(values),
    id: '0f8b3c1e-1111-4222-8333-444455556666',
    reference: 'CT-7KQ2MXPA',
    status: 'new',
    created_at: '2025-12-01T17:00:00Z',
  }

  it('is asked on /contact, optional', () => {
    renderForm(<ContactForm />)
    const field = screen.getByLabelText(/^How did you hear about us\? \(optional\)/)
    expect(field).not.toHaveAttribute('aria-required', 'true')
  })

  it('is stored, or stored as null when left empty', () => {
    expect(row.heard_about).toBe('The Boise Chamber newsletter')
    expect(toContactSubmissionRow({ ...values, heardAbout: '' }).heard_about).toBeNull()
  })

  it('is in the reviewers’ e-mail', () => {
    expect(renderContactEmail(values).text).toMatch(
      /Heard about us through:?\s+The Boise Chamber newsletter/,
    )
  })

  it('is on the desk’s record and in the CSV', () => {
    expect(describedDetailFields(contactForm)(row)).toContainEqual({
      label: 'How they heard about us',
      value: 'The Boise Chamber newsletter',
    })
    expect(toCsv(contactCsvColumns, [row as never])).toContain('How they heard about us')
    expect(toCsv(contactCsvColumns, [row as never])).toContain('The Boise Chamber newsletter')
  })
})
