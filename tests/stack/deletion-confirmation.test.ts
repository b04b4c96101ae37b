/**
 * Deletion with a confirmation that is sent: deleting everything about an
 * address sends the person a confirmation first and deletes only once the mail service accepted
 * it; through an outage and after a sender killed mid-send the confirmation goes exactly once and
 * the deletion follows; a reply still queued is sent before the records go; the audit log says a
 * confirmation went, never its content.
 */
import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeContactSubmissionRow, uniqueEmail } from '../support/factories'
import { signedInMember, signedInUser } from '../support/auth-sessions'
import { callDeliveryWorker, setInboxTransport, waitFor } from '../support/outbox-worker'
import { getTestStack, type TestStack } from '../support/test-stack'
import { connectStackDb } from '../support/stack-db'

let stack: TestStack
let db: pg.Client
let admin: SupabaseClient
let adminId: string
let member: SupabaseClient

const CONFIRMATION = 'deletion-confirmation'

function client(key = stack.anonKey): SupabaseClient {
  return createClient(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}

async function storePerson(records = 2) {
  const email = uniqueEmail('forget-me')
  const ids: string[] = []
  for (let index = 0; index < records; index++) {
    const { data, error } = await client(stack.serviceRoleKey)
      .from('contact_submissions')
      .insert(makeContactSubmissionRow({ email }))
      .select('id')
    if (error) throw error
    ids.push((data as { id: string }[])[0]!.id)
  }
  // Their notifications and acknowledgements are not what this test counts.
  await db.query(
    `update public.notification_deliveries set state = 'sent', sent_at = now()
     where record_id = any($1::uuid[]) and state <> 'skipped'`,
    [ids],
  )
  return { email, ids }
}

async function held(email: string): Promise<number> {
  const { rows } = await db.query(
    'select count(*)::int as n from public.contact_submissions where lower(email) = $1',
    [email],
  )
  return rows[0].n
}

/** The kind of each e-mail to `email` (its X-Email-Kind header), newest first. */
async function mailsTo(email: string): Promise<{ kind: string | undefined }[]> {
  const response = await fetch(`${stack.inboxUrl}/api/messages?to=${encodeURIComponent(email)}`)
  const mails = (await response.json()) as { headers: Record<string, string> }[]
  return mails.map((mail) => ({ kind: mail.headers['x-email-kind'] }))
}

async function transport(body: Record<string, boolean>) {
  const response = await setInboxTransport(stack.inboxUrl, body)
  expect(response.status).toBe(200)
}

async function runWorker() {
  const response = await callDeliveryWorker(stack.apiUrl, stack.deliverNotificationsSecret).catch(
    () => undefined,
  )
  await response?.body?.cancel()
}

async function requestDeletion(who: SupabaseClient, email: string) {
  const { data, error } = await who.functions.invoke('send-deletion-confirmation', {
    body: { email },
  })
  const status = error
    ? ((error as { context?: Response }).context?.status ?? 0)
    : (data as { state: string }).state === 'deleted'
      ? 200
      : 202
  return { status, data: data as { state?: string; records?: number; request_id?: string } }
}

async function confirmationDelivery(email: string) {
  const { rows } = await db.query<{ id: string; state: string; attempts: number }>(
    `select id, state, attempts from public.notification_deliveries
     where kind = 'deletion_confirmation' and recipient = $1`,
    [email],
  )
  return rows[0]
}

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack)
  ;({ supabase: member } = await signedInUser(stack))
  ;({ supabase: admin, id: adminId } = await signedInMember(stack, ['admin']))
})

afterAll(async () => {
  await transport({ accepting: true }).catch(() => undefined)
  await db?.end()
})

