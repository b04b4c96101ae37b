/**
 * No mail cannon (the forms cannot be used to flood a stranger's inbox), through the throwaway
 * stack as an attacker would try it: the contact form, supabase-js, the notification function's
 * fast path and the inbox. The limits are migration 20251101030100_person_mail_limits.sql's
 * (docs/architecture.md): per mailbox 3 an hour and 10 a day, counting case, Gmail's dots and +tags
 * as one mailbox; per client network (/24) 20 an hour. Every submission is stored and reaches the
 * reviewers; a refused acknowledgement is skipped with its reason. The echoed first name is cut
 * short and carries no link. An acknowledgement a full hour holds for a later one (migration
 * 20251101030100_person_mail_limits.sql; the shares themselves are proved with the
 * shipped figures in pgTAP 230) is left by the fast path and sent by the worker when its hour
 * begins.
 */
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toContactSubmissionRow } from '../../src/features/contact/api/contact-submission-row'
import type { Database } from '../../src/lib/database.types'
import { makeContactSubmission } from '../support/factories'
import { fetchFromAddress } from '../support/fetch-from-address'
import { callDeliveryWorker } from '../support/outbox-worker'
import { getTestStack, type TestStack } from '../support/test-stack'
import { connectStackDb } from '../support/stack-db'

interface InboxMessage {
  subject: string
  to: string[]
  text: string
}

type ContactValues = ReturnType<typeof makeContactSubmission>

let stack: TestStack
let db: pg.Client

/** A visitor whose connections leave from `address` (each its own client network below). */
function visitorFrom(address: string): SupabaseClient<Database> {
  return createClient<Database>(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false },
    global: { fetch: fetchFromAddress(address) },
  })
}

/** Stores a message as the app does, then invokes its notification (the fast path). */
async function send(visitor: SupabaseClient<Database>, values: ContactValues): Promise<string> {
  const { data, error } = await visitor.rpc('submit_contact_message', {
    p_submission: toContactSubmissionRow(values),
    p_idempotency_key: crypto.randomUUID(),
  })
  expect(error).toBeNull()
  const { website: _honeypot, ...payload } = values
  const notified = await visitor.functions.invoke('send-contact-notification', { body: payload })
  if (notified.error) {
    expect(notified.error).toBeInstanceOf(FunctionsHttpError)
    throw new Error(`notification answered ${(notified.error.context as Response).status}`)
  }
  return (data as { reference: string }).reference
}

async function inbox(): Promise<InboxMessage[]> {
  const response = await fetch(`${stack.inboxUrl}/api/messages`)
  return (await response.json()) as InboxMessage[]
}

/** The inbox's messages that `matches` accepts a recipient of, polled until `count` are there. */
async function received(matches: (to: string) => boolean, count: number, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  const pick = async () => (await inbox()).filter((message) => message.to.some(matches))
  let found = await pick()
  while (found.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 300))
    found = await pick()
  }
  // A little longer, so one e-mail too many would show.
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  return pick()
}

/** The stated rule, restated: lower case, no +tag, no dots at Gmail (one domain for both). */
function mailbox(address: string): string {
  const [local = '', domain = ''] = address.toLowerCase().split('@')
  const untagged = local.split('+')[0]!
  return ['gmail.com', 'googlemail.com'].includes(domain)
    ? `${untagged.replace(/\./g, '')}@gmail.com`
    : `${untagged}@${domain}`
}

async function acknowledgementStates(references: string[]) {
  const { rows } = await db.query<{ state: string; skipped_reason: string | null }>(
    `select d.state, d.skipped_reason from public.notification_deliveries d
     join public.contact_submissions c on c.id = d.record_id
     where d.kind = 'acknowledgement' and c.reference = any($1)`,
    [references],
  )
  return rows
}

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack)
})

afterAll(async () => {
  await db?.end()
})

describe('acknowledgements to one mailbox', () => {
  it('stop at three an hour through +tags, dots and case from two client addresses; every message is stored', async () => {
    const local = `cannon${crypto.randomUUID().slice(0, 8)}`
    const spellings = [
      `${local}@gmail.com`,
      `${local}+1@gmail.com`,
      `${local.slice(0, 3)}.${local.slice(3)}@gmail.com`,
      `${local.toUpperCase()}+news@GoogleMail.com`,
      `${[...local].join('.')}@gmail.com`,
      `${local}+x.y@googlemail.com`,
      `${local.slice(0, 1).toUpperCase()}${local.slice(1)}+2@gmail.com`,
      `${local}+3@gmail.com`,
    ]
    const sameMailbox = (to: string) => mailbox(to) === `${local}@gmail.com`
    const visitors = [visitorFrom('127.0.71.5'), visitorFrom('127.0.72.5')]
    const references: string[] = []
    for (const [index, email] of spellings.entries()) {
      references.push(
        await send(visitors[index % 2]!, makeContactSubmission({ email, firstName: 'Grace' })),
      )
    }

    const acknowledgements = await received(sameMailbox, 3)
    console.log(
      `mail cannon, one mailbox: ${acknowledgements.length} acknowledgements for ${spellings.length} messages in ${spellings.length} spellings from 2 client addresses`,
    )
    expect(acknowledgements).toHaveLength(3)
    // The second and third are combined with the earlier messages of the hour.
    expect(acknowledgements.filter((mail) => mail.subject.includes('your earlier'))).toHaveLength(2)

    const states = await acknowledgementStates(references)
    expect(states).toHaveLength(spellings.length)
    expect(states.filter((row) => row.state === 'sent')).toHaveLength(3)
    const skipped = states.filter((row) => row.state === 'skipped')
    expect(skipped).toHaveLength(spellings.length - 3)
    for (const row of skipped) {
      expect(row.skipped_reason).toBe(
        '3 e-mails already went to this mailbox in the last hour (at most 3 an hour; case, dots and +tags count as one mailbox)',
      )
    }
    // Every message reached the reviewers all the same.
    const { rows } = await db.query<{ count: string }>(
      `select count(*) from public.notification_deliveries d
       join public.contact_submissions c on c.id = d.record_id
       where d.kind = 'notification' and d.state = 'sent' and c.reference = any($1)`,
      [references],
    )
    expect(Number(rows[0]!.count)).toBe(spellings.length)
  }, 120_000)
})

