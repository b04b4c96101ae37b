/**
 * Replies come back, end to end on the stack: the desk's reply carries the
 * record's reply address; a person's answer sent there reaches the inbox, which posts it to
 * receive-inbound-mail signed as Resend signs (Svix); the answer is threaded into the record, which
 * becomes unread, and the reviewers get one notice. A token never issued is refused; an answer to
 * no reply address waits in the unmatched list for an administrator. A flood of large answers is
 * stored within the answer limits (migration 20251101030200_inbound_mail.sql).
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeContactSubmissionRow, uniqueEmail } from '../support/factories'
import { signedInMember, signedInUser } from '../support/auth-sessions'
import { callDeliveryWorker } from '../support/outbox-worker'
import { answerMessage, sendSmtp } from '../support/smtp'
import { getTestStack, testStackPorts, type TestStack } from '../support/test-stack'
import { connectStackDb } from '../support/stack-db'

const INBOUND_DOMAIN = 'inbound.idaho-ai-alliance.local'

let stack: TestStack
let db: pg.Client
let admin: SupabaseClient
let adminId: string
let member: SupabaseClient
let smtpPort: number
const createdContacts: string[] = []

interface Mail {
  subject: string
  to: string[]
  replyTo: string | null
  text: string
}

function client(key = stack.anonKey): SupabaseClient {
  return createClient(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}

async function storeContact() {
  const row = makeContactSubmissionRow({ email: uniqueEmail('answers'), first_name: 'Ada' })
  const { data, error } = await client(stack.serviceRoleKey)
    .from('contact_submissions')
    .insert(row)
    .select('id, email, reference')
  if (error) throw error
  const stored = (data as { id: string; email: string; reference: string }[])[0]!
  createdContacts.push(stored.id)
  return stored
}

async function runWorker() {
  const response = await callDeliveryWorker(stack.apiUrl, stack.deliverNotificationsSecret)
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

async function inboxFor(address: string): Promise<Mail[]> {
  const response = await fetch(`${stack.inboxUrl}/api/messages?to=${encodeURIComponent(address)}`)
  return (await response.json()) as Mail[]
}

/** A desk reply to the record, delivered: the e-mail the person then answers. */
async function replyDelivered(contact: { id: string; email: string; reference: string }) {
  const sent = await admin.rpc('send_desk_reply', {
    p_record_kind: 'contact_submission',
    p_record_id: contact.id,
    p_request_id: randomUUID(),
    p_body: 'Hello Ada,\n\nPlease reply with two or three times that suit you.',
  })
  expect(sent.error).toBeNull()
  await runWorker()
  const mails = (await inboxFor(contact.email)).filter((mail) =>
    mail.subject.startsWith('Your message to the Idaho AI Alliance'),
  )
  expect(mails).toHaveLength(1)
  return mails[0]!
}

async function answers(recordId: string) {
  const { rows } = await db.query<{
    state: string
    display_text: string
    body_text: string
    from_address: string
  }>(
    `select state, display_text, body_text, from_address from public.inbound_messages
     where record_id = $1`,
    [recordId],
  )
  return rows
}

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack)
  smtpPort = testStackPorts().smtp
  ;({ supabase: member } = await signedInUser(stack))
  ;({ supabase: admin, id: adminId } = await signedInMember(stack, ['admin']))
})

afterAll(async () => {
  await db?.query('delete from public.contact_submissions where id = any($1::uuid[])', [
    createdContacts,
  ])
  await db?.query(`delete from public.inbound_messages where to_address like $1`, [
    `%@${INBOUND_DOMAIN}`,
  ])
  await db?.end()
})

