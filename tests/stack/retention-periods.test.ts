/**
 * The privacy page and the retention job read the same periods: the months the page's copy is
 * written from (src/content/retention-periods.ts; tests/unit/retention-periods.test.ts proves the
 * page states them) equal the database's retention_periods, which the daily apply-retention job
 * deletes by.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { retentionMonths } from '../../src/content/retention-periods'
import { getTestStack, type TestStack } from '../support/test-stack'
import { connectStackDb } from '../support/stack-db'

let stack: TestStack
let db: pg.Client

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack)
})

afterAll(async () => {
  await db?.end()
})

describe('retention periods', () => {
  it('the privacy page’s months equal the retention job’s', async () => {
    const { rows } = await db.query<{ rule: string; months: number }>(
      'select rule, months from public.retention_periods order by rule',
    )
    expect(Object.fromEntries(rows.map((row) => [row.rule, row.months]))).toEqual(retentionMonths)
  })

  it('the job is scheduled daily in the database', async () => {
    const { rows } = await db.query<{ schedule: string; command: string }>(
      "select schedule, command from cron.job where jobname = 'apply-retention'",
    )
    expect(rows).toEqual([{ schedule: '17 9 * * *', command: 'select private.apply_retention()' }])
  })
})
