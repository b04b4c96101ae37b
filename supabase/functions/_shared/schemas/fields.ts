import { z } from 'zod'
import { EMAIL_PATTERN, type FieldRules, hasVisibleText, phoneDigitCount } from './field-rules.ts'

export { hasVisibleText, phoneDigitCount }

// zod 4 probes `new Function` once to decide whether to compile fast object parsers. The site's
// CSP (script-src 'self', no 'unsafe-eval') blocks that probe, and Chromium reports the blocked
// eval as a console violation (Lighthouse best-practices 96 on the form pages). The interpreted
// parsers are plenty fast for one form, in the browser and in the edge functions alike.
z.config({ jitless: true })

/*
 * Field schemas shared by every intake form. The edge functions import these files through
 * relative paths under Deno, so imports here carry explicit `.ts` extensions and only `zod`.
 * Every text value is trimmed before it is checked, so what is checked is what is stored.
 * Each helper records its rules as plain data too (field-rules.ts), from the same numbers and
 * messages: the form's markup carries them for the page's inline boot (rulesOf, below).
 */

/** The rules each helper's schema checks, for the form's markup (`data-rules`). */
const fieldRules = new WeakMap<z.ZodType, FieldRules>()

function withRules<S extends z.ZodType>(schema: S, rules: FieldRules): S {
  fieldRules.set(schema, rules)
  return schema
}

/**
 * The rules of a field's schema as plain data, or undefined when it has none the boot can check
 * (a list of choices). A schema wrapped after its helper (`.transform()`, `.default()`) is looked
 * through to the helper's own.
 */
export function rulesOf(schema: z.ZodType): FieldRules | undefined {
  let current: z.ZodType | undefined = schema
  while (current) {
    const rules = fieldRules.get(current)
    if (rules) return rules
    const def = current._zod.def as { innerType?: z.ZodType; in?: z.ZodType }
    current = def.innerType ?? def.in
  }
  return undefined
}

/** A required, trimmed text value of 1..max characters, with at least one visible character. */
export function requiredText(max: number, messages: { required: string; tooLong: string }) {
  return withRules(
    z
      .string()
      .trim()
      .min(1, messages.required)
      .max(max, messages.tooLong)
      .refine(hasVisibleText, messages.required),
    { required: messages.required, max: [max, messages.tooLong] },
  )
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
  return withRules(
    z
      .string()
      .trim()
      .min(min, messages.tooShort)
      .max(max, messages.tooLong)
      .refine(hasVisibleText, messages.tooShort),
    { required: messages.tooShort, min: [min, messages.tooShort], max: [max, messages.tooLong] },
  )
}

/** An optional, trimmed text value; an empty answer is the same as no answer. */
export function optionalText(max: number, tooLong: string) {
  return withRules(z.string().trim().max(max, tooLong), { max: [max, tooLong] })
}

/** A person's first or last name. */
export function personName(label: 'First name' | 'Last name', max: number) {
  return requiredText(max, {
    required: `${label} is required`,
    tooLong: `${label} must be less than ${max} characters`,
  })
}

export const EMAIL_MAX = 255

const INVALID_EMAIL = 'Invalid email address'
const EMAIL_TOO_LONG = `Email must be less than ${EMAIL_MAX} characters`

/** An e-mail address: trimmed, at most 255 characters, and well formed. */
export const email = withRules(
  z
    .string()
    .trim()
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: INVALID_EMAIL }).max(EMAIL_MAX, EMAIL_TOO_LONG)),
  { email: INVALID_EMAIL, max: [EMAIL_MAX, EMAIL_TOO_LONG] },
)

/** A phone number has at least this many digits (0-9); spaces, dashes, dots and brackets are free. */
export const PHONE_MIN_DIGITS = 10
export const PHONE_MAX = 20

const PHONE_TOO_LONG = `Phone number must be less than ${PHONE_MAX} characters`

/**
 * A phone number of at least 10 digits (phoneDigitCount) and at most 20 characters; the first
 * message differs per form in the spec and is also the message for an empty answer.
 */
export function phone(tooShort: string) {
  return withRules(
    z
      .string()
      .trim()
      .min(1, tooShort)
      .refine((value) => phoneDigitCount(value) >= PHONE_MIN_DIGITS, tooShort)
      .max(PHONE_MAX, PHONE_TOO_LONG),
    { required: tooShort, digits: [PHONE_MIN_DIGITS, tooShort], max: [PHONE_MAX, PHONE_TOO_LONG] },
  )
}

/** A phone number that may be left empty; when given it must hold 10 digits, in 20 characters. */
export function optionalPhone(tooShort: string) {
  return withRules(
    z
      .string()
      .trim()
      .refine((value) => value === '' || phoneDigitCount(value) >= PHONE_MIN_DIGITS, tooShort)
      .refine((value) => value.length <= PHONE_MAX, PHONE_TOO_LONG),
    { digits: [PHONE_MIN_DIGITS, tooShort], max: [PHONE_MAX, PHONE_TOO_LONG] },
  )
}

/** One of a fixed list of stored values, with a single message for a missing or unknown choice. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return withRules(z.enum(values, { error: message }), { required: message })
}

/** A yes/no question with no answer chosen in advance: skipping it gets `required`. */
export function yesNo(required: string) {
  return withRules(z.boolean({ error: required }), { required })
}

/** A box that must be ticked (an agreement). */
export function mustAgree(message: string) {
  return withRules(
    z.boolean().refine((agreed) => agreed, message),
    { required: message },
  )
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
