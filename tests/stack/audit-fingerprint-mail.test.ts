/**
 * The audit log's newest fingerprint goes to the administrators once a day, so a rewritten log
 * is noticed (migration 20251101000000_platform.sql, supabase/functions/_shared/
 * audit-fingerprint.ts): the delivery worker mails it, the database notes what it mailed, and
 * entries deleted from the end of the log afterwards are reported by the chain check.
 */
import type pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { callDeliveryWorker, waitFor } from '../support/outbox-worker'
import { connectStackDb } from '../support/stack-db'
import { mailsTo } from '../support/stack-inbox'
import { getTestStack, type TestStack } from '../support/test-stack'

let stack: TestStack
let db: pg.Client

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack, { asSuperuser: true })
})

afterAll(async () => {
  // The cut log links again without the fingerprint that gives it away: other suites sharing the
  // stack read an intact chain.
  await db?.query('delete from private.audit_fingerprint_mails')
  await db?.end()
})

it('the worker mails the newest fingerprint to the administrators once a day, and a log cut short after it reads broken', async () => {
  const admin = stack.admin?.email
  expect(admin).toBeTruthy()
  // The entry first, then today's claim cleared: any worker that claims after this sees it.
  const { rows: newest } = await db.query<{ id: string }>(
    `insert into public.audit_log (actor_role, action) values ('postgres', 'settings_changed')
     returning id::text`,
  )
  await db.query('delete from private.audit_fingerprint_mails')

  const first = await callDeliveryWorker(stack.apiUrl, stack.deliverNotificationsSecret)
  expect(first.status).toBe(200)
  // This call mails the day's fingerprint, unless the scheduled worker (every minute, the same
  // function) claimed it first while this call worked through the outbox: either way exactly one
  // is mailed. What was mailed is the log's newest entry when the worker claimed it: ours, or one
  // another suite sharing the stack wrote after ours (its hash is then the one mailed, and held).
  const { rows: mailed } = await waitFor(
    () =>
      db.query<{ entry_id: string; hash: string; held: boolean }>(
        `select m.entry_id::text, m.hash,
                exists (select 1 from public.audit_log a where a.id = m.entry_id and a.hash = m.hash) as held
           from private.audit_fingerprint_mails m
          where m.mailed_at is not null order by m.id desc`,
      ),
    (result) => result.rows.length > 0,
    70_000,
  )
  expect(mailed).toHaveLength(1)
  expect(BigInt(mailed[0]!.entry_id)).toBeGreaterThanOrEqual(BigInt(newest[0]!.id))
  expect(mailed[0]!.held).toBe(true)
  const mails = await waitFor(
    async () => await mailsTo(stack, admin!, 'audit-fingerprint'),
    (found) => found.some((mail) => mail.text.includes(mailed[0]!.hash)),
  )
  expect(mails.some((mail) => mail.text.includes(mailed[0]!.hash))).toBe(true)

  // One a day: the next run mails nothing.
  const second = await callDeliveryWorker(stack.apiUrl, stack.deliverNotificationsSecret)
  expect(await second.json()).not.toHaveProperty('auditFingerprint')

  // The owner cuts the log short behind the append-only trigger's back.
  await db.query('alter table public.audit_log disable trigger audit_log_append_only')
  await db.query('delete from public.audit_log where id >= $1', [newest[0]!.id])
  await db.query('alter table public.audit_log enable trigger audit_log_append_only')
  const { rows: chain } = await db.query<{ first_broken_id: string | null }>(
    'select first_broken_id::text from public.audit_log_chain()',
  )
  expect(chain[0]?.first_broken_id).toBe(mailed[0]!.entry_id)
})
