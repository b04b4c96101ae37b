/**
 * Replies from the desk, saved replies and notification routing, through @supabase/supabase-js
 * against the throwaway stack: only admins read or write them, a reply can only go to the record's
 * own address, sending sets the status in the same action, routes are validated and resolved for
 * the senders, and a reply queued during a mail outage goes out exactly once after recovery.
 */
import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeContactSubmissionRow, uniqueEmail } from '../support/factories'
import { signedInMember, signedInUser } from '../support/auth-sessions'
import { callDeliveryWorker, setInboxTransport } from '../support/outbox-worker'
import { getTestStack, type TestStack } from '../support/test-stack'
import { connectStackDb } from '../support/stack-db'

let stack: TestStack
let db: pg.Client
let service: SupabaseClient
let anon: SupabaseClient
let member: SupabaseClient
let admin: SupabaseClient
let adminId: string
let contactId: string
let contactEmail: string
const createdContacts: string[] = []

function client(key = stack.anonKey): SupabaseClient {
  return createClient(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}

/** A signed-in user of this file: a confirmed account (sign-up now waits for the e-mailed link). */
async function signedIn(): Promise<{ supabase: SupabaseClient; id: string }> {
  const { supabase, id } = await signedInUser(stack)
  return { supabase, id }
}

async function storeContact(overrides: Record<string, unknown> = {}): Promise<{
  id: string
  email: string
}> {
  const row = makeContactSubmissionRow(overrides)
  const { data, error } = await service.from('contact_submissions').insert(row).select('id, email')
  if (error) throw error
  const stored = (data as { id: string; email: string }[])[0]!
  createdContacts.push(stored.id)
  return stored
}

async function inboxFor(address: string): Promise<{ subject: string; to: string[] }[]> {
  const response = await fetch(`${stack.inboxUrl}/api/messages?to=${encodeURIComponent(address)}`)
  return (await response.json()) as { subject: string; to: string[] }[]
}

async function setTransport(accepting: boolean) {
  const response = await setInboxTransport(stack.inboxUrl, { accepting })
  expect(await response.json()).toEqual({ accepting })
}

/** What the cron job does every minute. */
async function runWorker(): Promise<{
  replies?: { claimed: number; sent: number; failed: number }
}> {
  const response = await callDeliveryWorker(stack.apiUrl, stack.deliverNotificationsSecret)
  expect(response.status).toBe(200)
  return (await response.json()) as { replies?: { claimed: number; sent: number; failed: number } }
}

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack)
  service = client(stack.serviceRoleKey)
  anon = client()
  ;({ supabase: member } = await signedIn())
  // The desk's data needs a two-factor session (migration desk_two_factor).
  ;({ supabase: admin, id: adminId } = await signedInMember(stack, ['admin']))
  ;({ id: contactId, email: contactEmail } = await storeContact())
})

afterAll(async () => {
  await setTransport(true).catch(() => undefined)
  await db?.query('delete from public.desk_replies where record_id = any($1::uuid[])', [
    createdContacts,
  ])
  await db?.query(`delete from public.notification_routes where recipients[1] like '%@routes.test'`)
  await service?.from('contact_submissions').delete().in('id', createdContacts)
  await service?.from('user_roles').delete().eq('user_id', adminId)
  await db?.end()
})

describe.each([
  ['an anonymous visitor', () => anon],
  ['a signed-in non-admin', () => member],
])('%s', (_who, who) => {
  it('cannot read saved replies, routes or replies', async () => {
    for (const table of ['saved_replies', 'notification_routes', 'desk_replies']) {
      const { data } = await who().from(table).select('*')
      expect(data ?? [], table).toEqual([])
    }
  })

  it('cannot add a saved reply or a route', async () => {
    const saved = await who()
      .from('saved_replies')
      .insert({ record_kind: 'contact_submission', title: `Sneaky ${randomUUID()}`, body: 'Hi' })
    expect(saved.error).not.toBeNull()
    const route = await who()
      .from('notification_routes')
      .insert({ record_kind: 'coach_application', recipients: ['thief@evil.example'] })
    expect(route.error).not.toBeNull()
  })

  it('cannot send a reply, write one directly or retry one', async () => {
    const sent = await who().rpc('send_desk_reply', {
      p_record_kind: 'contact_submission',
      p_record_id: contactId,
      p_request_id: randomUUID(),
      p_body: 'Buy cheap pills',
    })
    expect(sent.error).not.toBeNull()
    const direct = await who().from('desk_replies').insert({
      record_kind: 'contact_submission',
      record_id: contactId,
      request_id: randomUUID(),
      recipient: 'victim@example.org',
      body: 'Buy cheap pills',
    })
    expect(direct.error).not.toBeNull()
    const { rows } = await db.query(
      'select count(*)::int as n from public.desk_replies where record_id = $1',
      [contactId],
    )
    expect(rows[0].n).toBe(0)
  })

  it('cannot run the senders’ RPCs', async () => {
    for (const [name, args] of [
      ['claim_due_notifications', { p_limit: 1 }],
      ['notification_recipients', { p_record_kind: 'contact_submission', p_record_id: contactId }],
      ['record_delivery_sent', { p_delivery_id: randomUUID() }],
      ['record_delivery_failure', { p_delivery_id: randomUUID(), p_error: 'x' }],
    ] as const) {
      const { error } = await who().rpc(name, args)
      expect(error, name).not.toBeNull()
    }
  })
})

