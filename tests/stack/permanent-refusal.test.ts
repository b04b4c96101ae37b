/**
 * A permanent SMTP refusal fails the delivery at once, rather than retrying for a day, through the
 * inbox: the local inbox answers RCPT TO with 550 for a recipient the test names (RFC 5321 section
 * 4.2.2, stack/mail/smtp-reception.ts), the acknowledgement fails on its first attempt with the
 * server's reason instead of being retried with back-off for 24 hours, and mail health names it.
 * What mail_health() answers is read with the desk's own parser: a failed invitation or password
 * reset once made the desk's whole panel read "could not be checked".
 */
import { createClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { mailHealthSchema } from '../../src/features/admin/api/mail-health-schema'
import { toContactSubmissionRow } from '../../src/features/contact/api/contact-submission-row'
import type { Database } from '../../src/lib/database.types'
import { signedInMember } from '../support/auth-sessions'
import { makeContactSubmission } from '../support/factories'
import { fetchFromAddress } from '../support/fetch-from-address'
import { waitFor } from '../support/outbox-worker'
import { connectStackDb } from '../support/stack-db'
import { getTestStack, type TestStack } from '../support/test-stack'

let stack: TestStack
let db: pg.Client
/** The refused addresses: their records and failed e-mails leave the shared stack after the tests. */
const refusedEmails: string[] = []

function refuse(addresses: string[]) {
  return fetch(`${stack.inboxUrl}/api/refused-recipients`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ addresses }),
  })
}

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack)
})

afterAll(async () => {
  await refuse([])
  // A failed e-mail left behind would be a fault for every later check of the backlog
  // (launch-check.test.ts reads the whole stack's deliveries).
  await db.query('delete from public.notification_deliveries where recipient = any($1)', [
    refusedEmails,
  ])
  await db.query('delete from public.contact_submissions where email = any($1)', [refusedEmails])
  await db.query('delete from auth.users where email = any($1)', [refusedEmails])
  await db?.end()
})

it('an acknowledgement the mail server refuses with 550 fails on its first attempt, with the reason in mail health', async () => {
  const email = `refused-${crypto.randomUUID().slice(0, 8)}@example.org`
  refusedEmails.push(email)
  expect((await refuse([email])).status).toBe(200)

  const visitor = createClient<Database>(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false },
    global: { fetch: fetchFromAddress('127.0.81.9') },
  })
  const values = makeContactSubmission({ email })
  const { data, error } = await visitor.rpc('submit_contact_message', {
    p_submission: toContactSubmissionRow(values),
    p_idempotency_key: crypto.randomUUID(),
  })
  expect(error).toBeNull()
  const reference = (data as { reference: string }).reference
  const { website: _honeypot, ...payload } = values
  await visitor.functions.invoke('send-contact-notification', { body: payload })

  const row = await waitFor(
    async () =>
      (
        await db.query<{ id: string; state: string; attempts: number; last_error: string | null }>(
          `select d.id, d.state, d.attempts, d.last_error from public.notification_deliveries d
           join public.contact_submissions c on c.id = d.record_id
           where c.reference = $1 and d.kind = 'acknowledgement'`,
          [reference],
        )
      ).rows[0],
    (found) => found?.state === 'failed' || (found?.attempts ?? 0) > 0,
  )
  expect(row).toMatchObject({ state: 'failed', attempts: 1 })
  expect(row?.last_error).toMatch(/refused it permanently \(SMTP 550\).*Mailbox unavailable/)

  const reviewer = await signedInMember(stack, ['reviewer'])
  const health = await reviewer.supabase.rpc('mail_health')
  expect(health.error).toBeNull()
  const { failing } = mailHealthSchema.parse(health.data)
  expect(failing.find((item) => item.id === row?.id)).toMatchObject({
    kind: 'acknowledgement',
    state: 'failed',
    last_error: expect.stringMatching(/SMTP 550/),
  })
})

it('a refused password reset is listed among the sign-in and account e-mails, and the desk still reads mail health', async () => {
  const email = `refused-reset-${crypto.randomUUID().slice(0, 8)}@example.org`
  refusedEmails.push(email)
  const admin = createClient<Database>(stack.apiUrl, stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const created = await admin.auth.admin.createUser({
    email,
    password: 'a long enough password 1',
    email_confirm: true,
  })
  expect(created.error).toBeNull()
  expect((await refuse([email])).status).toBe(200)

  const visitor = createClient<Database>(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false },
    global: { fetch: fetchFromAddress('127.0.81.10') },
  })
  expect((await visitor.auth.resetPasswordForEmail(email)).error).toBeNull()

  const row = await waitFor(
    async () =>
      (
        await db.query<{ id: string; state: string }>(
          `select d.id, d.state from public.notification_deliveries d
           where d.recipient = $1 and d.kind = 'auth_email'`,
          [email],
        )
      ).rows[0],
    (found) => found?.state === 'failed',
  )

  const reviewer = await signedInMember(stack, ['reviewer'])
  const health = await reviewer.supabase.rpc('mail_health')
  expect(health.error).toBeNull()
  const parsed = mailHealthSchema.safeParse(health.data)
  expect(parsed.error).toBeUndefined()
  expect(parsed.data?.failing.find((item) => item.id === row?.id)).toMatchObject({
    kind: 'account',
    about: 'recovery',
    record_kind: null,
    record_id: null,
    recipient: email,
    state: 'failed',
  })
  expect(parsed.data?.kinds.find((group) => group.kind === 'account')?.failed).toBeGreaterThan(0)
})
