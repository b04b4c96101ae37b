import { BLANK_CHARACTERS } from './blank-characters.ts'

/*
 * A field's rules as plain data, beside its zod schema: the helpers of fields.ts build both from
 * the same numbers and messages, and the form's markup carries them (`data-rules`, rendered by the
 * form kit from the description), so the page's inline boot (src/boot.ts) can refuse an incomplete
 * form within a frame of the tap, before the app and zod have arrived on a slow phone. The app's
 * zod schema stays the judge: this is the same rule set checked early, and a test holds each
 * form's rules to its schema (tests/unit/boot-checks.test.tsx).
 * No imports but blank-characters.ts, which has none: the boot bundles this file and must stay small.
 */

/** What an answer must be, each rule with its message word for word. */
export interface FieldRules {
  /** The message for no answer: empty, only blank characters, no choice made, unchecked. */
  required?: string
  /** At least this many characters (trimmed, counted as JavaScript counts them). */
  min?: readonly [number, string]
  /** At most this many characters (trimmed). */
  max?: readonly [number, string]
  /** At least this many digits 0-9 (a phone number). */
  digits?: readonly [number, string]
  /** Well formed as an e-mail address (EMAIL_PATTERN). */
  email?: string
}

/** The e-mail addresses the forms accept: zod's own pattern (z.regexes.email), named once here. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/**
 * True when a value holds at least one character a reader can see (blank-characters.ts lists the
 * others; the database's private.has_visible_text() reads the same list).
 */
export function hasVisibleText(value: string): boolean {
  return value.replace(BLANK_CHARACTERS, '') !== ''
}

/**
 * How many digits (0-9) a phone number holds. The minimum counts digits, not characters:
 * "208-555-01" is ten characters but eight digits. The database's private.phone_digit_count()
 * counts the same way.
 */
export function phoneDigitCount(value: string): number {
  return value.replace(/[^0-9]/g, '').length
}

/**
 * The message of the first rule an answer breaks, in the order the zod schemas check them, or
 * undefined when it passes. `answer` is a text field's value, or whether a choice was made.
 */
export function brokenRule(rules: FieldRules, answer: string | boolean): string | undefined {
  if (typeof answer === 'boolean') return answer ? undefined : rules.required
  const text = answer.trim()
  if (text === '') return rules.required ?? rules.email ?? rules.min?.[1]
  if (rules.email && !EMAIL_PATTERN.test(text)) return rules.email
  if (rules.min && text.length < rules.min[0]) return rules.min[1]
  if (rules.digits && phoneDigitCount(text) < rules.digits[0]) return rules.digits[1]
  if (rules.max && text.length > rules.max[0]) return rules.max[1]
  if (rules.required && !hasVisibleText(text)) return rules.required
  return undefined
}
