/**
 * References and acknowledgements against the throwaway stack, through supabase-js as the app calls
 * it: every stored submission gets a reference from the database, one draft (one idempotency key)
 * stores one record, and each stored record causes exactly two e-mails, the reviewers' notification
 * (with the reference and a link into the desk) and one acknowledgement to the address it submitted
 * (a repeat of the form within the hour combined with the earlier one), exactly once through a mail
 * outage. Subjects show a visitor's `=?...?=` literally, as the inbox's mailparser decodes them.
 */
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toContactSubmissionRow } from '../../src/features/contact/api/contact-submission-row'
import type { Database } from '../../src/lib/database.types'
import { makeContactSubmission } from '../support/factories'
import { fetchFromAddress } from '../support/fetch-from-address'
import { callDeliveryWorker, setInboxTransport } from '../support/outbox-worker'
import { getTestStack, type TestStack } from '../support/test-stack'
import { connectStackDb } from '../support/stack-db'

interface InboxMessage {
  subject: string
  to: string[]
  replyTo: string | null
  text: string
  html: string | null
}

const REFERENCE = /^CT-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/

let stack: TestStack
let db: pg.Client
let visitor: SupabaseClient<Database>

type ContactValues = ReturnType<typeof makeContactSubmission>

/** What the app does (src/features/contact/api/submit-contact.ts): store once per key, answer the reference. */
async function submit(values: ContactValues, key: string = crypto.randomUUID()) {
  const { data, error } = await visitor.rpc('submit_contact_message', {
    p_submission: toContactSubmissionRow(values),
    p_idempotency_key: key,
  })
  expect(error).toBeNull()
  const reference = (data as { reference: string }).reference
  expect(reference).toMatch(REFERENCE)
  return reference
}

/** Invokes the notification function as the app does; answers the HTTP status. */
async function notify(values: ContactValues): Promise<number> {
  const { website: _honeypot, ...payload } = values
  const { error } = await visitor.functions.invoke('send-contact-notification', { body: payload })
  if (!error) return 200
  expect(error).toBeInstanceOf(FunctionsHttpError)
  return ((error as FunctionsHttpError).context as Response).status
}

async function inbox(to?: string): Promise<InboxMessage[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : ''
  const response = await fetch(`${stack.inboxUrl}/api/messages${query}`)
  return (await response.json()) as InboxMessage[]
}

/** The messages that mention `reference` in their subject, polled until `count` are there. */
async function mailsAbout(reference: string, count: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  let found = (await inbox()).filter((message) => message.subject.includes(reference))
  while (found.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 300))
    found = (await inbox()).filter((message) => message.subject.includes(reference))
  }
  return found
}

async function setTransport(accepting: boolean) {
  const response = await setInboxTransport(stack.inboxUrl, { accepting })
  expect(await response.json()).toEqual({ accepting })
}

async function runWorker(): Promise<{ claimed: number; sent: number; failed: number }> {
  const response = await callDeliveryWorker(stack.apiUrl, stack.deliverNotificationsSecret)
  expect(response.status).toBe(200)
  return (await response.json()) as { claimed: number; sent: number; failed: number }
}

async function acknowledgements(references: string[]) {
  const { rows } = await db.query<{
    reference: string
    state: string
    attempts: number
    last_error: string | null
    skipped_reason: string | null
    recipient: string
    sent_at: Date | null
  }>(
    `select c.reference, d.state, d.attempts, d.last_error, d.skipped_reason, d.recipient, d.sent_at
     from public.notification_deliveries d join public.contact_submissions c on c.id = d.record_id
     where d.kind = 'acknowledgement' and c.reference = any($1)`,
    [references],
  )
  return rows
}

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack)
  // A client address of its own: these submissions stay out of other suites' per-network limits.
  visitor = createClient<Database>(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false },
    global: { fetch: fetchFromAddress('127.0.58.18') },
  })
})

afterAll(async () => {
  if (stack) await setTransport(true).catch(() => {})
  await db?.end()
})

