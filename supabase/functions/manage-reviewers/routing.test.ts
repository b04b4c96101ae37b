import assert from 'node:assert/strict'
import { createHandler } from './handler.ts'

const env = {
  SUPABASE_URL: 'http://api.test',
  publicKey: 'sb_publishable_test',
  serviceKey: 'sb_secret_test',
}
const MEMBER = '11111111-2222-4333-8444-555555555555'

function fakeBackend({ rpcStatus = 200 }: { rpcStatus?: number } = {}) {
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
    return new Response('null', { status: rpcStatus })
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
  'manage-reviewers: the former lockout actions are unknown (hosted keeps no lock)',
  async () => {
    const backend = fakeBackend()
    for (const action of ['lockouts', 'lift-lockout']) {
      const response = await createHandler(env, backend.send)(ask({ action, userId: MEMBER }))
      assert.equal(response.status, 400)
      await response.body?.cancel()
    }
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
