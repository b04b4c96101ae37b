import { describe, expect, it } from 'vitest'
import { paths } from '@/config/paths'
import { STATUS_PAGE_PATH } from '@schemas/next-steps'

describe('the acknowledgement links to the status page', () => {
  it('names the route the site serves', () => {
    expect(STATUS_PAGE_PATH).toBe(paths.applicationStatus)
  })
})
