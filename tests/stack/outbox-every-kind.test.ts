/**
 * The one outbox (migration one_outbox) delivers every kind (notification, acknowledgement, desk
 * reply, the reviewers' notice of an answer received by e-mail, an update to a subscriber) exactly once, through the one
 * worker: after a mail outage, and after its sender is killed between the mail service accepting
 * a message and the outbox recording it sent (the window in which a message could go twice: every
 * attempt carries the same idempotency key, and the inbox drops a repeated Resend-Idempotency-Key
 * as Resend does). A status e-mail (an administrator moves an application to Interview with the
 * saved interview invitation) is a desk reply: it goes the same way and carries the record's
 * Reply-To.
 */
import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInMember } from '../support/auth-sessions'
import {
  makeCoachApplicationRow,
  makeContactSubmissionRow,
  uniqueEmail,
} from '../support/factories'
import { callDeliveryWorker, setInboxTransport, waitFor } from '../support/outbox-worker'
import { getTestStack, type TestStack } from '../support/test-stack'
import { connectStackDb } from '../support/stack-db'

let stack: TestStack
let db: pg.Client
const createdContacts: string[] = []
const createdApplications: string[] = []
let administrator: SupabaseClient | undefined

interface Mail {
  subject: string
  to: string[]
  replyTo: string | null
}

/** An administrator signed in with two-factor, as the desk sends status e-mails. */
async function signedInAdministrator(): Promise<SupabaseClient> {
  if (administrator) return administrator
  const { supabase } = await signedInMember(stack, ['admin'])
  administrator = supabase
  return supabase
}

/** One e-mail the outbox owes, and how to recognise it in the inbox. */
interface Owed {
  deliveryId: string
  address: string
  matches: (mail: Mail) => boolean
}

async function storeContact(): Promise<{ id: string; email: string; reference: string }> {
  const row = makeContactSubmissionRow({ email: uniqueEmail('every-kind') })
  const { rows } = await db.query<{ id: string; email: string; reference: string }>(
    `insert into public.contact_submissions
       (first_name, last_name, email, phone, organization_type, organization_name, subject, message)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id, email, reference`,
    [
      row.first_name,
      row.last_name,
      row.email,
      row.phone,
      row.organization_type,
      row.organization_name,
      row.subject,
      row.message,
    ],
  )
  createdContacts.push(rows[0]!.id)
  return rows[0]!
}

/** Holds every delivery of a record back, so only the one under test is ever due. */
async function holdBack(recordId: string) {
  await db.query(
    `update public.notification_deliveries set next_attempt_at = now() + interval '1 hour'
     where record_id = $1 and state = 'pending'`,
    [recordId],
  )
}

