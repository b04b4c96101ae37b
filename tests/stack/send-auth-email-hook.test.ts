/**
 * The project's Send Email hook (supabase/functions/send-auth-email, [auth.hook.send_email] in
 * config.toml) as the stack's auth calls it, the way GoTrue does (stack/gateway/auth/
 * send-email-hook.ts): a forged or missing signature is refused; every auth e-mail kind reaches
 * the inbox exactly once through an SMTP outage and through a sender killed after the mail service
 * accepted (the outbox's worker finishes the job with the same idempotency key); the invitation says
 * the role; and with config.toml's own limits and the migration's allowances, 30 anonymous
 * sign-ups from 6 client addresses leave a reviewer's password reset and an administrator's
 * invitation deliverable.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signWebhook } from '../../stack/gateway/auth/send-email-hook'
import { tokenHash } from '../../stack/gateway/auth/index'
import { makeUser, uniqueEmail } from '../support/factories'
import { fetchFromAddress } from '../support/fetch-from-address'
import {
  CONFIG_AUTH_SETTINGS,
  startHostedLikeAuth,
  type HostedLikeAuth,
} from '../support/hosted-like-auth'
import { callDeliveryWorker, setInboxTransport, waitFor } from '../support/outbox-worker'
import { connectStackDb } from '../support/stack-db'
import { followLink, invitationTo, mailsTo, mailTo, verifyLinkIn } from '../support/stack-inbox'
import { getTestStack, TEST_AUTH_EMAIL_ALLOWANCE, type TestStack } from '../support/test-stack'

let stack: TestStack
let db: pg.Client
let auth: HostedLikeAuth
const OPTIONS = { auth: { persistSession: false, autoRefreshToken: false } } as const
const HOOK = () => `${stack.apiUrl}/functions/v1/send-auth-email`

/** Posts a Send Email payload to the hook as Auth does, signed with `secret` (or unsigned). */
async function callHook(payload: unknown, secret: string | null = stack.sendEmailHookSecret) {
  const body = JSON.stringify(payload)
  const id = randomUUID()
  const timestamp = Math.floor(Date.now() / 1000)
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (secret) {
    headers['webhook-id'] = id
    headers['webhook-timestamp'] = String(timestamp)
    headers['webhook-signature'] = signWebhook(secret, id, timestamp, body)
  }
  const response = await fetch(HOOK(), { method: 'POST', headers, body })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function confirmedAccount(email = uniqueEmail('hook')) {
  const admin = createClient(stack.apiUrl, stack.serviceRoleKey, OPTIONS)
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: makeUser().password,
    email_confirm: true,
  })
  if (error) throw error
  return { id: data.user.id, email }
}

/** A payload as Auth builds it (internal/api/mail.go sendEmail) for `user`. */
function payloadFor(user: { id: string; email: string; new_email?: string }, type: string) {
  const otp = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')
  const otpNew = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')
  return {
    metadata: { uuid: randomUUID(), time: new Date().toISOString(), name: 'send-email' },
    user: { id: user.id, aud: 'authenticated', email: user.email, new_email: user.new_email ?? '' },
    email_data: {
      token: otp,
      token_hash: tokenHash(user.new_email ?? user.email, otpNew + otp),
      redirect_to: 'http://127.0.0.1:5173/admin',
      email_action_type: type,
      site_url: `${stack.apiUrl}/auth/v1`,
      token_new: type === 'email_change' ? otpNew : '',
      token_hash_new: type === 'email_change' ? tokenHash(user.email, otp) : '',
    },
  }
}

async function authEmailsOf(userId: string) {
  const { rows } = await db.query<{
    id: string
    state: string
    attempts: number
    recipient: string
  }>(
    `select id, state, attempts, recipient from public.notification_deliveries
     where kind = 'auth_email' and record_id = $1 order by created_at`,
    [userId],
  )
  return rows
}

async function userIdOf(email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('select id from auth.users where email = $1', [
    email,
  ])
  return rows[0]!.id
}