describe('references and idempotent submission', () => {
  it('one idempotency key stores one record and always answers its reference', async () => {
    const values = makeContactSubmission()
    const key = crypto.randomUUID()
    const first = await submit(values, key)
    // A double click and a retry after a lost response: the same key, concurrently and later.
    const again = await Promise.all([submit(values, key), submit(values, key)])
    expect(again).toEqual([first, first])
    expect(await submit(values, key)).toBe(first)
    const { rows } = await db.query(
      'select reference from public.contact_submissions where email = $1',
      [values.email],
    )
    expect(rows).toEqual([{ reference: first }])
    // "Send another": a new key is a new record.
    expect(await submit(values)).not.toBe(first)
  })

  it('anon cannot read a reference back, choose one, or reach the outbox', async () => {
    const values = makeContactSubmission()
    await submit(values)
    const read = await visitor
      .from('contact_submissions')
      .select('reference')
      .eq('email', values.email)
    expect(read.data ?? []).toEqual([])

    const chosen = await visitor
      .from('contact_submissions')
      .insert({ ...toContactSubmissionRow(makeContactSubmission()), reference: 'CT-22222222' })
    expect(chosen.error?.code).toBe('42501')

    const deliveries = await visitor.from('notification_deliveries').select('*')
    expect(deliveries.error?.code).toBe('42501')
    for (const [fn, args] of [
      [
        'claim_acknowledgement',
        { p_record_kind: 'contact_submission', p_record_id: crypto.randomUUID() },
      ],
      ['claim_due_notifications', { p_limit: 10 }],
      [
        'record_notification_sent',
        {
          p_record_kind: 'contact_submission',
          p_record_id: crypto.randomUUID(),
          p_kind: 'acknowledgement',
        },
      ],
    ] as const) {
      const { error } = await visitor.rpc(fn, args as never)
      expect(error?.code, fn).toBe('42501')
    }
  })

  it('a submission naming its own status or reference is refused whole', async () => {
    for (const extra of [{ status: 'closed' }, { reference: 'CT-22222222' }]) {
      const values = makeContactSubmission()
      const { error } = await visitor.rpc('submit_contact_message', {
        p_submission: { ...toContactSubmissionRow(values), ...extra },
        p_idempotency_key: crypto.randomUUID(),
      })
      expect(error?.code).toBe('22023')
      const { rows } = await db.query('select 1 from public.contact_submissions where email = $1', [
        values.email,
      ])
      expect(rows).toHaveLength(0)
    }
  })
})

