/**
 * The notification outbox end to end, against the throwaway stack: every stored submission is
 * mailed exactly once, whether or not the visitor's browser calls the function after its insert,
 * through a mail outage; a payload that was never stored is mailed never.
 *
 * The visitor does what the app does (src/features/<form>/api/submit-*.ts): insert with the anon
 * key, then invoke the notification function with the spec §7 payload. The worker runs on the
 * stack's default schedule (pg_cron's '* * * * *' stand-in); the outage test also calls it
 * directly, with the service-role key, as the cron job does.
 */
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  makeAllianceRegistration,
  makeAllianceRegistrationRow,
  makeCoachApplication,
  makeCoachApplicationRow,
  makeContactSubmission,
  makeContactSubmissionRow,
} from '../support/factories'
import { fetchFromAddress } from '../support/fetch-from-address'
import { callDeliveryWorker, setInboxTransport, waitFor } from '../support/outbox-worker'
import { getTestStack, type TestStack } from '../support/test-stack'
import { connectStackDb } from '../support/stack-db'

interface InboxMessage {
  subject: string
  to: string[]
}

interface Submission {
  table: 'coach_applications' | 'contact_submissions' | 'alliance_registrations'
  fn: string
  row: Record<string, unknown>
  payload: Record<string, unknown>
  /** Text only this submission's e-mail subject contains. */
  marker: string
}

const run = crypto.randomUUID().slice(0, 6)

let stack: TestStack
let db: pg.Client
let visitor: SupabaseClient

/** A submission of the given form, as the app would store and announce it. */
function submission(kind: number, marker: string): Submission {
  const lastName = marker
  if (kind % 3 === 0) {
    const values = makeContactSubmission({ lastName })
    const { website: _honeypot, ...payload } = values
    return {
      table: 'contact_submissions',
      fn: 'send-contact-notification',
      row: makeContactSubmissionRow({}, values),
      payload,
      marker,
    }
  }
  if (kind % 3 === 1) {
    const values = makeCoachApplication({ lastName })
    const { website: _honeypot, agreeToTerms: _agreed, ...payload } = values
    return {
      table: 'coach_applications',
      fn: 'send-coach-application-notification',
      row: makeCoachApplicationRow({}, values),
      payload,
      marker,
    }
  }
  const values = makeAllianceRegistration({ lastName })
  const { website: _honeypot, ...payload } = values
  return {
    table: 'alliance_registrations',
    fn: 'send-alliance-notification',
    row: makeAllianceRegistrationRow({}, values),
    payload,
    marker,
  }
}

/** Inserts the row with the anon key and returns its id (read back as the superuser). */
async function store(item: Submission): Promise<string> {
  const { error } = await visitor.from(item.table).insert(item.row)
  expect(error, item.marker).toBeNull()
  const { rows } = await db.query<{ id: string }>(
    `select id from public.${item.table} where email = $1`,
    [item.row.email],
  )
  expect(rows).toHaveLength(1)
  return rows[0]!.id
}

/** Invokes the function as the app does and returns the HTTP status. */
async function notify(item: Submission): Promise<number> {
  const { error } = await visitor.functions.invoke(item.fn, { body: item.payload })
  if (!error) return 200
  expect(error).toBeInstanceOf(FunctionsHttpError)
  return ((error as FunctionsHttpError).context as Response).status
}

async function inbox(): Promise<InboxMessage[]> {
  const response = await fetch(`${stack.inboxUrl}/api/messages`)
  return (await response.json()) as InboxMessage[]
}

async function mailsFor(markers: string[]): Promise<Map<string, number>> {
  const counts = new Map(markers.map((marker) => [marker, 0]))
  for (const message of await inbox()) {
    for (const marker of markers) {
      if (message.subject.includes(marker)) counts.set(marker, (counts.get(marker) ?? 0) + 1)
    }
  }
  return counts
}

async function setTransport(accepting: boolean) {
  const response = await setInboxTransport(stack.inboxUrl, { accepting })
  expect(await response.json()).toEqual({ accepting })
}

/** What the cron job does: POST to deliver-notifications with the service-role key. */
async function runWorker(): Promise<{ claimed: number; sent: number; failed: number }> {
  const response = await callDeliveryWorker(stack.apiUrl, stack.deliverNotificationsSecret)
  expect(response.status).toBe(200)
  return (await response.json()) as { claimed: number; sent: number; failed: number }
}

interface DeliveryRow {
  record_id: string
  state: string
  attempts: number
  last_error: string | null
  created_at: Date
  sent_at: Date | null
}

async function deliveries(ids: string[]): Promise<DeliveryRow[]> {
  const { rows } = await db.query<DeliveryRow>(
    `select record_id, state, attempts, last_error, created_at, sent_at
     from public.notification_deliveries
     where record_id = any($1::uuid[]) and kind = 'notification'`,
    [ids],
  )
  return rows
}

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack)
  // A client address of its own: these inserts stay out of other suites' per-network limits.
  visitor = createClient(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false },
    global: { fetch: fetchFromAddress('127.0.57.21') },
  })
})

afterAll(async () => {
  if (stack) await setTransport(true).catch(() => {})
  await db?.end()
})

