/**
 * The site works on a project set up the way Supabase now
 * sets up a new one, with user tokens signed with an asymmetric key (ES256, public key at
 * /auth/v1/.well-known/jwks.json) and, as the runbook then recommends, the legacy anon/service_role
 * keys turned off. This suite starts its own stack in that mode (the shared one keeps the legacy
 * keys on, as a new project has them) and drives it with the publishable key as the site does: a
 * form stores and its notification and acknowledgement go out, an admin's reply is delivered by
 * the worker, an invitation is sent and accepted, auth-js's getClaims() verifies a token through
 * the JWKS, and every function the app calls answers a signed-in person's ES256 token from its own
 * code, never with the platform's verify_jwt 401.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { decodeProtectedHeader } from 'jose'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toContactSubmissionRow } from '../../src/features/contact/api/contact-submission-row'
import { startStack, type StackHandle } from '../index'
import { LEGACY_KEYS_DISABLED_MESSAGE } from './keys'
import {
  signedInAdminWithTwoFactor,
  type SignedInTwoFactorAdmin,
} from '../../tests/support/auth-sessions'
import { makeContactSubmission, makeUser } from '../../tests/support/factories'
import { callDeliveryWorker } from '../../tests/support/outbox-worker'
import { followLink, invitationTo, mailsTo, verifyLinkIn } from '../../tests/support/stack-inbox'
import { TEST_AUTH_RATE_LIMITS, testStackPorts } from '../../tests/support/test-stack'
import { connectStackDb } from '../../tests/support/stack-db'

let stack: StackHandle
let db: pg.Client
let admin: SignedInTwoFactorAdmin

/** The keys as the site and the server hold them on such a project. */
const keysOf = (handle: StackHandle) => ({
  apiUrl: handle.apiUrl,
  anonKey: handle.publishableKey,
  serviceRoleKey: handle.secretKey,
})

function visitor(fetchImpl?: typeof fetch): SupabaseClient {
  return createClient(stack.apiUrl, stack.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
  })
}

/** What the cron job does every minute (its own secret; no API key involved). */
async function runWorker() {
  const response = await callDeliveryWorker(stack.apiUrl, stack.deliverNotificationsSecret)
  expect(response.status).toBe(200)
}

beforeAll(async () => {
  // A port block of its own beside the shared stack's (base … base+4).
  const base = testStackPorts().api + 20
  stack = await startStack({
    dataDir: mkdtempSync(join(tmpdir(), 'hosted-new-project-')),
    ports: { api: base, db: base + 1, inbox: base + 3, smtp: base + 4 },
    ephemeral: true,
    quiet: true,
    authSettings: { rateLimits: TEST_AUTH_RATE_LIMITS },
    keyMode: { legacyKeys: false, asymmetricJwt: true },
  })
  db = await connectStackDb(stack)
  admin = await signedInAdminWithTwoFactor(keysOf(stack))
}, 240_000)

afterAll(async () => {
  await db?.end()
  await stack?.stop()
})

