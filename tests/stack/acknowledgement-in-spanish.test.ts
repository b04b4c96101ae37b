/**
 * A form sent from a Spanish page is acknowledged in Spanish, through the stack as the app and the
 * outbox run it: the submission carries its language (submit-contact.ts), the database stores it,
 * the notification function claims the acknowledgement with the record and writes it in the
 * record's language from the published messages (supabase/functions/_shared/acknowledgement.ts).
 * The reviewers' notification about the same record stays English.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { toContactSubmissionRow } from '../../src/features/contact/api/contact-submission-row'
import type { Database, Json } from '../../src/lib/database.types'
import { withSubmissionLanguage } from '../../src/lib/submission-language'
import { makeContactSubmission } from '../support/factories'
import { fetchFromAddress } from '../support/fetch-from-address'
import { getTestStack, type TestStack } from '../support/test-stack'

interface InboxMessage {
  subject: string
  to: string[]
  text: string
  html: string | null
}

let stack: TestStack
let visitor: SupabaseClient<Database>

beforeAll(async () => {
  stack = await getTestStack()
  // A client address of its own: these submissions stay out of other suites' per-network limits.
  visitor = createClient<Database>(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false },
    global: { fetch: fetchFromAddress('127.0.73.41') },
  })
})

/** The messages whose subject names `reference`, polled until `count` are there. */
async function mailsAbout(reference: string, count: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  const read = async () =>
    ((await (await fetch(`${stack.inboxUrl}/api/messages`)).json()) as InboxMessage[]).filter(
      (message) => message.subject.includes(reference),
    )
  let found = await read()
  while (found.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 300))
    found = await read()
  }
  return found
}

/** Sends the contact form as the app does from a page in `language`; answers the reference. */
async function send(language: 'en' | 'es') {
  const values = makeContactSubmission()
  const { data, error } = await visitor.rpc('submit_contact_message', {
    p_submission: withSubmissionLanguage(toContactSubmissionRow(values), language) as Json,
    p_idempotency_key: crypto.randomUUID(),
  })
  expect(error).toBeNull()
  const { website: _honeypot, ...payload } = values
  await visitor.functions.invoke('send-contact-notification', { body: payload })
  return { reference: (data as { reference: string }).reference, email: values.email }
}

describe('the acknowledgement in the language of the submission', () => {
  it('a message sent from a Spanish page is acknowledged in Spanish; the reviewers read English', async () => {
    const { reference, email } = await send('es')
    const mails = await mailsAbout(reference, 2)
    const acknowledgement = mails.find((mail) => mail.to.includes(email))
    const notification = mails.find((mail) => !mail.to.includes(email))
    expect(acknowledgement?.subject).toBe(`Idaho AI Alliance: recibimos su mensaje (${reference})`)
    expect(acknowledgement?.text).toContain(`Su referencia: ${reference}`)
    expect(acknowledgement?.text).toContain('Próximos pasos')
    expect(acknowledgement?.text).toContain('Le responderemos en un plazo de 1 a 2 días hábiles.')
    expect(acknowledgement?.html).toContain('<html lang="es">')
    expect(notification?.subject).not.toMatch(/recibimos|mensaje/)
    expect(notification?.text).not.toContain('Próximos pasos')
  })

  it('a message sent from an English page is acknowledged in English, as before', async () => {
    const { reference, email } = await send('en')
    const mails = await mailsAbout(reference, 2)
    const acknowledgement = mails.find((mail) => mail.to.includes(email))
    expect(acknowledgement?.subject).toBe(
      `Idaho AI Alliance: we received your message (${reference})`,
    )
    expect(acknowledgement?.text).toContain('What happens next')
    expect(acknowledgement?.text).not.toContain('Próximos pasos')
  })
})
