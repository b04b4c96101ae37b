/**
 * The limits on e-mail to a person are described once for the visitor's confirmation panel and the
 * desk's mail health (src/content/person-mail-limits.ts), and decided by the database
 * (private.person_mail_limits). This fails when the per-address and per-network figures the two
 * sentences give are not the ones the database applies, and when the desk and the visitor name
 * different figures. (The project's own limits are named without figures: the desk shows the
 * database's reason beside them.)
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  limitOnDesk,
  personalLimitsInWords,
  personMailLimits,
} from '../../src/content/person-mail-limits'
import { confirmationsFrom } from '../../src/content/submission-confirmation-copy'
import { defaultSiteMessages } from '../../supabase/functions/_shared/schemas/site-messages-defaults'
import { connectStackDb } from '../support/stack-db'
import { getTestStack } from '../support/test-stack'

let db: pg.Client

beforeAll(async () => {
  db = await connectStackDb(await getTestStack(), { asSuperuser: true })
})
afterAll(async () => {
  await db?.end()
})

describe('the words for the limits on e-mail to a person', () => {
  it('give the figures the database applies', async () => {
    const { rows } = await db.query<Record<string, number>>(
      `select mailbox_per_hour, mailbox_per_day, network_per_hour, network_per_day
         from private.person_mail_limits`,
    )
    expect(rows).toHaveLength(1)
    expect({
      mailbox_per_hour: personMailLimits.mailbox.perHour,
      mailbox_per_day: personMailLimits.mailbox.perDay,
      network_per_hour: personMailLimits.network.perHour,
      network_per_day: personMailLimits.network.perDay,
    }).toEqual(rows[0])
  })

  it('are the same on the confirmation panel and in mail health', () => {
    const visitor = confirmationsFrom(defaultSiteMessages).contact_submission.referenceHintNoEmail
    expect(visitor).toContain(personalLimitsInWords())
    for (const key of ['mailbox', 'network'] as const) {
      const figures = /\(([^)]*)\)$/.exec(limitOnDesk(key))?.[1]
      expect(figures).toBeTruthy()
      expect(visitor).toContain(figures)
    }
  })
})
