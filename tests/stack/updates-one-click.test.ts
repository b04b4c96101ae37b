/**
 * One-click unsubscribe through the gateway, as a mailbox provider makes it (RFC 8058): the
 * List-Unsubscribe URL is the deployable unsubscribe-updates function, reached with no key; a POST
 * of `List-Unsubscribe=One-Click` unsubscribes at once (200, no body) and the next send's list no
 * longer holds the address; a GET changes nothing and sends the browser to the preferences page; a
 * forged token unsubscribes nobody.
 */
import { createClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniqueEmail } from '../support/factories'
import { getTestStack, type TestStack } from '../support/test-stack'
import { connectStackDb } from '../support/stack-db'
import { updateMailHeaders } from '../../supabase/functions/_shared/update-emails'

let stack: TestStack
let db: pg.Client
let email: string
let manageToken: string

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack, { asSuperuser: true })
  email = uniqueEmail('one-click')
  const visitor = createClient(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const { error } = await visitor.rpc('subscribe_to_updates', {
    p_subscription: {
      email,
      topics: ['news'],
      source: 'updates-page',
      shown: 'Send me the news.',
    },
  })
  if (error) throw error
  // The person follows the e-mailed link (the token the e-mail carries, signed in the database).
  const { rows } = await db.query<{ token: string }>(
    `select private.update_link_token('confirm', id, now() + interval '1 hour') as token
     from public.update_subscriptions where email = $1`,
    [email.toLowerCase()],
  )
  const confirmed = await visitor.rpc('confirm_update_subscription', {
    p_token: rows[0]!.token,
    p_shown: 'Confirm my subscription',
  })
  if (confirmed.error) throw confirmed.error
  manageToken = (confirmed.data as { manage_token: string }).manage_token
}, 60_000)

afterAll(async () => {
  await db?.query('delete from public.update_subscriptions where email = $1', [email.toLowerCase()])
  await db?.end()
})

/** The address in the List-Unsubscribe header an update to this subscription carries. */
function unsubscribeUrl(token: string): string {
  const header = updateMailHeaders(`${stack.apiUrl}/functions/v1`, token)['List-Unsubscribe'] ?? ''
  return /<(.+)>/.exec(header)?.[1] ?? ''
}

async function recipients(): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `select email from public.update_recipients('news')`,
  )
  return rows.map((row) => row.email)
}

describe('one-click unsubscribe (RFC 8058) through the gateway', () => {
  it('a GET changes nothing and sends the browser to the preferences page', async () => {
    const response = await fetch(unsubscribeUrl(manageToken), { redirect: 'manual' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toMatch(/\/updates\/preferences\?token=/)
    expect(await recipients()).toContain(email.toLowerCase())
  })

  it('a forged token unsubscribes nobody', async () => {
    const forged = `${manageToken.slice(0, -4)}AAAA`
    const response = await fetch(unsubscribeUrl(forged), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(400)
    expect(await recipients()).toContain(email.toLowerCase())
  })

  it('the one-click POST unsubscribes at once, 200 with no page, recorded with its time', async () => {
    const response = await fetch(unsubscribeUrl(manageToken), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
    expect(await recipients()).not.toContain(email.toLowerCase())
    const { rows } = await db.query<{ source: string; shown: string; recent: boolean }>(
      `select e.source, e.shown, e.happened_at > now() - interval '1 minute' as recent
       from public.update_consent_events e join public.update_subscriptions s on s.id = e.subscription_id
       where s.email = $1 and e.action = 'unsubscribed'`,
      [email.toLowerCase()],
    )
    expect(rows).toEqual([
      { source: 'one-click', shown: 'List-Unsubscribe=One-Click', recent: true },
    ])
  })
})
