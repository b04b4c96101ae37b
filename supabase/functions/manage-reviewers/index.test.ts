import assert from 'node:assert/strict'
import { createHandler } from './handler.ts'

const env = {
  SUPABASE_URL: 'http://api.test',
  publicKey: 'sb_publishable_test',
  serviceKey: 'sb_secret_test',
}

/** A fetch that answers the database and Auth calls as given, and records what was sent. */
function fakeBackend(
  rpc: { status: number; body: unknown },
  invite = { status: 200 },
  user = { status: 200 },
) {
  const calls: { url: string; init: RequestInit }[] = []
  const send = (async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init })
    if (String(url).endsWith('/auth/v1/user')) {
      return new Response('{"id":"u"}', { status: user.status })
    }
    if (String(url).includes('/rest/v1/rpc/')) {
      return new Response(JSON.stringify(rpc.body), { status: rpc.status })
    }
    return new Response('{}', { status: invite.status })
  }) as typeof fetch
  return { calls, send }
}

function invite(body: Record<string, unknown>, authorization = 'Bearer caller-token') {
  return new Request('http://localhost/', {
    method: 'POST',
    headers: { Authorization: authorization, 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'invite', ...body }),
  })
}

Deno.test('manage-reviewers: a non-admin is refused and no invitation is sent', async () => {
  const backend = fakeBackend({ status: 403, body: { code: '42501' } })
  const response = await createHandler(env, backend.send)(invite({ email: 'new@example.test' }))
  assert.equal(response.status, 403)
  assert.equal(backend.calls.length, 2)
  assert.equal(
    new Headers(backend.calls[1]!.init.headers).get('authorization'),
    'Bearer caller-token',
  )
  assert.ok(!backend.calls.some((call) => call.url.includes('/auth/v1/invite')))
})

Deno.test(
  'manage-reviewers: an admin’s invitation is recorded, then sent with the service key',
  async () => {
    const backend = fakeBackend({
      status: 200,
      body: { invitation_id: 'i', existing_user_id: null, inviter_name: 'Ada Admin' },
    })
    const response = await createHandler(
      env,
      backend.send,
    )(invite({ email: ' New@Example.test ', redirectTo: 'https://site.test/admin' }))
    assert.equal(response.status, 200)
    assert.deepEqual(await response.json(), { status: 'invited' })
    const sent = backend.calls[2]!
    assert.equal(
      sent.url,
      'http://api.test/auth/v1/invite?redirect_to=https%3A%2F%2Fsite.test%2Fadmin',
    )
    // A new secret key goes in apikey only: it is no JWT (the gateway makes one for Auth).
    assert.equal(new Headers(sent.init.headers).get('apikey'), 'sb_secret_test')
    assert.equal(new Headers(sent.init.headers).get('authorization'), null)
    assert.deepEqual(JSON.parse(String(sent.init.body)), {
      email: 'new@example.test',
      data: {
        inviter_name: 'Ada Admin',
        role_label: 'Reviewer',
        role_description: 'reads and answers submissions: status, notes, replies and CSV export',
      },
    })
    assert.deepEqual(JSON.parse(String(backend.calls[1]!.init.body)), {
      _email: 'new@example.test',
      _role: 'reviewer',
      _display_name: null,
    })
  },
)

Deno.test(
  'manage-reviewers: the chosen role and name reach the database and the e-mail',
  async () => {
    const backend = fakeBackend({
      status: 200,
      body: { invitation_id: 'i', existing_user_id: null, inviter_name: 'Ada Admin' },
    })
    await createHandler(
      env,
      backend.send,
    )(invite({ email: 'ed@example.test', role: 'editor', displayName: ' Edna Editor ' }))
    assert.deepEqual(JSON.parse(String(backend.calls[1]!.init.body)), {
      _email: 'ed@example.test',
      _role: 'editor',
      _display_name: 'Edna Editor',
    })
    const data = JSON.parse(String(backend.calls[2]!.init.body)).data
    assert.equal(data.role_label, 'Editor')
    assert.equal(data.display_name, 'Edna Editor')
  },
)

Deno.test('manage-reviewers: an unknown role is refused before anything is recorded', async () => {
  const backend = fakeBackend({ status: 200, body: {} })
  const response = await createHandler(
    env,
    backend.send,
  )(invite({ email: 'x@example.test', role: 'owner' }))
  assert.equal(response.status, 400)
  assert.equal(backend.calls.length, 0)
})

