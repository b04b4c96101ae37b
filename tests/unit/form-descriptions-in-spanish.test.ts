/**
 * Every word a person reads on the three intake forms is written in Spanish beside its English,
 * in the forms' one description: each field's label, group, hint, placeholder and summary name,
 * each option's label, and every message of every rule, both the zod schema's and the rules the
 * page's inline boot reads (`data-rules`). A text with English but no Spanish, or a Spanish that
 * is its English again, is listed by where it sits.
 */
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { allianceRegistrationForm } from '@schemas/alliance-registration'
import { coachApplicationForm, coachApplicationFormSchemaIn } from '@schemas/coach-application'
import { contactForm } from '@schemas/contact'
import { inLanguage, optionalText, rulesOf } from '@schemas/fields'
import type { FieldRules } from '@schemas/field-rules'
import type { FieldDescription, FormDescription } from '@schemas/form-description'

/** Words that are the same in both languages on purpose: a Spanish word spelt as the English. */
const sameInBothLanguages: ReadonlySet<string> = new Set(['Flexible'])

const textKeys = ['label', 'section', 'hint', 'placeholder', 'summaryName'] as const

/**
 * Answers that break some rule of some field, by what the control can give: every field is given
 * each answer its control can send (a text box sends text, a yes/no question a boolean or none).
 */
const textAnswers: unknown[] = [
  '',
  '   ',
  '\u200b',
  'x',
  'x'.repeat(30),
  'x'.repeat(3000),
  '208-555-01',
  '2'.repeat(25),
  `${'a'.repeat(250)}@example.org`,
  'ada.example.com',
  'not-a-choice',
]
const wrongAnswers: Record<FieldDescription['control'], unknown[]> = {
  text: textAnswers,
  email: textAnswers,
  tel: textAnswers,
  long: textAnswers,
  choice: [undefined, ...textAnswers],
  choices: [[], ['not-a-choice'], ['training', 'training']],
  'yes-no': [undefined, null],
}

function spanishOf(where: string, english: string | undefined, spanish: string | undefined) {
  if (english === undefined || english === '') return []
  if (!spanish?.trim()) return [`${where}: "${english}" has no Spanish`]
  if (spanish === english && !sameInBothLanguages.has(english)) {
    return [`${where}: the Spanish is the English "${english}"`]
  }
  return []
}

/** The messages each rule says, by rule. */
function ruleMessages(rules: FieldRules | undefined): Record<string, string> {
  if (!rules) return {}
  return Object.fromEntries(
    Object.entries(rules).map(([rule, value]) => [
      rule,
      Array.isArray(value) ? String(value[1]) : String(value),
    ]),
  )
}

function rulesProblems(where: string, english: z.ZodType, spanish: z.ZodType): string[] {
  const en = ruleMessages(rulesOf(english))
  const es = ruleMessages(rulesOf(spanish))
  const problems: string[] = []
  for (const [rule, message] of Object.entries(en)) {
    problems.push(...spanishOf(`${where} data-rules ${rule}`, message, es[rule]))
  }
  return problems
}

function zodMessages(schema: z.ZodType, answer: unknown): string[] {
  const result = schema.safeParse(answer)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

function schemaProblems(
  where: string,
  english: z.ZodType,
  spanish: z.ZodType,
  answers: readonly unknown[],
): string[] {
  const problems = rulesProblems(where, english, spanish)
  for (const answer of answers) {
    const en = zodMessages(english, answer)
    const es = zodMessages(spanish, answer)
    en.forEach((message, index) =>
      problems.push(
        ...spanishOf(`${where} message for ${JSON.stringify(answer)}`, message, es[index]),
      ),
    )
  }
  return problems
}

/** Every text of a form's description with no Spanish, or a Spanish that is its English. */
function spanishProblems(description: FormDescription): string[] {
  return description.fields.flatMap((field: FieldDescription) => {
    const where = `${description.kind} ${field.key}`
    const texts = textKeys.flatMap((key) =>
      spanishOf(`${where} ${key}`, field[key], field.es?.[key]),
    )
    const options = (field.options ?? []).flatMap((option) =>
      spanishOf(`${where} option ${option.value}`, option.label, option.es),
    )
    return [
      ...texts,
      ...options,
      ...schemaProblems(
        where,
        field.schema,
        inLanguage(field.schema, 'es'),
        wrongAnswers[field.control],
      ),
    ]
  })
}

describe('the forms in Spanish, from their one description', () => {
  for (const description of [contactForm, coachApplicationForm, allianceRegistrationForm]) {
    it(`${description.kind}: every text and message has its own Spanish`, () => {
      expect(spanishProblems(description)).toEqual([])
    })
  }

  it("the coach application's agreement says its message in Spanish", () => {
    const english = coachApplicationFormSchemaIn('en').shape.agreeToTerms
    const spanish = coachApplicationFormSchemaIn('es').shape.agreeToTerms
    expect(schemaProblems('agreeToTerms', english, spanish, [false])).toEqual([])
    expect(zodMessages(spanish, false)).toEqual(['Debe aceptar los términos'])
  })

  it('the English is the default and stays word for word', () => {
    const city = coachApplicationForm.fields.find((field) => field.key === 'city')!
    expect(zodMessages(city.schema, '')[0]).toBe('City is required')
    expect(inLanguage(city.schema, 'en')).toBe(city.schema)
    expect(zodMessages(inLanguage(city.schema, 'es'), '')[0]).toBe('La ciudad es obligatoria')
  })

  it('finds a field, an option and a message written in English only', () => {
    const [first, ...rest] = contactForm.fields
    const broken = {
      ...contactForm,
      fields: [
        { ...first!, es: undefined },
        {
          ...rest.find((field) => field.key === 'subject')!,
          options: [{ value: 'events', label: 'Events' }],
        },
        {
          ...rest.find((field) => field.key === 'heardAbout')!,
          schema: optionalText(5, 'Please keep this answer short'),
        },
      ],
    } as FormDescription
    const problems = spanishProblems(broken)
    expect(problems).toContain('contact_submission firstName label: "First name" has no Spanish')
    expect(problems).toContain('contact_submission subject option events: "Events" has no Spanish')
    expect(problems).toContain(
      'contact_submission heardAbout data-rules max: the Spanish is the English "Please keep this answer short"',
    )
    expect(problems.some((problem) => problem.includes('heardAbout message for'))).toBe(true)
  })
})
