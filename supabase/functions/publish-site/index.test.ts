import assert from 'node:assert/strict'
import { createHandler } from './handler.ts'

const env = {
  SUPABASE_URL: 'http://api.test',
  SUPABASE_ANON_KEY: 'sb_publishable_test',
  SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_test',
  SITE_DEPLOY_HOOK_URL: 'https://hooks.test/build',
  SCHEDULED_JOB_SECRET: 'scheduled-job-secret',
}

/**
 * A fetch that answers PostgREST and the deploy hook as given, and records what was sent. Auth's
 * /user (the caller check) takes every token for a live session and is not recorded.
 */
function fakeBackend(answers: { draft?: Response; publish?: Response; hook?: Response } = {}) {
  const calls: { url: string; init: RequestInit }[] = []
  const send = (async (url: string | URL | Request, init: RequestInit = {}) => {
    const address = String(url)
    if (address.endsWith('/auth/v1/user')) return new Response('{"id":"editor"}')
    calls.push({ url: address, init })
    if (address.includes('/rest/v1/site_content_draft')) {
      return answers.draft ?? new Response(JSON.stringify({ content: {} }), { status: 200 })
    }
    if (
      address.includes('/rest/v1/rpc/publish_site_draft') ||
      address.includes('restore_site_version')
    ) {
      return (
        answers.publish ??
        new Response(JSON.stringify({ id: 'p', version_id: 'v', state: 'queued', reason: null }))
      )
    }
    if (address.includes('/rest/v1/rpc/publish_due_site_content')) {
      return new Response(
        JSON.stringify([{ id: 'due', version_id: 'v2', state: 'queued', reason: null }]),
      )
    }
    if (address.includes('/rest/v1/rpc/record_site_publication')) {
      const body = JSON.parse(String(init.body))
      return new Response(
        JSON.stringify({ id: body._id, state: body._state, reason: body._reason }),
      )
    }
    return answers.hook ?? new Response('{}', { status: 200 })
  }) as typeof fetch
  return { calls, send }
}

function post(body: unknown, authorization = 'Bearer editor-token') {
  return new Request('http://localhost/', {
    method: 'POST',
    headers: { Authorization: authorization, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

Deno.test('publish-site: a caller without a token is refused before anything is read', async () => {
  const backend = fakeBackend()
  const response = await createHandler(
    env,
    backend.send,
  )(new Request('http://localhost/', { method: 'POST', body: '{"action":"publish"}' }))
  assert.equal(response.status, 401)
  assert.equal(backend.calls.length, 0)
})

Deno.test(
  'publish-site: a token Auth does not take for a live session is answered 401 by the function, before any work',
  async () => {
    const backend = fakeBackend()
    const refusing = ((url: string | URL | Request, init?: RequestInit) =>
      String(url).includes('/auth/v1/user')
        ? Promise.resolve(new Response('{"code":403}', { status: 403 }))
        : backend.send(url, init)) as typeof fetch
    const response = await createHandler(env, refusing)(post({ action: 'publish' }))
    assert.equal(response.status, 401)
    assert.equal(backend.calls.length, 0)
  },
)

Deno.test('publish-site: someone the database does not take for an editor gets 403', async () => {
  const backend = fakeBackend({ draft: new Response('{}', { status: 406 }) })
  const response = await createHandler(env, backend.send)(post({ action: 'publish' }))
  assert.equal(response.status, 403)
  assert.ok(!backend.calls.some((call) => call.url.includes('publish_site_draft')))
  assert.ok(!backend.calls.some((call) => call.url.startsWith('https://hooks.test')))
})

Deno.test('publish-site: a draft the schema refuses is not published (422)', async () => {
  const backend = fakeBackend({
    draft: new Response(JSON.stringify({ content: { events: 'not a list' } }), { status: 200 }),
  })
  const response = await createHandler(env, backend.send)(post({ action: 'publish' }))
  assert.equal(response.status, 422)
  assert.ok(typeof ((await response.json()) as { error?: unknown }).error === 'string')
  assert.ok(!backend.calls.some((call) => call.url.includes('publish_site_draft')))
})

Deno.test('publish-site: a restore names a version by its id', async () => {
  const backend = fakeBackend()
  const response = await createHandler(
    env,
    backend.send,
  )(post({ action: 'restore', versionId: 'not-a-uuid' }))
  assert.equal(response.status, 400)
  assert.equal(backend.calls.length, 0)
})

Deno.test(
  'publish-site: a failing deploy hook is recorded as failed, with the secret key in apikey only',
  async () => {
    const restored = fakeBackend({ hook: new Response('{}', { status: 500 }) })
    const response = await createHandler(
      env,
      restored.send,
    )(post({ action: 'restore', versionId: '00000000-0000-4000-8000-000000000001' }))
    assert.equal(response.status, 502)
    const recorded = restored.calls.find((call) => call.url.includes('record_site_publication'))!
    assert.equal(JSON.parse(String(recorded.init.body))._state, 'failed')
    const headers = new Headers(recorded.init.headers)
    assert.equal(headers.get('apikey'), 'sb_secret_test')
    assert.equal(headers.get('authorization'), null)
  },
)

Deno.test('publish-site: only the scheduled job’s secret publishes what is due', async () => {
  const backend = fakeBackend()
  const refused = await createHandler(env, backend.send)(post({ action: 'publish-due' }))
  assert.equal(refused.status, 401)
  assert.equal(backend.calls.length, 0)
})

Deno.test(
  'publish-site: the scheduled job publishes what is due and asks the host to rebuild, as Publish does',
  async () => {
    const backend = fakeBackend()
    const response = await createHandler(
      env,
      backend.send,
    )(post({ action: 'publish-due' }, 'Bearer scheduled-job-secret'))
    assert.equal(response.status, 200)
    assert.ok(backend.calls.some((call) => call.url.startsWith('https://hooks.test/build')))
    const recorded = backend.calls.find((call) => call.url.includes('record_site_publication'))!
    assert.deepEqual(JSON.parse(String(recorded.init.body)), {
      _id: 'due',
      _state: 'building',
      _reason: null,
    })
  },
)

Deno.test(
  'publish-site: the parts named are handed to the database, which decides who may publish them',
  async () => {
    const backend = fakeBackend()
    const response = await createHandler(
      env,
      backend.send,
    )(
      post({
        action: 'restore',
        versionId: '00000000-0000-4000-8000-000000000001',
        parts: ['news'],
      }),
    )
    assert.equal(response.status, 200)
    const restore = backend.calls.find((call) => call.url.includes('restore_site_version'))
    assert.deepEqual(JSON.parse(String(restore?.init.body)), {
      _version_id: '00000000-0000-4000-8000-000000000001',
      _parts: ['news'],
    })
  },
)

Deno.test(
  'publish-site: a part that does not exist is refused before anything is read',
  async () => {
    const backend = fakeBackend()
    const response = await createHandler(
      env,
      backend.send,
    )(post({ action: 'publish', parts: ['news', 'gossip'] }))
    assert.equal(response.status, 400)
    assert.match((await response.json()).error, /parts must be a list of: pages, news, events/)
    assert.equal(backend.calls.length, 0)
  },
)