describe('an admin', () => {
  it('reads the seeded saved replies of every form', async () => {
    const { data, error } = await admin.from('saved_replies').select('record_kind, title')
    expect(error).toBeNull()
    const kinds = new Set((data ?? []).map((row) => row.record_kind))
    expect(kinds).toEqual(
      new Set(['coach_application', 'contact_submission', 'alliance_registration']),
    )
    expect((data ?? []).map((row) => row.title)).toContain(
      'Invitation to a 30-minute video interview',
    )
  })

  it('creates, edits and deletes a saved reply', async () => {
    const title = `Test reply ${randomUUID()}`
    const created = await admin
      .from('saved_replies')
      .insert({ record_kind: 'alliance_registration', title, body: 'Hello {{first_name}}' })
      .select('id')
      .single()
    expect(created.error).toBeNull()
    const id = (created.data as { id: string }).id
    const edited = await admin
      .from('saved_replies')
      .update({ body: 'Hi {{first_name}}' })
      .eq('id', id)
      .select('body')
    expect(edited.data).toEqual([{ body: 'Hi {{first_name}}' }])
    const removed = await admin.from('saved_replies').delete().eq('id', id).select('id')
    expect(removed.data).toEqual([{ id }])
  })

  it('sends a reply to the record’s own address and sets the status in the same action', async () => {
    const requestId = randomUUID()
    const { data, error } = await admin.rpc('send_desk_reply', {
      p_record_kind: 'contact_submission',
      p_record_id: contactId,
      p_request_id: requestId,
      p_body: 'Hello Grace,\n\nYes, we run half-day workshops.',
      p_status: 'responded',
    })
    expect(error).toBeNull()
    expect(data).toMatchObject({ recipient: contactEmail, state: 'pending', author_id: adminId })
    const record = await admin
      .from('contact_submissions')
      .select('status')
      .eq('id', contactId)
      .single()
    expect(record.data).toEqual({ status: 'responded' })
    const history = await admin
      .from('status_changes')
      .select('new_status, changed_by')
      .eq('record_id', contactId)
    expect(history.data).toEqual([{ new_status: 'responded', changed_by: adminId }])

    // The same draft again (a double click, a retried request) is the same reply.
    const again = await admin.rpc('send_desk_reply', {
      p_record_kind: 'contact_submission',
      p_record_id: contactId,
      p_request_id: requestId,
      p_body: 'Hello Grace,\n\nYes, we run half-day workshops.',
      p_status: 'responded',
    })
    expect((again.data as { id: string }).id).toBe((data as { id: string }).id)
    const { rows } = await db.query(
      'select count(*)::int as n from public.desk_replies where record_id = $1',
      [contactId],
    )
    expect(rows[0].n).toBe(1)
  })

  it('cannot choose another recipient: the RPC has no such argument and the table no insert grant', async () => {
    const extra = await admin.rpc('send_desk_reply', {
      p_record_kind: 'contact_submission',
      p_record_id: contactId,
      p_request_id: randomUUID(),
      p_body: 'Hi',
      p_recipient: 'victim@example.org',
    } as never)
    expect(extra.error).not.toBeNull()
    const direct = await admin.from('desk_replies').insert({
      record_kind: 'contact_submission',
      record_id: contactId,
      request_id: randomUUID(),
      recipient: 'victim@example.org',
      body: 'Hi',
    })
    expect(direct.error).not.toBeNull()
    const tamper = await admin
      .from('desk_replies')
      .update({ recipient: 'victim@example.org' })
      .eq('record_id', contactId)
    expect(tamper.error).not.toBeNull()
  })

  it('routes a contact subject before its form, and the database refuses a bad address', async () => {
    const bad = await admin
      .from('notification_routes')
      .insert({ record_kind: 'coach_application', recipients: ['not an address'] })
    expect(bad.error?.code).toBe('23514')
    const crossed = await admin.from('notification_routes').insert({
      record_kind: 'coach_application',
      contact_subject: 'partnership',
      recipients: ['a@routes.test'],
    })
    expect(crossed.error?.code).toBe('23514')

    const form = await admin.from('notification_routes').upsert(
      {
        record_kind: 'contact_submission',
        contact_subject: '',
        recipients: ['team@routes.test'],
      },
      { onConflict: 'record_kind,contact_subject' },
    )
    expect(form.error).toBeNull()
    const subject = await admin.from('notification_routes').upsert(
      {
        record_kind: 'contact_submission',
        contact_subject: 'partnership',
        recipients: ['partners@routes.test', 'lead@routes.test'],
      },
      { onConflict: 'record_kind,contact_subject' },
    )
    expect(subject.error).toBeNull()

    const partnership = await storeContact({ subject: 'partnership' })
    const general = await storeContact({ subject: 'general' })
    const routedPartnership = await service.rpc('notification_recipients', {
      p_record_kind: 'contact_submission',
      p_record_id: partnership.id,
    })
    expect(routedPartnership.data).toEqual(['partners@routes.test', 'lead@routes.test'])
    const routedGeneral = await service.rpc('notification_recipients', {
      p_record_kind: 'contact_submission',
      p_record_id: general.id,
    })
    expect(routedGeneral.data).toEqual(['team@routes.test'])
    const unrouted = await service.rpc('notification_recipients', {
      p_record_kind: 'alliance_registration',
      p_record_id: randomUUID(),
    })
    expect(unrouted.data).toEqual([])

    // The notification of the routed message reaches the subject's recipients only.
    await db.query(
      `update public.notification_deliveries set next_attempt_at = now()
       where record_id = $1 and state = 'pending'`,
      [partnership.id],
    )
    await runWorker()
    const partners = await inboxFor('partners@routes.test')
    expect(partners.length).toBeGreaterThanOrEqual(1)

    await db.query(
      `delete from public.notification_routes where record_kind = 'contact_submission'
       and contact_subject in ('', 'partnership')`,
    )
  })
})