describe('the two e-mails of a stored record', () => {
  it('the reviewers get the reference and a desk link; the person gets an acknowledgement with the same reference', async () => {
    const values = makeContactSubmission({ firstName: 'Grace' })
    const reference = await submit(values)
    expect(await notify(values)).toBe(200)
    const mails = await mailsAbout(reference, 2)
    expect(mails).toHaveLength(2)
    const acknowledgement = mails.find((mail) => mail.to.includes(values.email))
    const notification = mails.find((mail) => !mail.to.includes(values.email))
    expect(acknowledgement?.subject).toBe(
      `Idaho AI Alliance: we received your message (${reference})`,
    )
    expect(acknowledgement?.text).toContain('Hello Grace,')
    expect(acknowledgement?.text).toContain('1-2 business days')
    expect(acknowledgement?.text).not.toContain(values.message)
    expect(acknowledgement?.text).not.toContain(values.organizationName)
    expect(acknowledgement?.replyTo).toContain('@')
    expect(acknowledgement?.replyTo).not.toContain(values.email)

    const { rows } = await db.query<{ id: string }>(
      'select id from public.contact_submissions where reference = $1',
      [reference],
    )
    expect(notification?.subject).toContain(`[${reference}]`)
    expect(notification?.text).toContain(`/admin?tab=contacts&open=${rows[0]!.id}`)

    // The browser calling again, and the worker: nothing more goes out.
    expect(await notify(values)).toBe(200)
    await runWorker()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await mailsAbout(reference, 3, 1_000)).toHaveLength(2)
  })

  it('a payload naming a stranger mails nobody: no record matches it', async () => {
    const stored = makeContactSubmission()
    await submit(stored)
    const victim = `victim-${crypto.randomUUID().slice(0, 8)}@example.org`
    expect(await notify({ ...stored, email: victim })).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await inbox(victim)).toEqual([])
  })

  it('a second message within the hour gets one combined acknowledgement naming both references', async () => {
    const first = makeContactSubmission({ firstName: 'Grace' })
    const second = makeContactSubmission({ firstName: 'Grace', email: first.email.toUpperCase() })
    const firstReference = await submit(first)
    expect(await notify(first)).toBe(200)
    const secondReference = await submit(second)
    expect(await notify(second)).toBe(200)
    // Both records reach the reviewers; the person hears about both, the second time in one e-mail.
    const [combined] = (await mailsAbout(secondReference, 2)).filter((mail) =>
      mail.to.some((to) => to.toLowerCase() === first.email),
    )
    expect(combined?.subject).toBe(
      `Idaho AI Alliance: we received your message (${secondReference}) and your earlier one (${firstReference})`,
    )
    expect(combined?.text).toContain(
      `We have received your message (${secondReference}) and your earlier one (${firstReference}).`,
    )
    const rows = await acknowledgements([firstReference, secondReference])
    expect(rows.map((row) => row.state).sort()).toEqual(['sent', 'sent'])
    const toPerson = (await inbox()).filter((mail) =>
      mail.to.some((to) => to.toLowerCase() === first.email),
    )
    expect(toPerson).toHaveLength(2)
  })

  it('a name written as an encoded-word shows literally in the subject the reviewer reads', async () => {
    const name = '=?utf-8?q?Eve=0D=0ABcc:_victim@evil.example?='
    const values = makeContactSubmission({ firstName: name })
    const reference = await submit(values)
    expect(await notify(values)).toBe(200)
    const [notification] = (await mailsAbout(reference, 2)).filter(
      (mail) => !mail.to.includes(values.email),
    )
    expect(notification?.subject).toContain(`from ${name} ${values.lastName}`)
    expect(notification?.subject).not.toMatch(/[\r\n]/)
    expect(await inbox('victim@evil.example')).toEqual([])
  })
})

describe('acknowledgements through a mail outage', () => {
  it('stay pending with the error, then go out exactly once each after recovery', async () => {
    const people = Array.from({ length: 5 }, () => makeContactSubmission())
    const references: string[] = []
    await setTransport(false)
    try {
      for (const values of people) {
        references.push(await submit(values))
        expect(await notify(values)).toBe(502)
      }
      const pending = await acknowledgements(references)
      expect(pending).toHaveLength(5)
      for (const row of pending) {
        expect(row.state).toBe('pending')
        expect(row.attempts).toBe(1)
        expect(row.last_error).toMatch(/not accepting mail|421/)
      }
    } finally {
      await setTransport(true)
    }
    const recovered = Date.now()
    // The retries are made due now (an operator who knows the relay is back), then the worker runs
    // as the schedule would within the minute.
    await db.query(
      `update public.notification_deliveries d set next_attempt_at = now()
       from public.contact_submissions c
       where c.id = d.record_id and c.reference = any($1) and d.state = 'pending'`,
      [references],
    )
    await runWorker()
    let rows = await acknowledgements(references)
    while (rows.some((row) => row.state !== 'sent') && Date.now() - recovered < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      rows = await acknowledgements(references)
    }
    expect(rows.map((row) => row.state)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent'])
    const lastSent = Math.max(...rows.map((row) => row.sent_at!.getTime()))
    const counts = await Promise.all(
      people.map(async (values) => (await inbox(values.email)).length),
    )
    console.log(
      `acknowledgement outage: ${counts.reduce((sum, count) => sum + count, 0)} acknowledgements for ${people.length} records, the last ${lastSent - recovered} ms after recovery`,
    )
    expect(counts).toEqual([1, 1, 1, 1, 1])

    expect((await runWorker()).sent).toBe(0)
    for (const values of people) expect(await notify(values)).toBe(200)
    const after = await Promise.all(
      people.map(async (values) => (await inbox(values.email)).length),
    )
    expect(after).toEqual([1, 1, 1, 1, 1])
  }, 120_000)
})