Deno.test(
  'manage-reviewers: an existing confirmed account is granted the role without an e-mail',
  async () => {
    const backend = fakeBackend({
      status: 200,
      body: { invitation_id: 'i', existing_user_id: 'u', granted: true },
    })
    const response = await createHandler(env, backend.send)(invite({ email: 'old@example.test' }))
    assert.deepEqual(await response.json(), { status: 'granted' })
    assert.equal(backend.calls.length, 2)
  },
)

Deno.test(
  'manage-reviewers: an existing unconfirmed account is sent the invitation, not granted',
  async () => {
    const backend = fakeBackend({
      status: 200,
      // The database names an existing account only once its address is confirmed.
      body: { invitation_id: 'i', existing_user_id: null, inviter_name: 'Ada Admin' },
    })
    const response = await createHandler(env, backend.send)(invite({ email: 'early@example.test' }))
    assert.deepEqual(await response.json(), { status: 'invited' })
    assert.ok(backend.calls.some((call) => call.url.includes('/auth/v1/invite')))
  },
)

Deno.test(
  'manage-reviewers: a token Auth does not accept (signed out, forged) is refused before the database is asked',
  async () => {
    const backend = fakeBackend(
      { status: 200, body: { invitation_id: 'i', existing_user_id: null, granted: false } },
      { status: 200 },
      { status: 403 },
    )
    const response = await createHandler(env, backend.send)(invite({ email: 'new@example.test' }))
    assert.equal(response.status, 401)
    assert.deepEqual(
      backend.calls.map((call) => call.url),
      ['http://api.test/auth/v1/user'],
    )
  },
)

Deno.test(
  'manage-reviewers: the legacy service_role key, where it is all there is, goes as before',
  async () => {
    const backend = fakeBackend({
      status: 200,
      body: { invitation_id: 'i', existing_user_id: null, granted: false },
    })
    const legacy = { ...env, publicKey: 'anon.jwt.key', serviceKey: 'service.jwt.key' }
    await createHandler(legacy, backend.send)(invite({ email: 'new@example.test' }))
    const sent = new Headers(backend.calls[2]!.init.headers)
    assert.equal(sent.get('apikey'), 'service.jwt.key')
    assert.equal(sent.get('authorization'), 'Bearer service.jwt.key')
  },
)

Deno.test(
  'manage-reviewers: the check action verifies the session and the admin check, and sends nothing',
  async () => {
    const backend = fakeBackend({ status: 200, body: {} })
    const request = (token: string) =>
      new Request('http://localhost/', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'check' }),
      })
    const response = await createHandler(env, backend.send)(request('reviewer-token'))
    assert.deepEqual(await response.json(), { status: 'ready' })
    assert.deepEqual(
      backend.calls.map((call) => call.url),
      ['http://api.test/auth/v1/user', 'http://api.test/rest/v1/rpc/admin_reviewers'],
    )
    const member = fakeBackend({ status: 403, body: {} })
    assert.equal((await createHandler(env, member.send)(request('member-token'))).status, 403)
  },
)

Deno.test('manage-reviewers: an unknown role is refused', async () => {
  const backend = fakeBackend({ status: 200, body: {} })
  const response = await createHandler(
    env,
    backend.send,
  )(invite({ email: 'a@b.test', role: 'owner' }))
  assert.equal(response.status, 400)
  assert.equal(backend.calls.length, 0)
})

Deno.test('manage-reviewers: bad input is refused before anything is sent', async () => {
  const backend = fakeBackend({ status: 200, body: {} })
  const handler = createHandler(env, backend.send)
  assert.equal((await handler(invite({ email: 'not-an-address' }))).status, 400)
  assert.equal((await handler(invite({ email: 'a@b.test' }, ''))).status, 401)
  assert.equal(
    (await handler(invite({ email: 'a@b.test', redirectTo: 'javascript:x' }))).status,
    400,
  )
  assert.equal(backend.calls.length, 0)
})

Deno.test('manage-reviewers: a failed e-mail says so', async () => {
  const backend = fakeBackend(
    { status: 200, body: { invitation_id: 'i', existing_user_id: null, granted: false } },
    { status: 500 },
  )
  const response = await createHandler(env, backend.send)(invite({ email: 'new@example.test' }))
  assert.equal(response.status, 502)
})
