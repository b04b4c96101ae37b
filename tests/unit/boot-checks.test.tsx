import { fireEvent, screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkForm } from '@/components/form/boot-checks'
import { clearProblemOf, clearProblems, showProblems } from '@/components/form/boot-error-summary'
import { AllianceRegistrationForm } from '@/features/alliance/components/alliance-registration-form'
import { CoachApplicationForm } from '@/features/coach-application/components/coach-application-form'
import { ContactForm } from '@/features/contact/components/contact-form'
import { errorSummary, renderForm } from '@/testing/form-test-utils'
import { allianceRegistrationForm } from '@schemas/alliance-registration'
import { coachApplicationForm, coachApplicationFormSchema } from '@schemas/coach-application'
import { contactForm } from '@schemas/contact'
import { brokenRule, type FieldRules } from '@schemas/field-rules'
import type { FormDescription } from '@schemas/form-description'
import { rulesOf } from '@schemas/fields'
import type { z } from 'zod'

vi.mock('@/features/contact/api/submit-contact', () => ({ submitContact: vi.fn() }))
vi.mock('@/features/coach-application/api/submit-coach-application', () => ({
  submitCoachApplication: vi.fn(),
}))
vi.mock('@/features/alliance/api/submit-alliance-registration', () => ({
  submitAllianceRegistration: vi.fn(),
}))

/*
 * The page's inline boot refuses a Submit before the app is there with the rules each field's
 * markup carries (boot-checks.ts). These tests hold those rules to the form's description: every
 * rule refuses a wrong answer with the zod schema's own message and lets a right one through, and
 * on the rendered forms the boot's summary lists what the app's lists.
 */

/** The message zod gives first for `answer`, as the form shows it; undefined when it passes. */
function zodMessage(schema: z.ZodType, answer: unknown): string | undefined {
  const result = schema.safeParse(answer)
  return result.success ? undefined : result.error.issues[0]?.message
}

/** Wrong answers for each rule a field has: each must be refused, by that rule's message. */
function wrongAnswers(rules: FieldRules): { rule: string; answer: string }[] {
  const wrong: { rule: string; answer: string }[] = []
  if (rules.required) wrong.push({ rule: 'required', answer: '' })
  if (rules.required)
    wrong.push({ rule: 'required (blank characters only)', answer: '\u200b\u3164' })
  if (rules.min) wrong.push({ rule: 'min', answer: 'x'.repeat(rules.min[0] - 1) })
  if (rules.max) {
    const over = rules.max[0] + 1
    const answer = rules.email
      ? `${'a'.repeat(over - '@example.org'.length)}@example.org`
      : rules.digits
        ? '2'.repeat(over)
        : 'x'.repeat(over)
    wrong.push({ rule: 'max', answer })
  }
  if (rules.digits) wrong.push({ rule: 'digits', answer: '208-555-01' })
  if (rules.email) wrong.push({ rule: 'email', answer: 'ada.example.com' })
  return wrong
}

const descriptions: [string, FormDescription][] = [
  ['contact', contactForm],
  ['coach application', coachApplicationForm],
  ['alliance registration', allianceRegistrationForm],
]