async function runWorker() {
  const response = await callDeliveryWorker(stack.apiUrl, stack.deliverNotificationsSecret).catch(
    () => undefined,
  )
  await response?.body?.cancel()
}

async function transport(body: Record<string, boolean>) {
  expect((await setInboxTransport(stack.inboxUrl, body)).status).toBe(200)
}

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack, { asSuperuser: true })
  auth = await startHostedLikeAuth(stack, {}, { hook: true })
})

afterAll(async () => {
  await transport({ accepting: true }).catch(() => undefined)
  await raisedAllowances().catch(() => undefined)
  await auth?.stop()
  await db?.end()
})

describe('the signature', () => {
  it('the link validity the e-mails state is config.toml otp_expiry', () => {
    const source = readFileSync(
      new URL('../../supabase/functions/send-auth-email/emails.ts', import.meta.url),
      'utf8',
    )
    const stated = Number(/LINK_VALIDITY_SECONDS = (\d+)/.exec(source)?.[1])
    expect(stated).toBe(CONFIG_AUTH_SETTINGS.otpExpirySeconds)
  })

  it('a missing or forged signature is refused with 401 and queues nothing; a signed one is queued', async () => {
    const person = await confirmedAccount()
    const missing = await callHook(payloadFor(person, 'recovery'), null)
    expect(missing).toMatchObject({ status: 401, body: { error: { http_code: 401 } } })
    const forged = await callHook(
      payloadFor(person, 'recovery'),
      `v1,whsec_${Buffer.from('not the project secret, 32 bytes!').toString('base64')}`,
    )
    expect(forged.status).toBe(401)
    expect(await authEmailsOf(person.id)).toEqual([])
    const signed = await callHook(payloadFor(person, 'recovery'))
    expect(signed).toEqual({ status: 200, body: {} })
    expect(await authEmailsOf(person.id)).toHaveLength(1)
  })

  it('a replayed call with a timestamp older than 5 minutes is refused', async () => {
    const person = await confirmedAccount()
    const body = JSON.stringify(payloadFor(person, 'recovery'))
    const id = randomUUID()
    const old = Math.floor(Date.now() / 1000) - 6 * 60
    const response = await fetch(HOOK(), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(old),
        'webhook-signature': signWebhook(stack.sendEmailHookSecret, id, old, body),
      },
      body,
    })
    expect(response.status).toBe(401)
  })
})

/** Each kind: how to make Auth (or the hook directly) owe it, and to whom it goes. */
const kinds: Record<string, () => Promise<{ userId: string; addresses: string[] }>> = {
  signup: async () => {
    const person = makeUser()
    const { error } = await createClient(auth.url, stack.anonKey, OPTIONS).auth.signUp(person)
    expect(error).toBeNull()
    return { userId: await userIdOf(person.email), addresses: [person.email] }
  },
  recovery: async () => {
    const person = await confirmedAccount()
    const { error } = await createClient(
      auth.url,
      stack.anonKey,
      OPTIONS,
    ).auth.resetPasswordForEmail(person.email)
    expect(error).toBeNull()
    return { userId: person.id, addresses: [person.email] }
  },
  invite: async () => {
    const email = uniqueEmail('hook-invite')
    const { error } = await createClient(
      auth.url,
      stack.serviceRoleKey,
      OPTIONS,
    ).auth.admin.inviteUserByEmail(email)
    expect(error).toBeNull()
    return { userId: await userIdOf(email), addresses: [email] }
  },
  // The stand-in has no e-mail change or /reauthenticate endpoint: the payload Auth would send.
  email_change: async () => {
    const person = await confirmedAccount()
    const newEmail = uniqueEmail('hook-new')
    expect(
      (await callHook(payloadFor({ ...person, new_email: newEmail }, 'email_change'))).status,
    ).toBe(200)
    return { userId: person.id, addresses: [person.email, newEmail] }
  },
  reauthentication: async () => {
    const person = await confirmedAccount()
    expect((await callHook(payloadFor(person, 'reauthentication'))).status).toBe(200)
    return { userId: person.id, addresses: [person.email] }
  },
}

