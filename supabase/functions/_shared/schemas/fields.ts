import { z } from 'zod'
import { BLANK_CHARACTERS } from './blank-characters.ts'

// zod 4 probes `new Function` once to decide whether to compile fast object parsers. The site's
// CSP (script-src 'self', no 'unsafe-eval') blocks that probe, and Chromium reports the blocked
// eval as a console violation (Lighthouse best-practices 96 on the form pages). The interpreted
// parsers are plenty fast for one form, in the browser and in the edge functions alike.
z.config({ jitless: true })

/*
 * Field schemas shared by every intake form. The edge functions import these files through
 * relative paths under Deno, so imports here carry explicit `.ts` extensions and only `zod`.
 * Every text value is trimmed before it is checked, so what is checked is what is stored.
 */

/**
 * True when a value holds at least one character a reader can see. A required answer made only of
 * blank characters (U+200B, U+3164, U+2800 alone: blank-characters.ts, the one list the database's
 * private.has_visible_text() also reads) counts as empty: stored, a reviewer would read a blank name.
 */
export function hasVisibleText(value: string): boolean {
  return value.replace(BLANK_CHARACTERS, '') !== ''
}

/** A required, trimmed text value of 1..max characters, with at least one visible character. */
export function requiredText(max: number, messages: { required: string; tooLong: string }) {
  return z
    .string()
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong)
    .refine(hasVisibleText, messages.required)
}

/**
 * A required, trimmed text value of min..max characters whose visible part is not empty; an
 * answer of invisible characters only gets the same message as an empty one.
 */
export function requiredLongText(
  min: number,
  max: number,
  messages: { tooShort: string; tooLong: string },
) {
  return z
    .string()
    .trim()
    .min(min, messages.tooShort)
    .max(max, messages.tooLong)
    .refine(hasVisibleText, messages.tooShort)
}

/** An optional, trimmed text value; an empty answer is the same as no answer. */
export function optionalText(max: number, tooLong: string) {
  return z.string().trim().max(max, tooLong)
}

/** A person's first or last name. */
export function personName(label: 'First name' | 'Last name', max: number) {
  return requiredText(max, {
    required: `${label} is required`,
    tooLong: `${label} must be less than ${max} characters`,
  })
}

export const EMAIL_MAX = 255

/** An e-mail address: trimmed, at most 255 characters, and well formed. */
export const email = z
  .string()
  .trim()
  .pipe(
    z
      .email('Invalid email address')
      .max(EMAIL_MAX, `Email must be less than ${EMAIL_MAX} characters`),
  )

export const PHONE_MIN = 10
export const PHONE_MAX = 20

/** A phone number of 10 to 20 characters; the first message differs per form in the spec. */
export function phone(tooShort: string) {
  return z
    .string()
    .trim()
    .min(PHONE_MIN, tooShort)
    .max(PHONE_MAX, `Phone number must be less than ${PHONE_MAX} characters`)
    .refine(hasVisibleText, tooShort)
}

/** A phone number that may be left empty; when given it must be 10 to 20 characters. */
export function optionalPhone(tooShort: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || value.length >= PHONE_MIN, tooShort)
    .refine((value) => value === '' || hasVisibleText(value), tooShort)
    .refine(
      (value) => value.length <= PHONE_MAX,
      `Phone number must be less than ${PHONE_MAX} characters`,
    )
}

/** One of a fixed list of stored values, with a single message for a missing or unknown choice. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message })
}

/**
 * The honeypot: a field people never see. Anything typed into it marks the submission as a bot's;
 * the form then shows the normal success and sends nothing, and the edge functions drop it.
 */
export const honeypot = z.string().optional()

export const HONEYPOT_FIELD = 'website'

/** True when a submission's honeypot was filled in. */
export function isHoneypotFilled(values: unknown): boolean {
  if (typeof values !== 'object' || values === null) return false
  const value = (values as Record<string, unknown>)[HONEYPOT_FIELD]
  return typeof value === 'string' && value.trim() !== ''
}

/** A readable label for a stored option value, falling back to the value itself. */
export function labelOf(options: readonly { value: string; label: string }[], value: string) {
  return options.find((option) => option.value === value)?.label ?? value
}

/** A stored option value with the label people read. */
export interface Option<V extends string = string> {
  value: V
  label: string
}
