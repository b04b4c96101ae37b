import { z } from 'zod'
import { honeypot, inLanguage, labelOf, type Option } from './fields.ts'
import { type Language, sourceLanguage } from './languages.ts'
import type { RecordKind } from './record-kind.ts'

/*
 * One description per intake form (contact.ts, coach-application.ts, alliance-registration.ts):
 * each field's label, control, rules and messages (its zod schema), storage column, e-mail label,
 * desk label and CSV header, written once. Everything else is derived here or from here: the
 * form's schema (and through it the browser form's validation), the row the app stores and the
 * payload the worker reads back (one mapping for the browser and Deno), the reviewers' e-mail's
 * field list, and (in src/features/admin/lib/form-desk.ts) the desk's columns, detail and CSV.
 * In SQL the stored columns are one list too: private.intake_answer_columns (migration
 * 20251101020000_intake.sql), which a test keeps equal to these descriptions.
 * Plain data with relative `.ts` imports, so the browser (`@schemas/...`) and Deno both read it.
 * The words a person reads on the form are written in English and, beside them, in Spanish
 * (`es` on a field and on an option; every message `{ en, es }` in its schema's helper,
 * localized.ts); what the desk, the e-mails and the CSV read stays English only.
 */

export type { RecordKind }

/** How the browser form asks for a field. */
export type FieldControl = 'text' | 'email' | 'tel' | 'choice' | 'choices' | 'long' | 'yes-no'

/** A stored row as PostgreSQL's to_jsonb (or a PostgREST select) gives it. */
export type StoredRow = Record<string, unknown>

export interface FieldDescription<K extends string = string, S extends z.ZodType = z.ZodType> {
  /** The payload's (and the form's) name for the answer: camelCase, spec §7. */
  key: K
  /** What the form's label says. */
  label: string
  control: FieldControl
  /** Rules and messages; an optional answer accepts ''. */
  schema: S
  /** Stored as null when left empty; the form's label says "(optional)" where the form says so. */
  optional?: boolean
  /** The stored values with the labels people read (choice, choices). */
  options?: readonly Option[]
  /** The column(s) the answer is stored in; the coach's occupation fills two (spec §3). */
  columns: readonly [string, ...string[]]
  /** How the stored value differs from the answer, both ways (the coach's Yes/No). */
  stored?: { toColumn: (answer: never) => unknown; fromColumn: (stored: unknown) => unknown }
  /**
   * The reviewers' e-mail's line for this answer; `false` leaves it out. `value` composes it from
   * the whole payload (the name line); by default an option's label, a list's labels, Yes/No.
   */
  email: false | { label: string; long?: boolean; value?: (payload: never) => string }
  /**
   * The desk: `label` names the answer on the record (`false`: not on the record, the names are
   * its heading); `column` is the list's column it shows in (answers sharing a column stack in one
   * cell, the first one leading); `labels` names the desk's option labels (src/features/admin/lib/labels.ts).
   */
  desk: { label: string | false; column?: string; labels?: string }
  /** The CSV export's header for the stored value. */
  csvHeader: string
  /** A valid answer for the tests' data (tests/support/factories.ts). */
  sample: z.input<S>
  /** Form extras. */
  autoComplete?: string
  hint?: string
  placeholder?: string
  /** A long answer's counter limit. */
  limit?: number
  /** A long answer's visible lines (the form's default otherwise). */
  rows?: number
  /** Half the form's width on wide screens: consecutive half fields share a row. */
  half?: boolean
  /** The form's group it sits in ("About you"): consecutive fields of one section share a fieldset. */
  section?: string
  /** How the error summary names the field when its label is a long question. */
  summaryName?: string
  /** The form's words for this field in Spanish, one beside each English one above. */
  es?: FieldWords
}

/** What a person reads of a field on the form, in one language. */
export interface FieldWords {
  label: string
  /** The group's legend (`section`). */
  section?: string
  hint?: string
  placeholder?: string
  summaryName?: string
}

/** A field's words on the form in a language (English where its Spanish is missing). */
export function fieldWords(field: FieldDescription, language: Language): FieldWords {
  const english: FieldWords = {
    label: field.label,
    section: field.section,
    hint: field.hint,
    placeholder: field.placeholder,
    summaryName: field.summaryName,
  }
  if (language === sourceLanguage || !field.es) return english
  return { ...english, ...field.es }
}