describe('a reply through a mail outage', () => {
  it('stays pending with the error, then goes out exactly once after recovery', async () => {
    const person = await storeContact({ email: uniqueEmail('outage') })
    await setTransport(false)
    const sent = await admin.rpc('send_desk_reply', {
      p_record_kind: 'contact_submission',
      p_record_id: person.id,
      p_request_id: randomUUID(),
      p_body: 'Hello,\n\nHere is your answer.',
    })
    expect(sent.error).toBeNull()
    const replyId = (sent.data as { id: string }).id

    const down = await runWorker()
    expect(down.replies?.failed).toBeGreaterThanOrEqual(1)
    const pending = await admin
      .from('desk_replies')
      .select('state, attempts, last_error')
      .eq('id', replyId)
      .single()
    expect(pending.data).toMatchObject({ state: 'pending', attempts: 1 })
    expect((pending.data as { last_error: string }).last_error).toMatch(/smtp/i)
    expect(await inboxFor(person.email)).toEqual([])

    // A second run during the back-off sends nothing and does not touch the reply.
    await runWorker()
    expect(await inboxFor(person.email)).toEqual([])

    await setTransport(true)
    // The reply's e-mail is an outbox row like every other (migration one_outbox).
    await db.query(
      `update public.notification_deliveries set next_attempt_at = now()
       where kind = 'reply' and item_id = $1`,
      [replyId],
    )
    const up = await runWorker()
    expect(up.replies?.sent).toBeGreaterThanOrEqual(1)
    await runWorker()

    const delivered = await admin
      .from('desk_replies')
      .select('state, attempts, last_error, sent_at')
      .eq('id', replyId)
      .single()
    expect(delivered.data).toMatchObject({ state: 'sent', attempts: 2, last_error: null })
    const mails = await inboxFor(person.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.to).toEqual([person.email])
    expect(mails[0]?.subject).toMatch(/^Your message to the Idaho AI Alliance/)
    console.log(
      `[desk-replies outage] attempts while refusing: 1 failed, pending with "${(pending.data as { last_error: string }).last_error.slice(0, 80)}"; after recovery: state sent after 2 attempts, ${mails.length} e-mail in the inbox`,
    )
  })
})
