import { describe, expect, it } from 'vitest'
import privacyPolicy from '@/content/page-seeds/privacy-policy'
import { retentionMonths } from '@/content/retention-periods'

// The database side (retention_periods equals these months) is tests/stack/retention-periods.test.ts.
describe('the privacy policy’s retention periods', () => {
  const retention = privacyPolicy.find((block) => block.id === 'retention-list')
  const list: readonly string[] = retention?.kind === 'list' ? retention.items : []

  it('states each period the retention job deletes by', () => {
    expect(list).toContain(
      `AI Coach applications that are not accepted: ${retentionMonths.coach_application_not_accepted} months after our decision, so that we can consider you for later training groups; you can ask us to delete yours sooner.`,
    )
    expect(list).toContain(
      `Contact messages: ${retentionMonths.contact_submission} months after our last reply.`,
    )
    expect(list).toContain(
      `Alliance registrations: until you ask us to remove your organization, or ${retentionMonths.alliance_registration} months after our last contact.`,
    )
  })
})
