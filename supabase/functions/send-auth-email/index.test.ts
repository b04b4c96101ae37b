import assert from 'node:assert/strict'
import { svixSignature } from '../_shared/svix.ts'
import { QUEUE_BY_MS } from './deadline.ts'
import { LINK_VALIDITY_SECONDS, validityInWords, verifyUrl } from './emails.ts'
import {
  createHandler,
  type EmailContext,
  type EnqueueOutcome,
  type HookDeps,
  type QueuedEmail,
} from './handler.ts'

const SECRET = `v1,whsec_${btoa('send-email-hook-secret-32-bytes!!')}`
const USER = { id: '11111111-2222-4333-8444-555555555555', email: 'ada@example.org' }

function payload(
  type: string,
  extra: Record<string, string> = {},
  user: Record<string, string> = USER,
) {
  return {
    user,
    email_data: {
      token: '123456',
      token_hash: 'hash-1',
      redirect_to: 'https://site.example/auth/reset-password',
      email_action_type: type,
      site_url: 'https://ref.supabase.co/auth/v1',
      token_new: '',
      token_hash_new: '',
      ...extra,
    },
  }
}

async function signed(body: unknown, secret = SECRET, at = Date.now()) {
  const text = JSON.stringify(body)
  const id = crypto.randomUUID()
  const timestamp = String(Math.floor(at / 1000))
  // Standard Webhooks signs as Svix does; the secret carries Auth's `v1,` prefix.
  const signature = await svixSignature(secret.replace(/^v1,/, ''), id, timestamp, text)
  return new Request('http://localhost/functions/v1/send-auth-email', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': timestamp,
      'webhook-signature': signature,
    },
    body: text,
  })
}

function fakeDeps(
  outcome: EnqueueOutcome = {
    outcome: 'queued',
    delivery_id: 'd',
    item_id: 'i',
    record_id: USER.id,
  },
  context: Partial<EmailContext> = {},
) {
  const queued: QueuedEmail[] = []
  const sent: QueuedEmail[] = []
  const sendBys: Date[] = []
  const deps: HookDeps = {
    secret: SECRET,
    supabaseUrl: 'https://ref.supabase.co',
    context: () =>
      Promise.resolve({
        member: false,
        invited_role: null,
        inviter_name: null,
        display_name: null,
        ...context,
      }),
    enqueue: (email, sendBy) => {
      queued.push(email)
      sendBys.push(sendBy)
      return Promise.resolve(outcome)
    },
    sendNow: (_queued, email) => {
      sent.push(email)
      return Promise.resolve()
    },
    log: () => {},
  }
  return { deps, queued, sent, sendBys }
}

Deno.test(
  'send-auth-email: a missing, forged or stale signature is refused with 401 and nothing is queued',
  async () => {
    const { deps, queued } = fakeDeps()
    const handler = createHandler(deps)
    const unsigned = await handler(
      new Request('http://localhost/', {
        method: 'POST',
        body: JSON.stringify(payload('recovery')),
      }),
    )
    assert.equal(unsigned.status, 401)
    const forged = await handler(
      await signed(payload('recovery'), `v1,whsec_${btoa('another-secret-of-32-bytes-long!!')}`),
    )
    assert.equal(forged.status, 401)
    const stale = await handler(await signed(payload('recovery'), SECRET, Date.now() - 6 * 60_000))
    assert.equal(stale.status, 401)
    assert.deepEqual(await stale.json(), {
      error: { http_code: 401, message: 'Invalid or missing webhook signature' },
    })
    assert.equal(queued.length, 0)
  },
)

Deno.test('send-auth-email: a signed recovery is queued and sent, answered 200 {}', async () => {
  const { deps, queued, sent } = fakeDeps()
  const response = await createHandler(deps)(await signed(payload('recovery')))
  assert.equal(response.status, 200)
  assert.equal(response.headers.get('content-type'), 'application/json')
  assert.deepEqual(await response.json(), {})
  assert.equal(queued.length, 1)
  assert.equal(sent.length, 1)
  assert.equal(queued[0]!.recipient, USER.email)
  assert.equal(queued[0]!.tokenKey, 'hash-1')
  assert.equal(queued[0]!.email.subject, 'Reset Your Password')
  assert.match(
    queued[0]!.email.text,
    /https:\/\/ref\.supabase\.co\/auth\/v1\/verify\?token=hash-1&type=recovery&redirect_to=https:\/\/site\.example\/auth\/reset-password/,
  )
})

Deno.test(
  'send-auth-email: a spent allowance answers as Auth reads a hook error (200, http_code 429)',
  async () => {
    const { deps, sent } = fakeDeps({ outcome: 'over_allowance', purpose: 'signup', per_hour: 30 })
    const response = await createHandler(deps)(await signed(payload('signup')))
    assert.equal(response.status, 200)
    assert.deepEqual(await response.json(), {
      error: { http_code: 429, message: 'Email rate limit exceeded' },
    })
    assert.equal(sent.length, 0)
  },
)

Deno.test(
  'send-auth-email: a repeated call for the same token queues and sends nothing more',
  async () => {
    const { deps, sent } = fakeDeps({ outcome: 'duplicate' })
    const response = await createHandler(deps)(await signed(payload('signup')))
    assert.deepEqual(await response.json(), {})
    assert.equal(sent.length, 0)
  },
)