describe('the outbox', () => {
  it('every insert gets one pending delivery, due after the fast path’s head start', async () => {
    const item = submission(0, `Pending${run}`)
    const id = await store(item)
    const { rows } = await db.query<{ state: string; attempts: number; head_start: number }>(
      `select state, attempts, extract(epoch from next_attempt_at - created_at)::int as head_start
       from public.notification_deliveries
       where record_kind = 'contact_submission' and record_id = $1 and kind = 'notification'`,
      [id],
    )
    expect(rows).toEqual([{ state: 'pending', attempts: 0, head_start: 20 }])
    expect(await notify(item)).toBe(200)
  })

  it('a payload that was never stored gets 200, as a stored one does, and no e-mail', async () => {
    const items = [0, 1, 2].map((kind) => submission(kind, `Never${run}k${kind}`))
    for (const item of items) expect(await notify(item), item.fn).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const counts = await mailsFor(items.map((item) => item.marker))
    expect([...counts.values()]).toEqual([0, 0, 0])
  })

  it('a stored row whose client never called the function is mailed once by the default schedule within 2 minutes', async () => {
    const item = submission(1, `Silent${run}`)
    const id = await store(item)
    const [delivered] = await waitFor(
      () => deliveries([id]),
      (rows) => rows[0]?.state === 'sent',
      150_000,
    )
    expect(delivered?.state).toBe('sent')
    const waitedMs = delivered!.sent_at!.getTime() - delivered!.created_at.getTime()
    console.log(`never-called submission mailed by the schedule after ${waitedMs} ms`)
    expect(waitedMs).toBeLessThan(120_000)
    const counts = await waitFor(
      () => mailsFor([item.marker]),
      (found) => found.get(item.marker) === 1,
      5_000,
    )
    expect(counts.get(item.marker)).toBe(1)
    // The visitor's late call finds the row notified already: no second e-mail.
    expect(await notify(item)).toBe(200)
    expect((await mailsFor([item.marker])).get(item.marker)).toBe(1)
  }, 200_000)

  it('through a mail outage, 20 stored submissions are kept pending and then mailed exactly once each', async () => {
    const items = Array.from({ length: 20 }, (_, index) =>
      submission(index, `Outage${run}n${index}x`),
    )
    const markers = items.map((item) => item.marker)
    await setTransport(false)
    const ids: string[] = []
    try {
      for (const item of items) {
        ids.push(await store(item))
        // The fast path claims the row, cannot send, records the failure and says so.
        expect(await notify(item), item.marker).toBe(502)
      }
      expect([...(await mailsFor(markers)).values()].every((count) => count === 0)).toBe(true)
      const pending = await deliveries(ids)
      expect(pending).toHaveLength(20)
      for (const row of pending) {
        expect(row.state).toBe('pending')
        expect(row.attempts).toBeGreaterThanOrEqual(1)
        expect(row.last_error).toMatch(/not accepting mail|421/)
      }
    } finally {
      await setTransport(true)
    }

    // An operator who knows the relay is back makes the retries due now, instead of waiting out
    // the back-off; then the worker runs (the schedule would do the same within the minute).
    await db.query(
      `update public.notification_deliveries set next_attempt_at = now()
         where record_id = any($1::uuid[]) and state = 'pending'`,
      [ids],
    )
    await runWorker()
    const sent = await waitFor(
      () => deliveries(ids),
      (rows) => rows.every((row) => row.state === 'sent'),
      60_000,
    )
    expect(sent.filter((row) => row.state === 'sent')).toHaveLength(20)

    const counts = await waitFor(
      () => mailsFor(markers),
      (found) => [...found.values()].every((count) => count === 1),
      10_000,
    )
    const delivered = [...counts.values()].reduce((sum, count) => sum + count, 0)
    console.log(`outage test: ${delivered} e-mails for ${items.length} stored submissions`)
    expect(Object.fromEntries(counts)).toEqual(
      Object.fromEntries(markers.map((marker) => [marker, 1])),
    )

    // The visitors' browsers (or anyone) calling again, and another worker run: no duplicates.
    for (const item of items) expect(await notify(item), item.marker).toBe(200)
    expect((await runWorker()).sent).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(Object.fromEntries(await mailsFor(markers))).toEqual(
      Object.fromEntries(markers.map((marker) => [marker, 1])),
    )
  }, 120_000)

  it('the worker refuses a caller without DELIVER_NOTIFICATIONS_SECRET, even with the service-role key', async () => {
    for (const key of [stack.anonKey, 'not-a-key', stack.serviceRoleKey, stack.secretKey]) {
      const response = await fetch(`${stack.apiUrl}/functions/v1/deliver-notifications`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}` },
      })
      expect(response.status).toBe(401)
      await response.body?.cancel()
    }
  })

  it('the migration scheduled deliver-notifications every minute with the worker secret from Vault, and no Supabase key is in Vault', async () => {
    const { rows } = await db.query<{ schedule: string; command: string }>(
      `select schedule, command from cron.job where jobname = 'deliver-notifications'`,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]?.schedule).toBe('* * * * *')
    expect(rows[0]?.command).toContain('/functions/v1/deliver-notifications')
    expect(rows[0]?.command).toContain(`where name = 'deliver_notifications_secret'`)
    const secrets = await db.query<{ name: string; decrypted_secret: string }>(
      `select name, decrypted_secret from vault.decrypted_secrets order by name`,
    )
    expect(secrets.rows).toEqual([
      { name: 'deliver_notifications_secret', decrypted_secret: stack.deliverNotificationsSecret },
      { name: 'project_url', decrypted_secret: stack.apiUrl },
    ])
    const keys = [stack.anonKey, stack.serviceRoleKey, stack.publishableKey, stack.secretKey]
    expect(secrets.rows.some((row) => keys.includes(row.decrypted_secret))).toBe(false)
  })
})