describe.each(Object.keys(kinds))('the %s e-mail', (kind) => {
  it('reaches the inbox exactly once through an SMTP outage', async () => {
    await transport({ accepting: false })
    let owed: { userId: string; addresses: string[] }
    try {
      owed = await kinds[kind]!()
      const refused = await waitFor(
        () => authEmailsOf(owed.userId),
        (rows) =>
          rows.length === owed.addresses.length &&
          rows.every((row) => row.state === 'pending' && row.attempts === 1),
      )
      expect(refused.map((row) => row.state)).toEqual(owed.addresses.map(() => 'pending'))
      for (const address of owed.addresses) expect(await mailsTo(stack, address)).toEqual([])
    } finally {
      await transport({ accepting: true })
    }
    await db.query(
      `update public.notification_deliveries set next_attempt_at = now()
       where kind = 'auth_email' and record_id = $1`,
      [owed.userId],
    )
    await runWorker()
    const sent = await waitFor(
      () => authEmailsOf(owed.userId),
      (rows) => rows.every((row) => row.state === 'sent'),
    )
    expect(sent.map((row) => [row.state, row.attempts])).toEqual(
      owed.addresses.map(() => ['sent', 2]),
    )
    await runWorker()
    for (const address of owed.addresses) {
      const mails = await mailsTo(stack, address)
      console.log(
        `[send-auth-email ${kind}] outage: ${mails.length} e-mail to ${address.split('@')[0]} after 2 attempts`,
      )
      expect(mails).toHaveLength(1)
    }
  })
})

describe('a sender killed after the mail service accepted', () => {
  it('the password reset still arrives exactly once: Auth retries the hook, the worker finishes with the same idempotency key', async () => {
    const person = await confirmedAccount()
    await runWorker()
    await transport({ accepting: true, killSenderAfterAccepting: true })
    await createClient(auth.url, stack.anonKey, OPTIONS).auth.resetPasswordForEmail(person.email)
    await waitFor(
      () => mailsTo(stack, person.email),
      (mails) => mails.length === 1,
    )
    const [row] = await authEmailsOf(person.id)
    expect(row).toMatchObject({ state: 'sending', attempts: 1 })
    await db.query(
      'update public.notification_deliveries set lease_expires_at = now() where id = $1',
      [row!.id],
    )
    await runWorker()
    const sent = await waitFor(
      () => authEmailsOf(person.id),
      (rows) => rows[0]?.state === 'sent',
    )
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ state: 'sent', attempts: 2 })
    const mails = await mailsTo(stack, person.email)
    console.log(`[send-auth-email restart] ${mails.length} e-mail, ${sent.length} outbox row`)
    expect(mails).toHaveLength(1)
  })
})