describe('the boot checks each form as its description does', () => {
  for (const [formName, description] of descriptions) {
    for (const field of description.fields) {
      const rules = rulesOf(field.schema)
      if (!rules) continue
      const choiceMade = field.control === 'choice' || field.control === 'yes-no'
      if (field.control === 'yes-no') {
        it(`${formName} ${field.key}: no answer is refused, an answer passes`, () => {
          expect(brokenRule(rules, false)).toBe(zodMessage(field.schema, undefined))
          expect(brokenRule(rules, false)).toBeDefined()
          expect(brokenRule(rules, true)).toBeUndefined()
          expect(zodMessage(field.schema, field.sample)).toBeUndefined()
        })
        continue
      }
      it(`${formName} ${field.key}: every rule refuses a wrong answer with the schema's message`, () => {
        const wrong = choiceMade ? [{ rule: 'required', answer: '' }] : wrongAnswers(rules)
        expect(wrong.length).toBeGreaterThan(0)
        for (const { rule, answer } of wrong) {
          const message = brokenRule(rules, answer)
          expect({ rule, message }).toEqual({ rule, message: zodMessage(field.schema, answer) })
          expect({ rule, message }).not.toEqual({ rule, message: undefined })
        }
      })
      it(`${formName} ${field.key}: a right answer passes`, () => {
        expect(typeof field.sample).toBe('string')
        expect(brokenRule(rules, field.sample as string)).toBeUndefined()
        expect(zodMessage(field.schema, field.sample)).toBeUndefined()
      })
    }
  }

  it('counts a phone number by its digits: ten digits pass however they are written', () => {
    const rules = rulesOf(contactForm.fields.find((field) => field.key === 'phone')!.schema)!
    for (const answer of ['(208) 555-0100', '208.555.0100', '+1 208 555 0100', '2085550100']) {
      expect(brokenRule(rules, answer)).toBeUndefined()
    }
    expect(brokenRule(rules, '(208) 555-01')).toBe('Phone number is required')
  })

  it('an optional phone may be left empty, and is checked when given', () => {
    const schema = allianceRegistrationForm.fields.find((field) => field.key === 'phone')!.schema
    const rules = rulesOf(schema)!
    expect(brokenRule(rules, '')).toBeUndefined()
    expect(brokenRule(rules, '555-0102')).toBe('Phone number must be at least 10 digits')
    expect(zodMessage(schema, '555-0102')).toBe('Phone number must be at least 10 digits')
  })

  it('the terms must be agreed to', () => {
    const rules = rulesOf(coachApplicationFormSchema.shape.agreeToTerms)!
    expect(brokenRule(rules, false)).toBe('You must agree to the terms')
    expect(brokenRule(rules, true)).toBeUndefined()
  })
})

const forms: [string, () => ReactElement, string][] = [
  ['contact', () => <ContactForm />, 'Send Message'],
  ['coach application', () => <CoachApplicationForm />, 'Continue'],
  ['alliance registration', () => <AllianceRegistrationForm />, 'Join the Alliance'],
]

describe('on the rendered forms', { timeout: 30_000 }, () => {
  afterEach(() => clearProblems())

  for (const [formName, ui, button] of forms) {
    it(`${formName}: the boot lists what the app's summary lists for an empty form`, async () => {
      const { user } = renderForm(ui())
      const form = screen.getByRole('button', { name: button }).closest('form')!
      const boot = checkForm(form).map((problem) => problem.summary)
      await user.click(screen.getByRole('button', { name: button }))
      const app = within(errorSummary())
        .getAllByRole('link')
        .map((link) => link.textContent)
      expect(boot).toEqual(app)
      expect(boot.length).toBeGreaterThan(2)
    })
  }

  it('shows the summary and the messages, and an edited field loses its message', () => {
    renderForm(<ContactForm />)
    const form = screen.getByRole('form', { name: 'Contact form' }) as HTMLFormElement
    const phone = screen.getByRole('textbox', { name: /^Phone/ })
    fireEvent.input(phone, { target: { value: '208-555-01' } })
    showProblems(form, checkForm(form))

    const summary = errorSummary()
    expect(summary).toHaveFocus()
    expect(form.lastElementChild).toBe(summary)
    expect(within(summary).getByRole('link', { name: 'Phone number is required' })).toHaveAttribute(
      'href',
      `#${phone.id}`,
    )
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(phone).toHaveAccessibleDescription('Phone number is required')
    expect(phone.closest('[data-field]')).toHaveAttribute(
      'data-boot-error',
      'Phone number is required',
    )

    fireEvent.input(phone, { target: { value: '208-555-0100' } })
    clearProblemOf(phone)
    expect(phone).toHaveAttribute('aria-invalid', 'false')
    expect(phone.closest('[data-field]')).not.toHaveAttribute('data-boot-error')
    expect(within(summary).queryByRole('link', { name: 'Phone number is required' })).toBeNull()
    expect(within(summary).getAllByRole('link').length).toBeGreaterThan(0)

    clearProblems()
    expect(form.querySelector('[data-boot-summary]')).toBeNull()
    expect(form.querySelector('[data-boot-error]')).toBeNull()
  })
})
