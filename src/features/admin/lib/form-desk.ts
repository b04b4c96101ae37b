import type { FieldDescription, FormDescription } from '@schemas/form-description'
import type { CsvColumn, CsvValue } from './csv'
import { optionLabel, type LabelSet } from './labels'

/*
 * The desk's view of a form, derived from its description (supabase/functions/_shared/schemas/
 * form-description.ts): the record's detail fields, the list's columns (answers that name the
 * same desk column stack in one cell) and the CSV's answer columns. A field added to a description
 * shows on the record, in the list when it names a column, and in the export, with no edit here.
 */

/** A desk row: the view's columns by name. */
export type DeskRecord = Record<string, unknown>

/** The first of a field's columns: the one the desk shows (the coach's occupation fills two). */
function storedValue(field: FieldDescription, row: DeskRecord): unknown {
  return row[field.columns[0]]
}

/** A stored answer as a reviewer reads it: the desk's option labels, a list joined, '—' for none. */
export function deskText(field: FieldDescription, row: DeskRecord): string | null {
  const value = storedValue(field, row)
  const labels = field.desk.labels as LabelSet | undefined
  if (Array.isArray(value)) {
    if (value.length === 0) return '—'
    return value
      .map((item) => (labels ? optionLabel(labels, String(item)) : String(item)))
      .join(', ')
  }
  if (typeof value !== 'string') return value == null ? null : String(value)
  return labels ? optionLabel(labels, value) : value
}

export interface DeskDetailField {
  label: string
  value: string | null
  long?: boolean
  href?: string
}

function contactHref(field: FieldDescription, value: string | null): string | undefined {
  if (!value) return undefined
  if (field.control === 'email') return `mailto:${value}`
  if (field.control === 'tel') return `tel:${value.replace(/[^\d+]/g, '')}`
  return undefined
}

/** The record's fields after its reference, in the description's order. */
export function deskDetailFields(description: FormDescription, row: DeskRecord): DeskDetailField[] {
  return description.fields.flatMap((field) => {
    const label = field.desk.label
    if (label === false) return []
    const value = deskText(field, row)
    return [
      {
        label,
        value,
        ...(field.control === 'long' ? { long: true } : {}),
        ...(contactHref(field, value) ? { href: contactHref(field, value) } : {}),
      },
    ]
  })
}

/** One list column: its header and the answers it stacks, in the description's order. */
export interface DeskColumnGroup {
  header: string
  fields: FieldDescription[]
}

export function deskColumnGroups(description: FormDescription): DeskColumnGroup[] {
  const groups: DeskColumnGroup[] = []
  for (const field of description.fields) {
    const header = field.desk.column
    if (!header) continue
    const group = groups.find((candidate) => candidate.header === header)
    if (group) group.fields.push(field)
    else groups.push({ header, fields: [field] })
  }
  return groups
}

/** The CSV's answer columns: each field's header and its stored value as stored. */
export function answerCsvColumns<Row>(description: FormDescription): CsvColumn<Row>[] {
  return description.fields.map((field) => ({
    header: field.csvHeader,
    value: (row: Row) => storedValue(field, row as DeskRecord) as CsvValue,
  }))
}
