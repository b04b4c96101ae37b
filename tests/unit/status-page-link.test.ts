import { describe, expect, it } from 'vitest'
import { paths } from '@/config/paths'
import {
  renderAcknowledgement,
  STATUS_PAGE_PATH,
} from '../../supabase/functions/_shared/acknowledgement'

describe('the acknowledgement links to the status page', () => {
  it('names the route the site serves', () => {
    expect(STATUS_PAGE_PATH).toBe(paths.applicationStatus)
  })

  it('carries the link in the HTML and the text part', () => {
    const { email } = renderAcknowledgement(
      'coach_application',
      { email: 'ada@example.org', reference: 'CA-7K2M9QXD', first_name: 'Ada' },
      { replyTo: 'hello@example.org', siteUrl: 'https://idahoaialliance.org' },
    )
    const link = 'https://idahoaialliance.org/application-status'
    expect(email.text).toContain(link)
    expect(email.html).toContain(`href="${link}"`)
  })
})