const kinds: Record<string, () => Promise<Owed>> = {
  async notification() {
    const contact = await storeContact()
    await holdBack(contact.id)
    const { rows } = await db.query<{ id: string }>(
      `select id from public.notification_deliveries where record_id = $1 and kind = 'notification'`,
      [contact.id],
    )
    return {
      deliveryId: rows[0]!.id,
      address: 'notifications@idaho-ai-alliance.local',
      matches: (mail) => mail.subject.includes(`[${contact.reference}]`),
    }
  },
  async acknowledgement() {
    const contact = await storeContact()
    await holdBack(contact.id)
    const { rows } = await db.query<{ id: string }>(
      `select id from public.notification_deliveries
       where record_id = $1 and kind = 'acknowledgement'`,
      [contact.id],
    )
    return {
      deliveryId: rows[0]!.id,
      address: contact.email,
      matches: (mail) => mail.subject.includes('we received your message'),
    }
  },
  async reply() {
    const contact = await storeContact()
    const { rows: replies } = await db.query<{ id: string }>(
      `insert into public.desk_replies (record_kind, record_id, request_id, recipient, reference, body)
       values ('contact_submission', $1, $2, $3, $4, 'Hello,\n\nHere is your answer.') returning id`,
      [contact.id, randomUUID(), contact.email, contact.reference],
    )
    await holdBack(contact.id)
    const { rows } = await db.query<{ id: string }>(
      `select id from public.notification_deliveries where kind = 'reply' and item_id = $1`,
      [replies[0]!.id],
    )
    return {
      deliveryId: rows[0]!.id,
      address: contact.email,
      matches: (mail) => mail.subject.startsWith('Your message to the Idaho AI Alliance'),
    }
  },
  async status_update() {
    const row = makeCoachApplicationRow({ email: uniqueEmail('status-update'), status: 'pending' })
    const service = createClient(stack.apiUrl, stack.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    })
    const stored = await service
      .from('coach_applications')
      .insert(row)
      .select('id, email, reference')
      .single()
    if (stored.error) throw stored.error
    const application = stored.data as { id: string; email: string; reference: string }
    createdApplications.push(application.id)
    await holdBack(application.id)
    const { rows: invitation } = await db.query<{ body: string }>(
      `select body from public.saved_replies
       where record_kind = 'coach_application' and status = 'interview'`,
    )
    const admin = await signedInAdministrator()
    const sent = await admin.rpc('send_desk_reply', {
      p_record_kind: 'coach_application',
      p_record_id: application.id,
      p_request_id: randomUUID(),
      p_body: invitation[0]!.body.replaceAll(/\{\{\w+\}\}/g, 'Ada'),
      p_status: 'interview',
    })
    if (sent.error) throw sent.error
    // The status follows the reply in the same transaction.
    const { rows: status } = await db.query<{ status: string }>(
      'select status from public.coach_applications where id = $1',
      [application.id],
    )
    expect(status[0]!.status).toBe('interview')
    await holdBack(application.id)
    const { rows } = await db.query<{ id: string }>(
      `select id from public.notification_deliveries where kind = 'reply' and item_id = $1`,
      [(sent.data as { id: string }).id],
    )
    return {
      deliveryId: rows[0]!.id,
      address: application.email,
      matches: (mail) =>
        mail.subject.startsWith('Your AI Coach application') &&
        mail.subject.includes(application.reference) &&
        /^reply\+[0-9a-f]+@/.test(mail.replyTo ?? ''),
    }
  },
  async inbound_notice() {
    const contact = await storeContact()
    await holdBack(contact.id)
    const { rows: tokens } = await db.query<{ token: string }>(
      'select token from public.record_reply_tokens where record_id = $1',
      [contact.id],
    )
    const { rows: received } = await db.query<{ outcome: { id: string } }>(
      `select public.receive_inbound_mail($1, $2, $3, 'reply@inbound', 'Re: times', 'Monday.',
         null, 'Monday.') as outcome`,
      [randomUUID(), tokens[0]!.token, contact.email],
    )
    const { rows } = await db.query<{ id: string }>(
      `select id from public.notification_deliveries where kind = 'inbound_notice' and item_id = $1`,
      [received[0]!.outcome.id],
    )
    await holdBack(contact.id)
    return {
      deliveryId: rows[0]!.id,
      address: 'notifications@idaho-ai-alliance.local',
      matches: (mail) =>
        mail.subject.includes(`New answer by e-mail`) && mail.subject.includes(contact.reference),
    }
  },
}

const createdSubscriptions: string[] = []
const createdSends: string[] = []

/**
 * An update sent from the desk, to one confirmed subscriber: the whole send is held back (other
 * tests' subscribers of the topic too), so only this one is ever made due.
 */
async function updateToOneSubscriber(): Promise<Owed> {
  const email = uniqueEmail('every-kind-update')
  const { rows: subscriptions } = await db.query<{ id: string }>(
    `insert into public.update_subscriptions (email, topics, state, confirmed_at)
     values ($1, '{news}', 'subscribed', now()) returning id`,
    [email],
  )
  const subscription = subscriptions[0]!.id
  createdSubscriptions.push(subscription)
  const sendId = randomUUID()
  const subject = `Every kind of e-mail ${sendId.slice(0, 8)}`
  await db.query(
    `insert into public.update_sends (id, subject, body, topics) values ($1, $2, 'Hello.', '{news}')`,
    [sendId, subject],
  )
  createdSends.push(sendId)
  await db.query(`select private.enqueue_update_send($1, interval '0')`, [sendId])
  const { rows } = await db.query<{ id: string }>(
    `select id from public.notification_deliveries
     where record_kind = 'update_send' and record_id = $1 and item_id = $2`,
    [sendId, subscription],
  )
  await holdBack(sendId)
  return { deliveryId: rows[0]!.id, address: email, matches: (mail) => mail.subject === subject }
}

kinds.update = updateToOneSubscriber

async function mailsOf(owed: Owed): Promise<Mail[]> {
  const response = await fetch(
    `${stack.inboxUrl}/api/messages?to=${encodeURIComponent(owed.address)}`,
  )
  return ((await response.json()) as Mail[]).filter(owed.matches)
}