describe('deleting everything about an address', () => {
  it('sends the confirmation first, then deletes; the audit log keeps that it went, not its content', async () => {
    const person = await storePerson(2)
    const preview = await admin.rpc('admin_personal_data_deletion_preview', {
      _email: person.email,
    })
    expect(preview.data).toMatchObject({ records: 2, queued_replies: 0 })

    const { status, data } = await requestDeletion(admin, person.email)
    expect(status).toBe(200)
    expect(data).toMatchObject({ state: 'deleted', records: 2 })
    expect(await held(person.email)).toBe(0)
    const mails = (await mailsTo(person.email)).filter((mail) => mail.kind === CONFIRMATION)
    expect(mails).toHaveLength(1)
    await runWorker()
    expect((await mailsTo(person.email)).filter((m) => m.kind === CONFIRMATION)).toHaveLength(1)

    const { rows } = await db.query<{ action: string; details: Record<string, unknown> }>(
      `select action, details from public.audit_log
       where actor_id = $1 and action like 'personal_data_deletion_requested'
          or (actor_id = $1 and action = 'personal_data_deleted')
       order by id desc limit 2`,
      [adminId],
    )
    expect(rows.map((row) => row.action).sort()).toEqual([
      'personal_data_deleted',
      'personal_data_deletion_requested',
    ])
    const deleted = rows.find((row) => row.action === 'personal_data_deleted')!
    expect(deleted.details).toMatchObject({ contact_submissions: 2, confirmation_sent: true })
    expect(JSON.stringify(rows)).not.toContain(person.email)
    expect(JSON.stringify(rows)).not.toContain('being deleted')
  })

  it('is refused to a signed-in user who is not an administrator', async () => {
    const person = await storePerson(1)
    expect((await requestDeletion(member, person.email)).status).toBe(403)
    expect(await held(person.email)).toBe(1)
  })

  it('through a mail outage keeps the records until the confirmation went, exactly once', async () => {
    const person = await storePerson(1)
    await transport({ accepting: false })
    try {
      const { status, data } = await requestDeletion(admin, person.email)
      expect(status).toBe(202)
      expect(data.state).toBe('waiting')
      expect(await held(person.email)).toBe(1)
      expect(await confirmationDelivery(person.email)).toMatchObject({
        state: 'pending',
        attempts: 1,
      })
    } finally {
      await transport({ accepting: true })
    }
    await db.query(
      `update public.notification_deliveries set next_attempt_at = now()
       where kind = 'deletion_confirmation' and recipient = $1`,
      [person.email],
    )
    await runWorker()
    expect(
      await waitFor(
        () => held(person.email),
        (n) => n === 0,
      ),
    ).toBe(0)
    await runWorker()
    const mails = (await mailsTo(person.email)).filter((mail) => mail.kind === CONFIRMATION)
    console.log(`[deletion outage] ${mails.length} confirmation, records deleted after it went`)
    expect(mails).toHaveLength(1)
  })

  it('after its sender is killed once the mail service took the confirmation, sends it once and deletes', async () => {
    const person = await storePerson(1)
    await transport({ accepting: false })
    try {
      // Queued, not sent: the worker will send it.
      expect((await requestDeletion(admin, person.email)).status).toBe(202)
    } finally {
      await transport({ accepting: true })
    }
    await runWorker()
    await db.query(
      `update public.notification_deliveries set next_attempt_at = now()
       where kind = 'deletion_confirmation' and recipient = $1`,
      [person.email],
    )
    await transport({ accepting: true, killSenderAfterAccepting: true })
    await runWorker()
    expect(
      await waitFor(
        async () => (await mailsTo(person.email)).filter((m) => m.kind === CONFIRMATION),
        (mails) => mails.length === 1,
      ),
    ).toHaveLength(1)
    // Accepted but never recorded: nothing deleted yet.
    expect(await held(person.email)).toBe(1)
    await db.query(
      `update public.notification_deliveries set lease_expires_at = now()
       where kind = 'deletion_confirmation' and recipient = $1`,
      [person.email],
    )
    await runWorker()
    expect(
      await waitFor(
        () => held(person.email),
        (n) => n === 0,
      ),
    ).toBe(0)
    const mails = (await mailsTo(person.email)).filter((m) => m.kind === CONFIRMATION)
    console.log(`[deletion restart] ${mails.length} confirmation after a SIGKILL; records deleted`)
    expect(mails).toHaveLength(1)
  })

  it('sends a reply still queued before the records go, and says so first', async () => {
    const person = await storePerson(1)
    await db.query(
      `insert into public.desk_replies (record_kind, record_id, request_id, recipient, body)
       values ('contact_submission', $1, $2, $3, 'Your answer, before you go.')`,
      [person.ids[0], randomUUID(), person.email],
    )
    // The reply waits out a back-off when the deletion is asked for.
    await db.query(
      `update public.notification_deliveries set next_attempt_at = now() + interval '1 hour'
       where kind = 'reply' and recipient = $1`,
      [person.email],
    )
    const preview = await admin.rpc('admin_personal_data_deletion_preview', {
      _email: person.email,
    })
    expect(preview.data).toMatchObject({ records: 1, queued_replies: 1 })

    const { status } = await requestDeletion(admin, person.email)
    expect(status).toBe(202)
    expect(await held(person.email)).toBe(1)
    await db.query(
      `update public.notification_deliveries set next_attempt_at = now()
       where kind = 'reply' and recipient = $1`,
      [person.email],
    )
    await runWorker()
    expect(
      await waitFor(
        () => held(person.email),
        (n) => n === 0,
      ),
    ).toBe(0)
    const kinds = (await mailsTo(person.email)).map((mail) => mail.kind)
    expect(kinds.filter((kind) => kind === CONFIRMATION)).toHaveLength(1)
    expect(kinds.filter((kind) => kind === 'desk-reply')).toHaveLength(1)
  })
})