describe('a project with legacy keys off and asymmetric JWT signing keys', () => {
  it('refuses the legacy anon and service_role keys, as hosted does once they are turned off', async () => {
    for (const key of [stack.anonKey, stack.serviceRoleKey]) {
      const response = await fetch(`${stack.apiUrl}/rest/v1/contact_submissions?select=id`, {
        headers: { apikey: key, Authorization: `Bearer ${key}` },
      })
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ message: LEGACY_KEYS_DISABLED_MESSAGE })
    }
  })

  it('signs user tokens with ES256 and publishes the key; getClaims() verifies through the JWKS', async () => {
    const { data: session } = await admin.supabase.auth.getSession()
    const token = session.session!.access_token
    const header = decodeProtectedHeader(token)
    expect(header.alg).toBe('ES256')
    const jwks = (await (await fetch(`${stack.apiUrl}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: { kid: string; alg: string; d?: string }[]
    }
    expect(jwks.keys).toEqual([expect.objectContaining({ kid: header.kid, alg: 'ES256' })])
    expect(jwks.keys[0]!.d).toBeUndefined()

    // A client that records what it asks: getClaims() must use the JWKS, not ask /user.
    const asked: string[] = []
    const recording: typeof fetch = async (input, init) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname)
      return fetch(input, init)
    }
    const client = visitor(recording)
    await client.auth.setSession({
      access_token: token,
      refresh_token: session.session!.refresh_token,
    })
    asked.length = 0
    const { data, error } = await client.auth.getClaims()
    expect(error).toBeNull()
    expect(data?.claims.sub).toBe(admin.id)
    expect(asked).toContain('/auth/v1/.well-known/jwks.json')
    expect(asked).not.toContain('/auth/v1/user')

    // A token signed by anyone else is refused.
    const [head, payload] = token.split('.')
    const forged = `${head}.${payload}.${Buffer.from('not the signature').toString('base64url')}`
    const refused = await fetch(`${stack.apiUrl}/auth/v1/user`, {
      headers: { apikey: stack.publishableKey, Authorization: `Bearer ${forged}` },
    })
    expect(refused.status).toBe(403)
  })

  it('a form stores, and its notification and acknowledgement go out with the new keys', async () => {
    const site = visitor()
    const values = makeContactSubmission()
    const stored = await site.rpc('submit_contact_message', {
      p_submission: toContactSubmissionRow(values),
      p_idempotency_key: randomUUID(),
    })
    expect(stored.error).toBeNull()
    const reference = (stored.data as { reference: string }).reference
    const { website: _honeypot, ...payload } = values
    const notified = await site.functions.invoke('send-contact-notification', { body: payload })
    expect(notified.error).toBeNull()

    // The reviewers' notification and the acknowledgement to the visitor, both marked sent.
    const deliveries = async () =>
      (
        await db.query<{ kind: string; state: string }>(
          `select d.kind, d.state from public.notification_deliveries d
           join public.contact_submissions c on c.id = d.record_id
           where c.reference = $1 order by d.kind`,
          [reference],
        )
      ).rows
    await until(async () => (await deliveries()).every((row) => row.state === 'sent'))
    expect(await deliveries()).toEqual([
      { kind: 'acknowledgement', state: 'sent' },
      { kind: 'notification', state: 'sent' },
    ])
    expect((await mailsTo(stack, values.email)).length).toBe(1)
  })

  it('an admin’s desk reply is delivered by the worker', async () => {
    const values = makeContactSubmission()
    const stored = await visitor().rpc('submit_contact_message', {
      p_submission: toContactSubmissionRow(values),
      p_idempotency_key: randomUUID(),
    })
    expect(stored.error).toBeNull()
    const { rows } = await db.query<{ id: string }>(
      'select id from public.contact_submissions where reference = $1',
      [(stored.data as { reference: string }).reference],
    )
    const reply = await admin.supabase.rpc('send_desk_reply', {
      p_record_kind: 'contact_submission',
      p_record_id: rows[0]!.id,
      p_request_id: randomUUID(),
      p_body: 'Hello,\n\nThank you for writing.',
      p_status: 'responded',
    })
    expect(reply.error).toBeNull()
    await runWorker()
    const { rows: sent } = await db.query<{ state: string }>(
      'select state from public.desk_replies where id = $1',
      [(reply.data as { id: string }).id],
    )
    expect(sent).toEqual([{ state: 'sent' }])
    expect((await mailsTo(stack, values.email)).length).toBeGreaterThanOrEqual(1)
  })

  it('an admin invites a reviewer, who holds the role after following the link', async () => {
    const { email } = makeUser()
    const { data, error } = await admin.supabase.functions.invoke('manage-reviewers', {
      body: { action: 'invite', email, redirectTo: 'http://127.0.0.1:5173/auth/reset-password' },
    })
    expect(error).toBeNull()
    expect(data).toEqual({ status: 'invited' })
    const fragment = await followLink(verifyLinkIn(await invitationTo(stack, email)))
    expect(decodeProtectedHeader(fragment.get('access_token')!).alg).toBe('ES256')
    const { rows } = await db.query(
      `select 1 from public.user_roles r join auth.users u on u.id = r.user_id
       where lower(u.email) = $1 and r.role = 'reviewer'`,
      [email],
    )
    expect(rows).toHaveLength(1)
  })

  it('manage-reviewers refuses a caller without a live session', async () => {
    const anonymous = await visitor().functions.invoke('manage-reviewers', {
      body: { action: 'invite', email: makeUser().email },
    })
    expect((anonymous.error as { context?: Response } | null)?.context?.status).toBe(401)
  })
})

/** The platform's verify_jwt refusal (supabase docs, troubleshooting/edge-function-401-error-response). */
const PLATFORM_REFUSAL = { code: 401, message: 'Invalid JWT' }

/** What a function answered to `invoke`: its status and JSON body, success or not. */
async function answerOf(
  client: SupabaseClient,
  name: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: unknown }> {
  const { data, error, response } = await client.functions.invoke(name, { body })
  const raw = (error as { context?: Response } | null)?.context ?? response
  const status = raw?.status ?? 0
  if (!error) return { status, body: data }
  return { status, body: await raw!.json().catch(() => null) }
}

describe('every function the app calls, with a signed-in person’s ES256 token (src/**/api: functions.invoke)', () => {
  it('the token the app sends is an ES256 user token', async () => {
    const { data } = await admin.supabase.auth.getSession()
    expect(decodeProtectedHeader(data.session!.access_token).alg).toBe('ES256')
  })

  it('none answers the platform’s 401: each runs its own code and checks the caller itself', async () => {
    const unstored = {
      firstName: 'Nobody',
      lastName: 'Stored',
      email: `never-stored-${randomUUID()}@example.org`,
      phone: '208-555-0100',
      message: 'This payload matches no stored row.',
    }
    const calls: [string, Record<string, unknown>, (status: number) => boolean][] = [
      // publish-site: past its own session check, the unknown action is the function's 400.
      ['publish-site', { action: 'not-an-action' }, (status) => status === 400],
      // send-deletion-confirmation: the database, asked with the caller's token, finds nothing.
      [
        'send-deletion-confirmation',
        { email: `nobody-${randomUUID()}@example.org` },
        (status) => status === 404 || status === 400,
      ],
      // manage-reviewers: the launch check's probe; the admin's session and admin check hold.
      ['manage-reviewers', { action: 'check' }, (status) => status === 200],
      ['manage-reviewers', { action: 'routing' }, (status) => status === 200],
      // The notification functions (called signed in too: supabase-js sends the session's token).
      [
        'send-contact-notification',
        {
          ...unstored,
          subject: 'partnership',
          organizationType: 'k-12',
          organizationName: 'Nowhere',
        },
        (status) => status < 500,
      ],
      ['send-alliance-notification', unstored, (status) => status !== 401],
      ['send-coach-application-notification', unstored, (status) => status !== 401],
    ]
    for (const [name, body, expected] of calls) {
      const answer = await answerOf(admin.supabase, name, body)
      expect({ name, body: answer.body }).not.toMatchObject({ body: PLATFORM_REFUSAL })
      expect({ name, status: answer.status, ok: expected(answer.status) }).toMatchObject({
        name,
        ok: true,
      })
    }
  })

  it('publish-site and send-deletion-confirmation answer a caller without a live session 401 themselves', async () => {
    const signedOut = visitor()
    for (const [name, body] of [
      ['publish-site', { action: 'publish' }],
      ['send-deletion-confirmation', { email: 'someone@example.org' }],
    ] as const) {
      const answer = await answerOf(signedOut, name, body)
      expect(answer.status).toBe(401)
      // The function's own answer ({ error: "Sign in as …" }), not the platform's.
      expect(answer.body).toEqual({ error: expect.stringMatching(/^Sign in as an/) })
    }
    // A token no session stands behind (forged signature) is refused by the function too.
    const { data } = await admin.supabase.auth.getSession()
    const [head, payload] = data.session!.access_token.split('.')
    const forged = `${head}.${payload}.${Buffer.from('not the signature').toString('base64url')}`
    const response = await fetch(`${stack.apiUrl}/functions/v1/publish-site`, {
      method: 'POST',
      headers: {
        apikey: stack.publishableKey,
        Authorization: `Bearer ${forged}`,
        'Content-Type': 'application/json',
      },
      body: '{"action":"publish"}',
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Sign in as an editor to publish the site' })
  })
})

/** Polls `done` for up to ten seconds. */
async function until(done: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 50 && !(await done()); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
