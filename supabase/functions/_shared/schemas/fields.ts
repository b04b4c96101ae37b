import { z } from 'zod'
import { EMAIL_PATTERN, type FieldRules, hasVisibleText, phoneDigitCount } from './field-rules.ts'
import type { Language } from './languages.ts'
import { inLanguage, inLanguages, type Words } from './localized.ts'

export { hasVisibleText, inLanguage, inLanguages, phoneDigitCount, type Words }

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
 * Every message is given in each language (`{ en, es }`) and each helper builds one schema per
 * language (localized.ts): the helper returns the English one, `inLanguage` finds the others.
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
export function requiredText(max: number, messages: { required: Words; tooLong: Words }) {
  return inLanguages((language) => {
    const required = messages.required[language]
    const tooLong = messages.tooLong[language]
    return withRules(
      z.string().trim().min(1, required).max(max, tooLong).refine(hasVisibleText, required),
      { required, max: [max, tooLong] },
    )
  })
}

/**
 * A required, trimmed text value of min..max characters whose visible part is not empty; an
 * answer of invisible characters only gets the same message as an empty one.
 */
export function requiredLongText(
  min: number,
  max: number,
  messages: { tooShort: Words; tooLong: Words },
) {
  return inLanguages((language) => {
    const tooShort = messages.tooShort[language]
    const tooLong = messages.tooLong[language]
    return withRules(
      z.string().trim().min(min, tooShort).max(max, tooLong).refine(hasVisibleText, tooShort),
      { required: tooShort, min: [min, tooShort], max: [max, tooLong] },
    )
  })
}

/**
 * An optional, trimmed text value; an empty answer is the same as no answer. A message given as
 * a plain string is written in English only (the update sign-up form's, not yet in Spanish).
 */
export function optionalText(max: number, tooLongWords: Words | string) {
  return inLanguages((language) => {
    const tooLong = typeof tooLongWords === 'string' ? tooLongWords : tooLongWords[language]
    return withRules(z.string().trim().max(max, tooLong), { max: [max, tooLong] })
  })
}

/**
 * A person's first or last name. `label.es` is the name as a Spanish sentence begins with it
 * ("El nombre", "El apellido").
 */
export function personName(label: { en: 'First name' | 'Last name'; es: string }, max: number) {
  return requiredText(max, {
    required: { en: `${label.en} is required`, es: `${label.es} es obligatorio` },
    tooLong: {
      en: `${label.en} must be less than ${max} characters`,
      es: `${label.es} debe tener menos de ${max} caracteres`,
    },
  })
}

export const EMAIL_MAX = 255

const INVALID_EMAIL: Words = {
  en: 'Invalid email address',
  es: 'La dirección de correo electrónico no es válida',
}
const EMAIL_TOO_LONG: Words = {
  en: `Email must be less than ${EMAIL_MAX} characters`,
  es: `El correo electrónico debe tener menos de ${EMAIL_MAX} caracteres`,
}

/** An e-mail address: trimmed, at most 255 characters, and well formed. */
export const email = inLanguages((language) =>
  withRules(
    z
      .string()
      .trim()
      .pipe(
        z
          .email({ pattern: EMAIL_PATTERN, error: INVALID_EMAIL[language] })
          .max(EMAIL_MAX, EMAIL_TOO_LONG[language]),
      ),
    { email: INVALID_EMAIL[language], max: [EMAIL_MAX, EMAIL_TOO_LONG[language]] },
  ),
)

/** A phone number has at least this many digits (0-9); spaces, dashes, dots and brackets are free. */
export const PHONE_MIN_DIGITS = 10
export const PHONE_MAX = 20

const PHONE_TOO_LONG: Words = {
  en: `Phone number must be less than ${PHONE_MAX} characters`,
  es: `El número de teléfono debe tener menos de ${PHONE_MAX} caracteres`,
}

/**
 * A phone number of at least 10 digits (phoneDigitCount) and at most 20 characters; the first
 * message differs per form in the spec and is also the message for an empty answer.
 */
export function phone(tooShortWords: Words) {
  return inLanguages((language) => {
    const tooShort = tooShortWords[language]
    const tooLong = PHONE_TOO_LONG[language]
    return withRules(
      z
        .string()
        .trim()
        .min(1, tooShort)
        .refine((value) => phoneDigitCount(value) >= PHONE_MIN_DIGITS, tooShort)
        .max(PHONE_MAX, tooLong),
      { required: tooShort, digits: [PHONE_MIN_DIGITS, tooShort], max: [PHONE_MAX, tooLong] },
    )
  })
}

/** A phone number that may be left empty; when given it must hold 10 digits, in 20 characters. */
export function optionalPhone(tooShortWords: Words) {
  return inLanguages((language) => {
    const tooShort = tooShortWords[language]
    const tooLong = PHONE_TOO_LONG[language]
    return withRules(
      z
        .string()
        .trim()
        .refine((value) => value === '' || phoneDigitCount(value) >= PHONE_MIN_DIGITS, tooShort)
        .refine((value) => value.length <= PHONE_MAX, tooLong),
      { digits: [PHONE_MIN_DIGITS, tooShort], max: [PHONE_MAX, tooLong] },
    )
  })
}

/** One of a fixed list of stored values, with a single message for a missing or unknown choice. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: Words) {
  return inLanguages((language) =>
    withRules(z.enum(values, { error: message[language] }), { required: message[language] }),
  )
}

/** A yes/no question with no answer chosen in advance: skipping it gets `required`. */
export function yesNo(required: Words) {
  return inLanguages((language) =>
    withRules(z.boolean({ error: required[language] }), { required: required[language] }),
  )
}

/** A box that must be ticked (an agreement). */
export function mustAgree(message: Words) {
  return inLanguages((language) =>
    withRules(
      z.boolean().refine((agreed) => agreed, message[language]),
      { required: message[language] },
    ),
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
export function labelOf(
  options: readonly Option[],
  value: string,
  language: Language = 'en',
): string {
  const option = options.find((candidate) => candidate.value === value)
  return option ? optionLabel(option, language) : value
}

/**
 * A stored option value with the label people read: `label` in English (what the desk, the
 * e-mails and the CSV read), `es` beside it in Spanish.
 */
export interface Option<V extends string = string> {
  value: V
  label: string
  es?: string
}

/** An option's label in a language; English when its Spanish is missing. */
export function optionLabel(option: Option, language: Language): string {
  return language === 'es' ? (option.es ?? option.label) : option.label
}
