import type { z } from 'zod'

/** Each field's first message, keyed `<row key>-<field>`. */
export type FieldProblems = Record<string, string>

/**
 * Sorts a list part's zod issues onto the fields they are about: an issue at [2, 'benefits', 0]
 * belongs to the third row's benefits box. Issues about the list itself ("Keep at least one
 * partner tier") have no field and go into the summary, which also counts the rest.
 */
export function problemsByField(
  error: z.ZodError,
  rows: readonly { key: string }[],
): { byField: FieldProblems; summary: string } {
  const byField: FieldProblems = {}
  const general: string[] = []
  for (const issue of error.issues) {
    const [index, field] = issue.path
    const row = typeof index === 'number' ? rows[index] : undefined
    if (row && typeof field === 'string') {
      byField[`${row.key}-${field}`] ??= issue.message
    } else {
      general.push(issue.message)
    }
  }
  const count = Object.keys(byField).length
  const fieldsPart =
    count === 0 ? '' : `${count === 1 ? 'One field needs' : `${count} fields need`} attention.`
  return {
    byField,
    summary: ['Not saved.', ...general.map((message) => `${message}.`), fieldsPart]
      .filter(Boolean)
      .join(' '),
  }
}
