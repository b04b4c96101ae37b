import { describe, expect, it } from 'vitest'
import { toAllianceRegistrationRow } from '@/features/alliance/api/alliance-registration-row'
import { allianceRegistrationFormSchema } from '@schemas/alliance-registration'

describe('toAllianceRegistrationRow', () => {
  it('stores an empty optional phone and message as null and trims every value', () => {
    const values = allianceRegistrationFormSchema.parse({
      firstName: '  Sam ',
      lastName: 'Nguyen',
      email: ' sam@example.org ',
      phone: '   ',
      organization: ' Chamber ',
      organizationType: 'chamber',
      title: 'Director',
      interests: ['trainer'],
      message: '  ',
      website: '',
    })
    expect(toAllianceRegistrationRow(values)).toEqual({
      first_name: 'Sam',
      last_name: 'Nguyen',
      email: 'sam@example.org',
      phone: null,
      organization: 'Chamber',
      organization_type: 'chamber',
      title: 'Director',
      interests: ['trainer'],
      message: null,
    })
  })
})
