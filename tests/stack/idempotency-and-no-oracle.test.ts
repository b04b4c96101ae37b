/**
 * Duplicates and probing, against the throwaway stack through supabase-js as the app calls it:
 * - a draft's idempotency key reused with different answers is refused (HTTP 409, a sentence for
 *   the visitor naming the first reference), stores nothing and leaves the first record as it was;
 *   the same answers again still answer the first reference;
 * - the notification function answers a payload stored weeks ago (already notified) exactly as it
 *   answers a payload never stored: same status, same body, so it cannot tell what is stored.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toContactSubmissionRow } from '../../src/features/contact/api/contact-submission-row'
import type { Database } from '../../src/lib/database.types'
import { makeContactSubmission } from '../support/factories'
import { fetchFromAddress } from '../support/fetch-from-address'
import { getTestStack, type TestStack } from '../support/test-stack'
import { connectStackDb } from '../support/stack-db'

let stack: TestStack
let db: pg.Client
let visitor: SupabaseClient<Database>
const CLIENT_ADDRESS = '127.0.61.4'

type ContactValues = ReturnType<typeof makeContactSubmission>

function submit(values: ContactValues, key: string) {
  return visitor.rpc('submit_contact_message', {
    p_submission: toContactSubmissionRow(values),
    p_idempotency_key: key,
  })
}

/** The function's raw answer: status and body text, as anyone calling it would see them. */
async function notifyRaw(values: ContactValues): Promise<{ status: number; body: string }> {
  const { website: _honeypot, ...payload } = values
  const response = await fetchFromAddress(CLIENT_ADDRESS)(
    `${stack.apiUrl}/functions/v1/send-contact-notification`,
    {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${stack.anonKey}`,
        apikey: stack.anonKey,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(payload),
    },
  )
  return { status: response.status, body: await response.text() }
}

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack)
  visitor = createClient<Database>(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false },
    global: { fetch: fetchFromAddress(CLIENT_ADDRESS) },
  })
})

afterAll(async () => {
  await db?.end()
})

describe('a reused idempotency key', () => {
  it('with different answers is refused with a clear message and stores nothing', async () => {
    const key = crypto.randomUUID()
    const first = makeContactSubmission()
    const stored = await submit(first, key)
    expect(stored.error).toBeNull()
    const reference = (stored.data as { reference: string }).reference

    const changed = { ...first, message: `${first.message} And one more thing.` }
    const refused = await submit(changed, key)
    expect(refused.status).toBe(409)
    expect(refused.error?.code).toBe('PT409')
    expect(refused.error?.message).toBe(
      `These answers differ from the ones this form already sent (reference ${reference}). Nothing new was stored and your answers are still here: press the button again to send them as a new submission.`,
    )

    const { rows } = await db.query<{ reference: string; message: string }>(
      'select reference, message from public.contact_submissions where email = $1',
      [first.email],
    )
    expect(rows).toEqual([{ reference, message: first.message }])
  })

  it('with the same answers still answers the first reference, and a new key stores the change', async () => {
    const key = crypto.randomUUID()
    const values = makeContactSubmission()
    const first = await submit(values, key)
    const again = await submit(values, key)
    expect(again.error).toBeNull()
    expect(again.data).toEqual(first.data)

    const changed = { ...values, subject: 'partnership' as const }
    const refused = await submit(changed, key)
    expect(refused.error?.code).toBe('PT409')
    const resent = await submit(changed, crypto.randomUUID())
    expect(resent.error).toBeNull()
    const { rows } = await db.query(
      'select count(*)::int as n from public.contact_submissions where email = $1',
      [values.email],
    )
    expect(rows[0]).toEqual({ n: 2 })
  })
})

describe('the notification function is no oracle', () => {
  it('answers a payload stored weeks ago exactly as one never stored, and mails neither', async () => {
    const old = makeContactSubmission()
    const { error } = await submit(old, crypto.randomUUID())
    expect(error).toBeNull()
    // Stored three weeks ago and notified then.
    await db.query(
      `update public.contact_submissions set created_at = now() - interval '21 days' where email = $1`,
      [old.email],
    )
    await db.query(
      `update public.notification_deliveries d set state = 'sent', sent_at = now() - interval '21 days', attempts = 1
         from public.contact_submissions c
        where c.id = d.record_id and d.record_kind = 'contact_submission' and c.email = $1`,
      [old.email],
    )
    const inboxBefore = (await (
      await fetch(`${stack.inboxUrl}/api/messages?to=${encodeURIComponent(old.email)}`)
    ).json()) as unknown[]

    const answers = {
      stored: await notifyRaw(old),
      'one field changed': await notifyRaw({ ...old, message: `${old.message}!` }),
      'never stored': await notifyRaw(makeContactSubmission()),
    }
    expect(answers.stored).toEqual({ status: 200, body: JSON.stringify({ ok: true }) })
    expect(answers['one field changed']).toEqual(answers.stored)
    expect(answers['never stored']).toEqual(answers.stored)

    await new Promise((resolve) => setTimeout(resolve, 500))
    const inboxAfter = (await (
      await fetch(`${stack.inboxUrl}/api/messages?to=${encodeURIComponent(old.email)}`)
    ).json()) as unknown[]
    expect(inboxAfter).toHaveLength(inboxBefore.length)
  })
})
