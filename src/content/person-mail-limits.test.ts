import { describe, expect, it } from 'vitest'
import { limitName, limitOnDesk, personalLimitsInWords } from './person-mail-limits'
import { submissionConfirmation } from './submission-confirmation'

describe('the limits on e-mail to a person, in words', () => {
  it('names each limit on the desk with its figures', () => {
    expect(limitOnDesk('network')).toBe('the per-network limit (20 an hour and 60 a day)')
    expect(limitOnDesk('project_day')).toBe('a day’s ceiling')
    expect(limitName('mailbox')).toBe('the per-person limit')
    expect(limitOnDesk('something new')).toBe('another limit')
  })

  it('tells the visitor the hourly and daily limits, not only a day', () => {
    const hint = submissionConfirmation.coach_application.referenceHintNoEmail
    expect(personalLimitsInWords()).toBe(
      'at most 3 an hour and 10 a day to one address, and 20 an hour and 60 a day from one network',
    )
    expect(hint).toContain(personalLimitsInWords())
    expect(hint).not.toMatch(/as we send in a day/)
  })
})