describe('acknowledgements from one network', () => {
  it('stop at twenty an hour per client network, whatever the addresses', async () => {
    const domain = `catch-all-${crypto.randomUUID().slice(0, 8)}.test`
    const networks = ['127.0.73.9', '127.0.74.9']
    const perNetwork = 23
    const references: string[] = []
    for (const address of networks) {
      const visitor = visitorFrom(address)
      for (let index = 0; index < perNetwork; index++) {
        references.push(
          await send(
            visitor,
            makeContactSubmission({ email: `${address.replace(/\./g, '-')}-${index}@${domain}` }),
          ),
        )
      }
    }
    const acknowledgements = await received((to) => to.endsWith(`@${domain}`), 40, 30_000)
    console.log(
      `mail cannon, many addresses: ${acknowledgements.length} acknowledgements for ${references.length} messages from ${networks.length} client networks`,
    )
    expect(acknowledgements).toHaveLength(40)
    const states = await acknowledgementStates(references)
    expect(states.filter((row) => row.state === 'sent')).toHaveLength(40)
    const skipped = states.filter((row) => row.state === 'skipped')
    expect(skipped).toHaveLength(references.length - 40)
    for (const row of skipped) {
      expect(row.skipped_reason).toBe(
        '20 e-mails were already caused from this network in the last hour (at most 20 an hour)',
      )
    }
  }, 180_000)
})

describe('the first name an acknowledgement repeats', () => {
  it('is cut to 24 characters and every word that could be a link is left out', async () => {
    const firstName =
      'Ada www.evil.example https://evil.example/x evil。example Bartholomew-Christopher'
    const values = makeContactSubmission({ firstName })
    const reference = await send(visitorFrom('127.0.75.9'), values)
    const [acknowledgement] = await received((to) => to === values.email.toLowerCase(), 1)
    expect(acknowledgement?.subject).toContain(reference)
    const greeting = acknowledgement?.text.split('\n').find((line) => line.startsWith('Hello'))
    expect(greeting).toBe('Hello Ada Bartholomew-Christop…,')
    expect(acknowledgement?.text).not.toContain('evil')
  }, 60_000)
})

describe('an acknowledgement held for a later hour', () => {
  it('is not sent by the fast path, and is sent by the worker when its hour begins', async () => {
    const values = makeContactSubmission({ firstName: 'Hedy' })
    const visitor = visitorFrom('127.0.76.9')
    const { error } = await visitor.rpc('submit_contact_message', {
      p_submission: toContactSubmissionRow(values),
      p_idempotency_key: crypto.randomUUID(),
    })
    expect(error).toBeNull()
    // What the limit does when the hour's share is spent: due when the next hour begins.
    const held = await db.query(
      `update public.notification_deliveries d
       set next_attempt_at = date_trunc('hour', now()) + interval '1 hour',
           give_up_at = date_trunc('hour', now()) + interval '25 hours'
       from public.contact_submissions c
       where c.id = d.record_id and d.kind = 'acknowledgement' and d.state = 'pending'
         and c.email = $1`,
      [values.email],
    )
    expect(held.rowCount).toBe(1)
    const { website: _honeypot, ...payload } = values
    const notified = await visitor.functions.invoke('send-contact-notification', { body: payload })
    expect(notified.error).toBeNull()
    const isPerson = (to: string) => to === values.email.toLowerCase()
    expect(await received(isPerson, 1, 3_000)).toHaveLength(0)

    // The hour begins.
    await db.query(
      `update public.notification_deliveries d set next_attempt_at = now()
       from public.contact_submissions c
       where c.id = d.record_id and d.kind = 'acknowledgement' and c.email = $1`,
      [values.email],
    )
    const run = await callDeliveryWorker(stack.apiUrl, stack.deliverNotificationsSecret)
    expect(run.status).toBe(200)
    expect(await received(isPerson, 1)).toHaveLength(1)
  }, 60_000)
})