async function transport(body: Record<string, boolean>) {
  const response = await setInboxTransport(stack.inboxUrl, body)
  expect(response.status).toBe(200)
}

async function duplicatesDropped(): Promise<number> {
  const response = await fetch(`${stack.inboxUrl}/api/duplicates`)
  return ((await response.json()) as { dropped: number }).dropped
}

/** The cron job's call. A run whose process is killed answers whatever the gateway makes of it. */
async function runWorker(): Promise<number> {
  const response = await callDeliveryWorker(stack.apiUrl, stack.deliverNotificationsSecret).catch(
    () => undefined,
  )
  await response?.body?.cancel()
  return response?.status ?? 0
}

async function delivery(id: string) {
  const { rows } = await db.query<{ state: string; attempts: number; last_error: string | null }>(
    'select state, attempts, last_error from public.notification_deliveries where id = $1',
    [id],
  )
  return rows[0]
}

async function makeDue(id: string) {
  await db.query(
    `update public.notification_deliveries set next_attempt_at = now() where id = $1`,
    [id],
  )
}

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack)
})

afterAll(async () => {
  await transport({ accepting: true }).catch(() => undefined)
  await db?.query('delete from public.contact_submissions where id = any($1::uuid[])', [
    createdContacts,
  ])
  await db?.query('delete from public.coach_applications where id = any($1::uuid[])', [
    createdApplications,
  ])
  await db?.query(
    `delete from public.notification_deliveries
     where record_kind = 'update_send' and record_id = any($1::uuid[])`,
    [createdSends],
  )
  await db?.query('delete from public.update_sends where id = any($1::uuid[])', [createdSends])
  await db?.query('delete from public.update_subscriptions where id = any($1::uuid[])', [
    createdSubscriptions,
  ])
  await db?.end()
})

describe.each(Object.keys(kinds))('the %s e-mail', (kind) => {
  it('goes out exactly once after a mail outage', async () => {
    const owed = await kinds[kind]!()
    await transport({ accepting: false })
    try {
      await makeDue(owed.deliveryId)
      await runWorker()
      const refused = await waitFor(
        () => delivery(owed.deliveryId),
        (row) => row?.attempts === 1 && row.state === 'pending',
      )
      expect(refused).toMatchObject({ state: 'pending', attempts: 1 })
      expect(refused?.last_error).toMatch(/not accepting mail|421/)
      expect(await mailsOf(owed)).toEqual([])
    } finally {
      await transport({ accepting: true })
    }
    await makeDue(owed.deliveryId)
    await runWorker()
    const sent = await waitFor(
      () => delivery(owed.deliveryId),
      (row) => row?.state === 'sent',
    )
    expect(sent).toMatchObject({ state: 'sent', attempts: 2, last_error: null })
    await runWorker()
    const mails = await mailsOf(owed)
    console.log(`[outbox ${kind}] outage: ${mails.length} e-mail after 2 attempts`)
    expect(mails).toHaveLength(1)
  })

  it('goes out exactly once when its sender is killed after the mail service accepted it', async () => {
    const owed = await kinds[kind]!()
    // Whatever else is due goes out first, so the next message the inbox takes is this one.
    await runWorker()
    const droppedBefore = await duplicatesDropped()
    await makeDue(owed.deliveryId)
    await transport({ accepting: true, killSenderAfterAccepting: true })
    await runWorker()
    // Accepted by the mail service, never recorded sent: the row keeps its lease.
    expect(
      await waitFor(
        () => mailsOf(owed),
        (mails) => mails.length === 1,
      ),
    ).toHaveLength(1)
    expect(await delivery(owed.deliveryId)).toMatchObject({ state: 'sending', attempts: 1 })

    // The lease runs out; the restarted worker tries again with the same idempotency key.
    await db.query(
      `update public.notification_deliveries set lease_expires_at = now() where id = $1`,
      [owed.deliveryId],
    )
    await runWorker()
    const sent = await waitFor(
      () => delivery(owed.deliveryId),
      (row) => row?.state === 'sent',
    )
    expect(sent).toMatchObject({ state: 'sent', attempts: 2 })
    const mails = await mailsOf(owed)
    const dropped = (await duplicatesDropped()) - droppedBefore
    console.log(
      `[outbox ${kind}] restart: ${mails.length} e-mail in the inbox, ${dropped} repeat dropped by idempotency key`,
    )
    expect(mails).toHaveLength(1)
    expect(dropped).toBe(1)
  })
})
