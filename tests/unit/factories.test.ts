import { allianceRegistrationFormSchema } from '@schemas/alliance-registration'
import { coachApplicationFormSchema } from '@schemas/coach-application'
import { contactFormSchema } from '@schemas/contact'
import { describe, expect, it } from 'vitest'
import {
  makeAdmin,
  makeAllianceRegistration,
  makeAllianceRegistrationRow,
  makeCoachApplication,
  makeCoachApplicationRow,
  makeContactSubmission,
  makeContactSubmissionRow,
  makeStoredCoachApplication,
  makeUser,
} from '../support/factories'

describe('test factories', () => {
  it('a made coach application is one the coach application form accepts unchanged', () => {
    const values = makeCoachApplication()
    expect(coachApplicationFormSchema.parse(values)).toEqual(values)
  })

  it('a made contact submission is one the contact form accepts unchanged', () => {
    const values = makeContactSubmission()
    expect(contactFormSchema.parse(values)).toEqual(values)
  })

  it('a made alliance registration is one the alliance form accepts unchanged', () => {
    const values = makeAllianceRegistration()
    expect(allianceRegistrationFormSchema.parse(values)).toEqual(values)
  })

  it('every made submission and person has an e-mail address of its own', () => {
    const emails = [
      makeCoachApplication().email,
      makeCoachApplication().email,
      makeContactSubmission().email,
      makeAllianceRegistration().email,
      makeUser().email,
      makeAdmin().email,
    ]
    expect(new Set(emails).size).toBe(emails.length)
    for (const email of emails) expect(email).toMatch(/@example\.test$/)
  })

  it('overrides replace the defaults', () => {
    expect(makeCoachApplication({ region: 'north' }).region).toBe('north')
    expect(makeCoachApplicationRow({ status: 'approved' }).status).toBe('approved')
    expect(makeStoredCoachApplication({ first_name: 'Mae' }).first_name).toBe('Mae')
  })

  it('rows are made in English unless a test makes them in Spanish, on every kind', () => {
    expect(makeCoachApplicationRow().language).toBe('en')
    expect(makeContactSubmissionRow({ language: 'es' }).language).toBe('es')
    expect(makeAllianceRegistrationRow({ language: 'es' }).language).toBe('es')
    expect(makeStoredCoachApplication({ language: 'es' }).language).toBe('es')
  })

  it('rows are what the forms store: snake_case columns, empty optional answers as null', () => {
    expect(makeCoachApplicationRow({}, { hasTeachingExperience: false })).toMatchObject({
      first_name: 'Ada',
      organization: 'High school teacher',
      title: 'High school teacher',
      teaching_experience: 'No',
    })
    expect(makeContactSubmissionRow()).toMatchObject({ organization_type: 'k-12' })
    expect(makeAllianceRegistrationRow()).toMatchObject({ phone: null, message: null })
  })
})