describe('an answer to the desk’s reply', () => {
  it('is threaded into the record, trimmed for display with the original kept, marks it unread and notifies the reviewers once', async () => {
    const contact = await storeContact()
    const reply = await replyDelivered(contact)
    expect(reply.replyTo).toMatch(new RegExp(`^reply\\+[0-9a-f]{36}@${INBOUND_DOMAIN}$`))
    // The admin had read the record before the answer came.
    await db.query(
      `insert into public.record_reads (user_id, record_kind, record_id)
       values ($1, 'contact_submission', $2)`,
      [adminId, contact.id],
    )

    const text =
      'Tuesday at 10 or Thursday at 2 suit me.\n\n-- \nAda\n\nOn Mon, Idaho AI Alliance wrote:\n> Please reply with two or three times'
    const answer = await sendSmtp(smtpPort, {
      from: contact.email,
      to: [reply.replyTo!],
      raw: answerMessage({
        from: `Ada <${contact.email}>`,
        to: reply.replyTo!,
        subject: `Re: ${reply.subject}`,
        text,
      }),
    })
    expect(answer).toMatch(/^250 /)

    const stored = await answers(contact.id)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      state: 'threaded',
      display_text: 'Tuesday at 10 or Thursday at 2 suit me.',
      from_address: contact.email,
    })
    expect(stored[0]!.body_text).toContain('> Please reply with two or three times')
    const reads = await db.query('select 1 from public.record_reads where record_id = $1', [
      contact.id,
    ])
    expect(reads.rows).toHaveLength(0)

    // The reviewers read it on the record…
    const seen = await admin
      .from('inbound_messages')
      .select('display_text')
      .eq('record_id', contact.id)
    expect(seen.data).toEqual([{ display_text: 'Tuesday at 10 or Thursday at 2 suit me.' }])
    // …and get one notice, naming the reference.
    await runWorker()
    await runWorker()
    const notices = (await inboxFor('notifications@idaho-ai-alliance.local')).filter((mail) =>
      mail.subject.includes(`New answer by e-mail to a contact message [${contact.reference}]`),
    )
    expect(notices).toHaveLength(1)
    expect(notices[0]!.text).toContain('Tuesday at 10 or Thursday at 2 suit me.')
  })

  it('delivered twice by the provider is stored once', async () => {
    const contact = await storeContact()
    const reply = await replyDelivered(contact)
    const raw = answerMessage({
      from: contact.email,
      to: reply.replyTo!,
      subject: 'Re: times',
      text: 'Monday works.',
      messageId: `<${randomUUID()}@mail.example.org>`,
    })
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(await sendSmtp(smtpPort, { from: contact.email, to: [reply.replyTo!], raw })).toMatch(
        /^250 /,
      )
    }
    expect(await answers(contact.id)).toHaveLength(1)
  })

  it('to a token that was never issued is refused and nothing is stored', async () => {
    const forged = `reply+${'0123456789abcdef'.repeat(3).slice(0, 36)}@${INBOUND_DOMAIN}`
    const before = await db.query('select count(*)::int as n from public.inbound_messages')
    const answer = await sendSmtp(smtpPort, {
      from: 'mallory@example.org',
      to: [forged],
      raw: answerMessage({ from: 'mallory@example.org', to: forged, subject: 'Hi', text: 'x' }),
    })
    expect(answer).toMatch(/^550 /)
    const after = await db.query('select count(*)::int as n from public.inbound_messages')
    expect(after.rows[0].n).toBe(before.rows[0].n)
  })

  it('without a valid webhook signature is refused by the function', async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/receive-inbound-mail`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'svix-id': 'msg_1',
        'svix-timestamp': String(Math.floor(Date.now() / 1000)),
        'svix-signature': 'v1,bm90IGEgc2lnbmF0dXJl',
      },
      body: JSON.stringify({
        type: 'email.received',
        data: { email_id: randomUUID(), from: 'x@example.org', to: ['hello@x'], text: 'x' },
      }),
    })
    expect(response.status).toBe(401)
  })
})

describe('an answer to no record', () => {
  it('waits in the unmatched list; an administrator attaches one and discards another', async () => {
    const contact = await storeContact()
    const send = (subject: string) =>
      sendSmtp(smtpPort, {
        from: contact.email,
        to: [`hello@${INBOUND_DOMAIN}`],
        raw: answerMessage({
          from: contact.email,
          to: `hello@${INBOUND_DOMAIN}`,
          subject,
          text: `About my message: ${subject}`,
        }),
      })
    const keep = `Keep ${randomUUID()}`
    const drop = `Drop ${randomUUID()}`
    expect(await send(keep)).toMatch(/^250 /)
    expect(await send(drop)).toMatch(/^250 /)

    const refused = await member.rpc('admin_unmatched_mail')
    expect(refused.error?.code).toBe('42501')
    const direct = await member.from('inbound_messages').select('id').eq('state', 'unmatched')
    expect(direct.data ?? []).toEqual([])

    const listed = await admin.rpc('admin_unmatched_mail')
    expect(listed.error).toBeNull()
    const rows = listed.data as { id: string; subject: string }[]
    const kept = rows.find((row) => row.subject === keep)
    const dropped = rows.find((row) => row.subject === drop)
    expect(kept && dropped).toBeTruthy()

    const attached = await admin.rpc('admin_attach_inbound_mail', {
      p_message_id: kept!.id,
      p_record_kind: 'contact_submission',
      p_record_id: contact.id,
    })
    expect(attached.error).toBeNull()
    expect((await answers(contact.id)).map((row) => row.state)).toEqual(['threaded'])
    const discarded = await admin.rpc('admin_discard_inbound_mail', { p_message_id: dropped!.id })
    expect(discarded.error).toBeNull()
    const after = (await admin.rpc('admin_unmatched_mail')).data as { id: string }[]
    expect(after.map((row) => row.id)).not.toContain(kept!.id)
    expect(after.map((row) => row.id)).not.toContain(dropped!.id)
    const audit = await db.query(
      `select action from public.audit_log where action like 'inbound_mail_%' and actor_id = $1
       order by id`,
      [adminId],
    )
    expect(audit.rows.map((row) => row.action)).toEqual([
      'inbound_mail_attached',
      'inbound_mail_discarded',
    ])
  })
})

describe('a flood of large answers to one record', () => {
  it('stores 10 of 100 answers of 245 kB whole, cut to 16,000 characters, and 90 in short; mail health counts them', async () => {
    const contact = await storeContact()
    const reply = await replyDelivered(contact)
    const size = async () =>
      Number(
        (
          await db.query<{ bytes: string }>(
            `select pg_total_relation_size('public.inbound_messages') as bytes`,
          )
        ).rows[0]!.bytes,
      )
    const before = await size()
    const healthBefore = await admin.rpc('mail_health')
    const shortenedBefore = Number(healthBefore.data?.answers?.shortened?.total ?? 0)
    // About 245 kB that does not compress, in lines a mail program would send.
    const text = (
      randomBytes(122_500)
        .toString('hex')
        .match(/.{1,76}/g) ?? []
    ).join('\n')
    const started = Date.now()
    for (let batch = 0; batch < 10; batch++) {
      const sent = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          sendSmtp(smtpPort, {
            from: contact.email,
            to: [reply.replyTo!],
            raw: answerMessage({
              from: `"Desk <desk@${INBOUND_DOMAIN}>" <${contact.email}>`,
              to: reply.replyTo!,
              subject: `Re: flood ${batch * 10 + index}`,
              text,
            }),
          }),
        ),
      )
      for (const answer of sent) expect(answer).toMatch(/^250 /)
    }
    const seconds = (Date.now() - started) / 1000
    const stored = await answers(contact.id)
    const grown = (await size()) - before
    console.log(
      `answer flood: 100 answers of ${Math.round(text.length / 1000)} kB in ${seconds.toFixed(1)} s stored ${stored.length} rows (${stored.filter((row) => row.body_text.length > 500).length} whole); inbound_messages grew ${(grown / 1024 / 1024).toFixed(2)} MB`,
    )
    expect(stored).toHaveLength(100)
    expect(stored.filter((row) => row.body_text.length > 500)).toHaveLength(10)
    for (const row of stored) {
      // The display name's <…> never decides the sender.
      expect(row.from_address).toBe(contact.email.toLowerCase())
      expect(row.body_text.length).toBeLessThanOrEqual(16_200)
    }
    expect(grown).toBeLessThan(2 * 1024 * 1024)
    const health = await admin.rpc('mail_health')
    expect(health.error).toBeNull()
    expect(Number(health.data.answers.shortened.total) - shortenedBefore).toBe(90)
  }, 180_000)
})
