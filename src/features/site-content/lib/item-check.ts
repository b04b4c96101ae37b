import type { z } from 'zod'

/** An item's form as typed: every field a string. */
export type ItemValues = Record<string, string>

export type Checked<T> = { item: T } | { problems: Record<string, string> }

/**
 * Checks one item with its part's own schema and puts each message beside the field it is about:
 * an issue at ['benefits', 0] belongs to the benefits box, one at ['price', 'to'] to the field
 * `fieldOf` names for it. Messages are the schema's words; its path is never shown.
 */
export function checkItem<T>(
  schema: z.ZodType<T>,
  candidate: unknown,
  fieldOf: (path: readonly PropertyKey[]) => string = (path) => String(path[0] ?? ''),
): Checked<T> {
  const parsed = schema.safeParse(candidate)
  if (parsed.success) return { item: parsed.data }
  const problems: Record<string, string> = {}
  for (const issue of parsed.error.issues) problems[fieldOf(issue.path)] ??= issue.message
  return { problems }
}

/**
 * A number as a person types it ("2,500", "$2500", "40 %"): its digits, or NaN when there are
 * none (the schema then refuses it in words). Empty stays undefined: the field was left out.
 */
export function typedNumber(text: string | undefined): number | undefined {
  const cleaned = (text ?? '').replace(/[$,%\s]/g, '')
  if (!cleaned) return undefined
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN
}
