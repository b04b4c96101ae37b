import { describe, expect, it } from 'vitest'
import { toAllianceRegistrationRow } from '@/features/alliance/api/alliance-registration-row'
import {
  toCoachApplicationPayload,
  toCoachApplicationRow,
} from '@/features/coach-application/api/coach-application-row'
import { toContactSubmissionRow } from '@/features/contact/api/contact-submission-row'
import {
  allianceKind,
  coachApplicationKind,
  contactKind,
} from '../../supabase/functions/_shared/notification-kinds.ts'
import {
  makeAllianceRegistration,
  makeCoachApplication,
  makeContactSubmission,
} from '../support/factories'

/*
 * The notification functions find the stored row to mail by mapping the payload to columns the
 * way the app's insert does. If the two mappings drift apart, no payload matches its row and every
 * e-mail waits for the scheduled worker; these tests catch that before it ships.
 */
describe('the functions map a payload to the row the app stores', () => {
  it('coach applications, with and without teaching experience', () => {
    for (const hasTeachingExperience of [true, false]) {
      const payload = toCoachApplicationPayload(makeCoachApplication({ hasTeachingExperience }))
      expect(coachApplicationKind.toRow(coachApplicationKind.schema.parse(payload))).toEqual(
        toCoachApplicationRow(payload),
      )
    }
  })

  it('contact messages', () => {
    const { website: _honeypot, ...payload } = makeContactSubmission()
    expect(contactKind.toRow(contactKind.schema.parse(payload))).toEqual(
      toContactSubmissionRow(makeContactSubmission(payload)),
    )
  })

  it('alliance registrations, with the optional phone and message empty or given', () => {
    for (const optional of [
      { phone: '', message: '' },
      { phone: '208-555-0199', message: 'We host a monthly AI meetup.' },
    ]) {
      const values = makeAllianceRegistration(optional)
      const { website: _honeypot, ...payload } = values
      expect(allianceKind.toRow(allianceKind.schema.parse(payload))).toEqual(
        toAllianceRegistrationRow(values),
      )
    }
  })

  it('the worker renders a stored row back into the payload it came from', () => {
    const payload = toCoachApplicationPayload(makeCoachApplication())
    const { website: _honeypot, ...withoutHoneypot } = payload
    expect(coachApplicationKind.fromRow(toCoachApplicationRow(payload))).toEqual(withoutHoneypot)
    const values = makeAllianceRegistration({ phone: '', message: '' })
    const { website: _alliance, ...alliancePayload } = values
    expect(allianceKind.fromRow(toAllianceRegistrationRow(values))).toEqual(alliancePayload)
  })
})