export interface FormDescription<
  F extends readonly FieldDescription[] = readonly FieldDescription[],
> {
  kind: RecordKind
  /** The table that stores it. */
  table: 'coach_applications' | 'contact_submissions' | 'alliance_registrations'
  fields: F
}

/** Keeps each field's key and schema type, so the derived schema is typed field by field. */
export function describeForm<const F extends readonly FieldDescription[]>(
  description: FormDescription<F>,
): FormDescription<F> {
  return description
}

type Shape<F extends readonly FieldDescription[]> = {
  [E in F[number] as E['key']]: E['schema']
}

/**
 * The form's zod object: every described field plus the honeypot, its messages in `language`
 * (English by default: what the edge functions and every stored check read).
 */
export function formSchema<const F extends readonly FieldDescription[]>(
  description: FormDescription<F>,
  language: Language = sourceLanguage,
) {
  const shape = Object.fromEntries(
    description.fields.map((field) => [field.key, inLanguage(field.schema, language)]),
  )
  return z.object({ ...(shape as Shape<F>), website: honeypot })
}

/** The columns that store the answers, in the description's order (the SQL list's order). */
export function answerColumns(description: FormDescription): string[] {
  return description.fields.flatMap((field) => [...field.columns])
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The row the app stores (and the worker matches): every answer column named, empty optional ones null. */
export function toRow(description: FormDescription, payload: object): StoredRow {
  const values = payload as Record<string, unknown>
  const row: StoredRow = {}
  for (const field of description.fields) {
    const answer = values[field.key]
    const stored = field.stored
      ? field.stored.toColumn(answer as never)
      : field.optional && (answer === '' || answer === undefined)
        ? null
        : answer
    for (const column of field.columns) row[column] = stored
  }
  return row
}

/** The payload back from a stored row: the first non-empty of a field's columns; null reads as ''. */
export function fromRow<T>(description: FormDescription, row: StoredRow): T {
  const payload: Record<string, unknown> = {}
  for (const field of description.fields) {
    const raw = field.columns
      .map((column) => row[column])
      .find((value) => value !== '' && value != null)
    payload[field.key] = field.stored
      ? field.stored.fromColumn(raw)
      : field.control === 'choices'
        ? Array.isArray(raw)
          ? raw.map(String)
          : []
        : text(raw)
  }
  return payload as T
}

/** An answer as a person reads it: an option's label, a list's labels, the text itself. */
export function answerText(field: FieldDescription, answer: unknown): string {
  if (Array.isArray(answer)) {
    return answer.map((value) => labelOf(field.options ?? [], String(value))).join(', ')
  }
  if (typeof answer === 'boolean') return answer ? 'Yes' : 'No'
  if (field.options && typeof answer === 'string') return labelOf(field.options, answer)
  return text(answer)
}

export interface EmailField {
  label: string
  value: string
  long?: boolean
}

/** The reviewers' e-mail's label/value pairs, in the description's order. */
export function emailFields(description: FormDescription, payload: object): EmailField[] {
  const values = payload as Record<string, unknown>
  return description.fields.flatMap((field) => {
    if (!field.email) return []
    const value = field.email.value
      ? field.email.value(payload as never)
      : answerText(field, values[field.key])
    return [{ label: field.email.label, value, ...(field.email.long ? { long: true } : {}) }]
  })
}

/** A complete, valid payload from the description's samples, with overrides. */
export function samplePayload<T>(description: FormDescription, overrides: Partial<T> = {}): T {
  const sample = Object.fromEntries(description.fields.map((field) => [field.key, field.sample]))
  return { ...sample, ...overrides } as T
}

/** A blank form: '' for every answer (no choice made), [] for a list, nothing for yes/no. */
export function emptyValues<T>(description: FormDescription): T {
  const values: Record<string, unknown> = { website: '' }
  for (const field of description.fields) {
    if (field.control === 'choices') values[field.key] = []
    else if (field.control !== 'yes-no') values[field.key] = ''
  }
  return values as T
}
