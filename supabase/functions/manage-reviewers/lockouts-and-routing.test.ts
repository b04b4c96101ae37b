import assert from 'node:assert/strict'
import { createHandler } from './handler.ts'

const env = {
  SUPABASE_URL: 'http://api.test',
  publicKey: 'sb_publishable_test',
  serviceKey: 'sb_secret_test',
}
const MEMBER = '11111111-2222-4333-8444-555555555555'
const FACTOR = '66666666-7777-4888-8999-000000000000'
const LOCKED = {
  user_id: MEMBER,
  password_locked_until: '2026-11-25T06:00:00.000Z',
  factors: [{ id: FACTOR, locked_until: '2026-11-25T06:10:00.000Z' }],
}

interface Backend {
  rpcStatus?: number
  /** What GET /admin/users/<id>/lockout answers: the state, or hosted's 404 (no such route). */
  lockout?: { status: number; body: unknown }
}

function fakeBackend({ rpcStatus = 200, lockout = { status: 200, body: LOCKED } }: Backend = {}) {
  const calls: { method: string; url: string; init: RequestInit }[] = []
  const send = (async (url: string | URL | Request, init: RequestInit = {}) => {
    const target = String(url)
    calls.push({ method: init.method ?? 'GET', url: target, init })
    if (target.endsWith('/auth/v1/user')) return new Response('{"id":"u"}', { status: 200 })
    if (target.endsWith('/rpc/admin_reviewers')) {
      return new Response(rpcStatus === 200 ? JSON.stringify([{ user_id: MEMBER }]) : '{}', {
        status: rpcStatus,
      })
    }
    if (target.includes('/rpc/')) return new Response('null', { status: rpcStatus })
    if (init.method === 'DELETE') {
      return new Response(JSON.stringify({ lifted: ['password', FACTOR] }), { status: 200 })
    }
    return new Response(JSON.stringify(lockout.body), { status: lockout.status })
  }) as typeof fetch
  return { calls, send }
}

function ask(body: Record<string, unknown>) {
  return new Request('http://localhost/', {
    method: 'POST',
    headers: { Authorization: 'Bearer caller-token', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

Deno.test(
  'manage-reviewers lockouts: an administrator sees who is locked and until when',
  async () => {
    const backend = fakeBackend()
    const response = await createHandler(env, backend.send)(ask({ action: 'lockouts' }))
    assert.equal(response.status, 200)
    assert.deepEqual(await response.json(), {
      supported: true,
      lockouts: [
        {
          userId: MEMBER,
          lockedUntil: LOCKED.factors[0]!.locked_until,
          locks: ['password', FACTOR],
        },
      ],
    })
    const read = backend.calls.find((call) => call.url.endsWith('/lockout'))!
    assert.equal(new Headers(read.init.headers).get('apikey'), 'sb_secret_test')
  },
)

Deno.test(
  'manage-reviewers lockouts: a reviewer or editor is refused and no lock is read',
  async () => {
    const backend = fakeBackend({ rpcStatus: 403 })
    const response = await createHandler(env, backend.send)(ask({ action: 'lockouts' }))
    assert.equal(response.status, 403)
    assert.ok(!backend.calls.some((call) => call.url.endsWith('/lockout')))
  },
)

Deno.test('manage-reviewers lockouts: hosted (no lockout route) answers unsupported', async () => {
  const backend = fakeBackend({ lockout: { status: 404, body: { error_code: 'not_found' } } })
  const response = await createHandler(env, backend.send)(ask({ action: 'lockouts' }))
  assert.deepEqual(await response.json(), { supported: false, lockouts: [] })
})

Deno.test('manage-reviewers lift-lockout: audited by the database first, then lifted', async () => {
  const backend = fakeBackend()
  const response = await createHandler(
    env,
    backend.send,
  )(ask({ action: 'lift-lockout', userId: MEMBER }))
  assert.equal(response.status, 200)
  assert.deepEqual(await response.json(), { status: 'lifted', lifted: ['password', FACTOR] })
  const rpc = backend.calls.findIndex((call) => call.url.endsWith('/rpc/admin_lift_lockout'))
  const lift = backend.calls.findIndex((call) => call.method === 'DELETE')
  assert.ok(rpc >= 0 && lift > rpc)
  assert.equal(
    new Headers(backend.calls[rpc]!.init.headers).get('authorization'),
    'Bearer caller-token',
  )
  assert.deepEqual(JSON.parse(String(backend.calls[rpc]!.init.body)), {
    _user_id: MEMBER,
    _locks: ['password', FACTOR],
  })
})

Deno.test(
  'manage-reviewers lift-lockout: a non-administrator is refused and nothing is lifted',
  async () => {
    const backend = fakeBackend({ rpcStatus: 403 })
    const response = await createHandler(
      env,
      backend.send,
    )(ask({ action: 'lift-lockout', userId: MEMBER }))
    assert.equal(response.status, 403)
    assert.ok(!backend.calls.some((call) => call.method === 'DELETE'))
  },
)

Deno.test('manage-reviewers lift-lockout: on hosted it answers 501 in words', async () => {
  const backend = fakeBackend({ lockout: { status: 404, body: {} } })
  const response = await createHandler(
    env,
    backend.send,
  )(ask({ action: 'lift-lockout', userId: MEMBER }))
  assert.equal(response.status, 501)
  assert.match(((await response.json()) as { error: string }).error, /keeps no sign-in lockouts/)
  assert.ok(!backend.calls.some((call) => call.method === 'DELETE'))
})

Deno.test(
  'manage-reviewers lift-lockout: a malformed id is refused before anything is sent',
  async () => {
    const backend = fakeBackend()
    const response = await createHandler(
      env,
      backend.send,
    )(ask({ action: 'lift-lockout', userId: 'not-an-id' }))
    assert.equal(response.status, 400)
    assert.ok(
      !backend.calls.some((call) => call.url.includes('/rpc/') || call.url.endsWith('/lockout')),
    )
  },
)

Deno.test('manage-reviewers routing: an administrator reads the NOTIFY_TO addresses', async () => {
  const backend = fakeBackend()
  const handler = createHandler(
    { ...env, notifyTo: ' ops@example.org, desk@example.org ' },
    backend.send,
  )
  const response = await handler(ask({ action: 'routing' }))
  assert.equal(response.status, 200)
  assert.deepEqual(await response.json(), {
    defaultRecipients: ['ops@example.org', 'desk@example.org'],
  })
})

Deno.test(
  'manage-reviewers routing: a reviewer or editor is refused and sees no address',
  async () => {
    const backend = fakeBackend({ rpcStatus: 403 })
    const handler = createHandler({ ...env, notifyTo: 'ops@example.org' }, backend.send)
    const response = await handler(ask({ action: 'routing' }))
    assert.equal(response.status, 403)
    assert.doesNotMatch(await response.text(), /ops@example\.org/)
  },
)

Deno.test('manage-reviewers routing: without a token it answers 401', async () => {
  const backend = fakeBackend()
  const handler = createHandler({ ...env, notifyTo: 'ops@example.org' }, backend.send)
  const response = await handler(
    new Request('http://localhost/', { method: 'POST', body: '{"action":"routing"}' }),
  )
  assert.equal(response.status, 401)
  assert.doesNotMatch(await response.text(), /ops@example\.org/)
})