describe('the invitation is worded per role', () => {
  const words: [string, RegExp, string][] = [
    ['reviewer', /as a reviewer\. Reviewers work in the desk's submissions/, 'a reviewer'],
    ['editor', /as an editor\. Editors work in the desk's Site section/, 'an editor'],
    ['admin', /as an administrator\. Administrators run the desk/, 'an administrator'],
  ]
  it.each(words)(
    'a %s invitation says the role in its subject and where it works, and its link sets a session',
    async (role, wording, as) => {
      const email = uniqueEmail(`hook-${role}`)
      await db.query(
        `insert into public.reviewer_invitations (email, role, display_name) values ($1, $2, 'Ada Lovelace')`,
        [email, role],
      )
      const { error } = await createClient(
        stack.apiUrl,
        stack.serviceRoleKey,
        OPTIONS,
      ).auth.admin.inviteUserByEmail(email, {
        redirectTo: 'http://127.0.0.1:5173/auth/reset-password',
      })
      expect(error).toBeNull()
      const mail = await mailTo(stack, email, 'auth-invite')
      expect(mail.subject).toBe(`You are invited to the Idaho AI Alliance desk as ${as}`)
      expect(mail.text).toMatch(wording)
      expect(mail.text).toContain('Hello Ada Lovelace,')
      expect(mail.text).toContain('expires 1 hour after this e-mail was sent')
      const link = verifyLinkIn(mail)
      expect(link.searchParams.get('type')).toBe('invite')
      expect(link.searchParams.get('redirect_to')).toBe('http://127.0.0.1:5173/auth/reset-password')
      const session = await followLink(link)
      expect(session.get('access_token')).toBeTruthy()
      expect(session.get('type')).toBe('invite')
    },
  )
})

/** The migration's allowances and pacing, which the throwaway stack raises for other suites. */
async function migrationAllowances() {
  await db.query(
    `update private.auth_email_allowances a set per_hour = f.per_hour, min_interval = f.min_interval
     from (values ('signup', 30, null::interval), ('account', 30, null), ('member', 10, null),
                  ('member_reset', 60, interval '1 minute'), ('invite', 30, null))
       f(purpose, per_hour, min_interval)
     where a.purpose = f.purpose`,
  )
}

async function raisedAllowances() {
  await db.query('update private.auth_email_allowances set per_hour = $1, min_interval = null', [
    TEST_AUTH_EMAIL_ALLOWANCE,
  ])
}

/** A minute passes for `userId`'s auth e-mails, for the hook's pacing and Auth's max_frequency. */
async function aMinuteLater(userId: string) {
  await db.query(
    `update private.auth_emails set created_at = created_at - interval '61 seconds' where user_id = $1`,
    [userId],
  )
  await db.query(
    `update auth.users set recovery_sent_at = recovery_sent_at - interval '61 seconds' where id = $1`,
    [userId],
  )
}

describe("a member's password reset, whoever else asks for it", () => {
  // The campaign's attack: /recover asked 10 times for a reviewer's address from anywhere (each
  // once hosted's max_frequency of 60 s let it through) spent her 10 e-mails an hour, and her own
  // request was refused for the hour.
  it("ten strangers' resets for a reviewer, from ten addresses a minute apart, leave her own deliverable", async () => {
    await migrationAllowances()
    const limited = await startHostedLikeAuth(stack, {}, { hook: true })
    try {
      const reviewer = await confirmedAccount(uniqueEmail('hook-reset-target'))
      await db.query(`insert into public.user_roles (user_id, role) values ($1, 'reviewer')`, [
        reviewer.id,
      ])
      const from = (address: string) =>
        createClient(limited.url, stack.anonKey, {
          ...OPTIONS,
          global: { fetch: fetchFromAddress(address) },
        })
      const strangers: (number | undefined)[] = []
      for (let i = 0; i < 10; i++) {
        const { error } = await from(`127.0.${110 + i}.9`).auth.resetPasswordForEmail(
          reviewer.email,
        )
        strangers.push(error?.status)
        await aMinuteLater(reviewer.id)
      }
      const own = await from('127.0.120.9').auth.resetPasswordForEmail(reviewer.email)
      console.log(
        `[member reset] strangers: ${strangers.filter((s) => s === undefined).length} of 10 sent; her own: ${own.error?.status ?? 'sent'}`,
      )
      expect(strangers).toEqual(Array.from({ length: 10 }, () => undefined))
      expect(own.error).toBeNull()
      await waitFor(
        () => mailsTo(stack, reviewer.email, 'auth-recovery'),
        (mails) => mails.length === 11,
      )
      const session = await followLink(
        verifyLinkIn(await mailTo(stack, reviewer.email, 'auth-recovery')),
      )
      expect(session.get('type')).toBe('recovery')
    } finally {
      await limited.stop()
      await raisedAllowances()
    }
  }, 120_000)

  it('a request within the minute is refused with the seconds to wait, and the link she holds keeps working', async () => {
    await migrationAllowances()
    const limited = await startHostedLikeAuth(stack, {}, { hook: true })
    try {
      const reviewer = await confirmedAccount(uniqueEmail('hook-reset-held'))
      await db.query(`insert into public.user_roles (user_id, role) values ($1, 'reviewer')`, [
        reviewer.id,
      ])
      const client = createClient(limited.url, stack.anonKey, OPTIONS)
      expect((await client.auth.resetPasswordForEmail(reviewer.email)).error).toBeNull()
      const held = verifyLinkIn(await mailTo(stack, reviewer.email, 'auth-recovery'))
      // config.toml's max_frequency (1 s) is over; the hook's minute is not.
      await new Promise((done) => setTimeout(done, 1_100))
      const again = await client.auth.resetPasswordForEmail(reviewer.email)
      expect(again.error).toMatchObject({ status: 429 })
      expect(again.error?.message).toMatch(/only request this after \d+ seconds/)
      expect(await mailsTo(stack, reviewer.email, 'auth-recovery')).toHaveLength(1)
      const session = await followLink(held)
      expect(session.get('access_token')).toBeTruthy()
    } finally {
      await limited.stop()
      await raisedAllowances()
    }
  })
})

describe("with config.toml's limits and the migration's allowances", () => {
  it("30 anonymous sign-ups from 6 client addresses leave a reviewer's password reset and an administrator's invitation deliverable", async () => {
    await migrationAllowances()
    // Earlier tests' e-mails leave the hour being counted.
    await db.query(`update private.auth_emails set created_at = created_at - interval '2 hours'`)
    const limited = await startHostedLikeAuth(stack, {}, { hook: true })
    try {
      expect(CONFIG_AUTH_SETTINGS.rateLimits).toMatchObject({ signInSignUps: 30, emailSent: 1000 })
      const reviewer = await confirmedAccount(uniqueEmail('hook-reviewer'))
      await db.query(`insert into public.user_roles (user_id, role) values ($1, 'reviewer')`, [
        reviewer.id,
      ])
      const addresses = Array.from({ length: 6 }, (_, i) => `127.0.${i + 90}.7`)
      const statuses: number[] = []
      for (let i = 0; i < 30; i++) {
        const client = createClient(limited.url, stack.anonKey, {
          ...OPTIONS,
          global: { fetch: fetchFromAddress(addresses[i % 6]!) },
        })
        const { error } = await client.auth.signUp(makeUser())
        statuses.push(error?.status ?? 200)
      }
      const extra = await createClient(limited.url, stack.anonKey, {
        ...OPTIONS,
        global: { fetch: fetchFromAddress('127.0.96.7') },
      }).auth.signUp(makeUser())
      console.log(
        `[send-auth-email allowances] sign-ups: ${statuses.filter((s) => s === 200).length} of 30 accepted; the 31st answered ${extra.error?.status}`,
      )
      expect(statuses).toEqual(Array.from({ length: 30 }, () => 200))
      expect(extra.error).toMatchObject({ status: 429 })

      const reset = await createClient(limited.url, stack.anonKey, {
        ...OPTIONS,
        global: { fetch: fetchFromAddress('127.0.90.7') },
      }).auth.resetPasswordForEmail(reviewer.email)
      expect(reset.error).toBeNull()
      expect((await mailTo(stack, reviewer.email, 'auth-recovery')).text).toMatch(
        /\/auth\/v1\/verify\?/,
      )

      const invited = uniqueEmail('hook-invited-admin')
      await db.query(`insert into public.reviewer_invitations (email, role) values ($1, 'admin')`, [
        invited,
      ])
      const invitation = await createClient(
        limited.url,
        stack.serviceRoleKey,
        OPTIONS,
      ).auth.admin.inviteUserByEmail(invited)
      expect(invitation.error).toBeNull()
      expect((await invitationTo(stack, invited)).text).toMatch(/as an administrator/)
    } finally {
      await limited.stop()
      await raisedAllowances()
    }
  }, 300_000)
})
