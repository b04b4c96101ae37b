import { describe, expect, it } from 'vitest'
import {
  makeAllianceRegistration,
  makeCoachApplication,
  makeContactSubmission,
} from '../support/factories'
import { allianceRegistrationFormSchema } from '@schemas/alliance-registration'
import { coachApplicationFormSchema } from '@schemas/coach-application'
import { contactFormSchema } from '@schemas/contact'
import { hasVisibleText } from '@schemas/fields'

/** Values made only of what a reader cannot see, which must not pass as an answer. */
const INVISIBLE_ONLY = {
  'a zero-width space': '\u200b',
  'zero-width joiners and non-joiners': '\u200d\u200c\u200d',
  'bidi controls': '\u202e\u2066\u2069\u200f\u200e',
  'a word joiner and a byte order mark': '\u2060\ufeff',
  'C0 control characters': '\u0001\u0007\u001b',
  'invisible characters between spaces': ' \u200b \u00ad ',
} as const

function messagesFor(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message)
}

describe('the invisible-character rule', () => {
  it.each(Object.entries(INVISIBLE_ONLY))('%s is not visible text', (_, value) => {
    expect(hasVisibleText(value)).toBe(false)
  })

  it('keeps text with one visible character, including one joined by invisible ones', () => {
    expect(hasVisibleText('A')).toBe(true)
    expect(hasVisibleText('\u200bJo\u200dsé\u200b')).toBe(true)
    expect(hasVisibleText('👩\u200d💻')).toBe(true)
  })

  it.each(Object.entries(INVISIBLE_ONLY))(
    'a contact form whose required values are %s shows each field as empty',
    (_, value) => {
      const result = contactFormSchema.safeParse(
        makeContactSubmission({
          firstName: value,
          lastName: value,
          organizationName: value,
          phone: value.repeat(10),
          message: value.repeat(10),
        }),
      )
      expect(result.success).toBe(false)
      expect(messagesFor(result, 'firstName')).toContain('First name is required')
      expect(messagesFor(result, 'lastName')).toContain('Last name is required')
      expect(messagesFor(result, 'organizationName')).toContain('Organization name is required')
      expect(messagesFor(result, 'phone')).toContain('Phone number is required')
      expect(messagesFor(result, 'message')).toContain('Message must be at least 10 characters')
    },
  )

  it('an application with an invisible first name, city, occupation or long answer is refused with the empty-field messages', () => {
    const result = coachApplicationFormSchema.safeParse(
      makeCoachApplication({
        firstName: '\u200b',
        lastName: '\u2066\u2069',
        city: '\u200c',
        currentOccupation: '\u0002',
        phone: '\u200b'.repeat(12),
        whyAICoach: '\u200b'.repeat(60),
        relevantExperience: '\u202e'.repeat(60),
      }),
    )
    expect(result.success).toBe(false)
    expect(messagesFor(result, 'firstName')).toContain('First name is required')
    expect(messagesFor(result, 'lastName')).toContain('Last name is required')
    expect(messagesFor(result, 'city')).toContain('City is required')
    expect(messagesFor(result, 'currentOccupation')).toContain('Current occupation is required')
    expect(messagesFor(result, 'phone')).toContain('Phone number must be at least 10 digits')
    expect(messagesFor(result, 'whyAICoach')).toContain('Please provide at least 50 characters')
    expect(messagesFor(result, 'relevantExperience')).toContain(
      'Please provide at least 50 characters',
    )
  })

  it('an alliance registration with an invisible organization, title or optional phone is refused', () => {
    const result = allianceRegistrationFormSchema.safeParse(
      makeAllianceRegistration({
        organization: '\u200b',
        title: '\u200d',
        phone: '\u200b'.repeat(10),
      }),
    )
    expect(result.success).toBe(false)
    expect(messagesFor(result, 'organization')).toContain('Organization is required')
    expect(messagesFor(result, 'title')).toContain('Title or role is required')
    expect(messagesFor(result, 'phone')).toContain('Phone number must be at least 10 digits')
  })

  it('still accepts the factories’ valid submissions and an empty optional phone', () => {
    expect(contactFormSchema.safeParse(makeContactSubmission()).success).toBe(true)
    expect(coachApplicationFormSchema.safeParse(makeCoachApplication()).success).toBe(true)
    expect(
      allianceRegistrationFormSchema.safeParse(makeAllianceRegistration({ phone: '' })).success,
    ).toBe(true)
  })
})