Deno.test(
  'send-auth-email: the invitation names the role and where it works, per role',
  async () => {
    const cases: [string, RegExp, string][] = [
      ['reviewer', /as a reviewer\. Reviewers work in the desk's submissions/, 'a reviewer'],
      ['editor', /as an editor\. Editors work in the desk's Site section/, 'an editor'],
      ['admin', /as an administrator\. Administrators run the desk/, 'an administrator'],
    ]
    for (const [role, wording, as] of cases) {
      const { deps, queued } = fakeDeps(undefined, {
        invited_role: role,
        inviter_name: 'Grace Hopper',
        display_name: 'Ada',
      })
      await createHandler(deps)(await signed(payload('invite')))
      const email = queued[0]!.email
      assert.equal(email.subject, `You are invited to the Idaho AI Alliance desk as ${as}`)
      assert.match(email.text, wording)
      assert.match(email.text, /Hello Ada, Grace Hopper has invited you/)
      assert.match(email.text, /expires 1 hour after this e-mail was sent/)
      assert.match(
        email.text,
        /type=invite&redirect_to=https:\/\/site\.example\/auth\/reset-password/,
      )
      assert.match(email.html, /Accept the invitation and choose your password/)
    }
  },
)

Deno.test(
  'send-auth-email: a doubly confirmed e-mail change writes to both addresses, each with its own link',
  async () => {
    const { deps, queued } = fakeDeps()
    await createHandler(deps)(
      await signed(
        payload(
          'email_change',
          { token_hash_new: 'hash-current', token_new: '654321' },
          {
            ...USER,
            new_email: 'ada.new@example.org',
          },
        ),
      ),
    )
    assert.deepEqual(
      queued.map((email) => [email.recipient, email.tokenKey]),
      [
        [USER.email, 'hash-current'],
        ['ada.new@example.org', 'hash-1'],
      ],
    )
    assert.match(queued[0]!.email.text, /token=hash-current&type=email_change/)
  },
)

Deno.test('send-auth-email: reauthentication carries the code, not a link', async () => {
  const { deps, queued } = fakeDeps()
  await createHandler(deps)(await signed(payload('reauthentication')))
  assert.match(queued[0]!.email.text, /Code: 123456/)
  assert.doesNotMatch(queued[0]!.email.text, /\/verify\?/)
})

Deno.test(
  'send-auth-email: the link escapes a redirect with & = or # as Auth does (getPath)',
  () => {
    assert.equal(
      verifyUrl('https://ref.supabase.co/', 'abc123', 'signup', 'https://site.example/x?y=1'),
      'https://ref.supabase.co/auth/v1/verify?token=abc123&type=signup&redirect_to=https%3A%2F%2Fsite.example%2Fx%3Fy%3D1',
    )
    assert.equal(validityInWords(LINK_VALIDITY_SECONDS), '1 hour')
    assert.equal(validityInWords(1800), '30 minutes')
  },
)

Deno.test(
  'send-auth-email: a redirect_to carrying CR/LF adds no line to the reset e-mail; the link stays one line',
  async () => {
    const { deps, queued } = fakeDeps()
    const injected =
      'https://site.example/auth/reset-password\r\n\r\nOr reset here: https://evil.example/'
    const response = await createHandler(deps)(
      await signed(payload('recovery', { redirect_to: injected })),
    )
    assert.equal(response.status, 200)
    const text = queued[0]!.email.text
    assert.ok(!/\r|\n\s*Or reset here/.test(text), text)
    const line = text.split('\n').find((l) => l.includes('/auth/v1/verify?'))!
    assert.match(
      line,
      /redirect_to=https%3A%2F%2Fsite\.example%2Fauth%2Freset-password%0D%0A%0D%0AOr%20reset/,
    )
  },
)

Deno.test(
  'send-auth-email: a call arriving 4.5 s after Auth signed it (a slow start) queues nothing and answers an error',
  async () => {
    const { deps, queued, sent } = fakeDeps()
    const response = await createHandler(deps)(
      await signed(payload('recovery'), SECRET, Date.now() - 4_500),
    )
    assert.equal(response.status, 200)
    assert.equal(((await response.json()) as { error: { http_code: number } }).error.http_code, 503)
    assert.equal(queued.length, 0)
    assert.equal(sent.length, 0)
  },
)

Deno.test(
  'send-auth-email: the queue is told to refuse the e-mail 4 s after the second Auth signed',
  async () => {
    const { deps, sendBys } = fakeDeps()
    const at = Date.now()
    await createHandler(deps)(await signed(payload('recovery'), SECRET, at))
    assert.equal(sendBys[0]!.getTime(), Math.floor(at / 1000) * 1000 + QUEUE_BY_MS)
  },
)

Deno.test(
  'send-auth-email: an answer the queue gives after Auth stopped listening is not waited for',
  async () => {
    let clock = Date.now()
    const { deps, queued } = fakeDeps()
    const hanging: HookDeps = {
      ...deps,
      now: () => clock,
      // The queue answers only after Auth's 5 s are over.
      enqueue: (email) => {
        queued.push(email)
        clock += 10_000
        return new Promise<EnqueueOutcome>(() => undefined)
      },
    }
    const started = Date.now()
    const response = await createHandler(hanging)(await signed(payload('recovery'), SECRET, clock))
    assert.ok(Date.now() - started < 1_000)
    assert.equal(((await response.json()) as { error: { http_code: number } }).error.http_code, 503)
  },
)

Deno.test(
  "send-auth-email: a member's reset within the minute is refused 429 in GoTrue's words",
  async () => {
    const { deps } = fakeDeps({ outcome: 'too_soon', purpose: 'member_reset', retry_after: 42 })
    const response = await createHandler(deps)(await signed(payload('recovery')))
    assert.deepEqual(await response.json(), {
      error: {
        http_code: 429,
        message: 'For security purposes, you can only request this after 42 seconds.',
      },
    })
  },
)
