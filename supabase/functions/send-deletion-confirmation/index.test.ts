import assert from 'node:assert/strict'
import { renderDeletionConfirmation } from '../_shared/deletion-confirmation.ts'
import { envFrom, memoryOutbox, recordingTransport } from '../_shared/test-support.ts'
import { createDeletionHandler } from './handler.ts'

const env = envFrom({ SUPABASE_URL: 'http://db.test', SUPABASE_SERVICE_ROLE_KEY: 'service' })

const post = (body: unknown, authorization = 'Bearer admin-token') =>
  new Request('http://localhost/functions/v1/send-deletion-confirmation', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body: JSON.stringify(body),
  })

/** Auth takes the caller for a live session; PostgREST answers as to someone not an administrator. */
const notAdmin: typeof fetch = (url) =>
  Promise.resolve(
    String(url).includes('/auth/v1/user')
      ? new Response('{"id":"u"}', { status: 200 })
      : new Response(JSON.stringify({ code: '42501', message: 'Admin privileges required' }), {
          status: 403,
        }),
  )

Deno.test('deletion: without a signed-in caller nothing is asked of the database', async () => {
  let called = false
  const handler = createDeletionHandler({
    env,
    fetch: () => {
      called = true
      return Promise.resolve(new Response('{}'))
    },
  })
  const response = await handler(post({ email: 'a@example.org' }, ''))
  assert.equal(response.status, 401)
  assert.equal(called, false)
})

Deno.test(
  'deletion: a token Auth does not take for a live session is answered 401 by the function, before the database',
  async () => {
    const asked: string[] = []
    const handler = createDeletionHandler({
      env,
      fetch: (url) => {
        asked.push(String(url))
        return Promise.resolve(new Response('{"code":403,"error_code":"bad_jwt"}', { status: 403 }))
      },
    })
    const response = await handler(post({ email: 'a@example.org' }, 'Bearer not-a-session'))
    assert.equal(response.status, 401)
    assert.deepEqual(asked, ['http://db.test/auth/v1/user'])
  },
)

Deno.test(
  'deletion: a caller the database does not take for an administrator gets 403 and no mail',
  async () => {
    const { transport, sent } = recordingTransport()
    const response = await createDeletionHandler({
      env,
      fetch: notAdmin,
      transport,
      outbox: memoryOutbox().outbox,
    })(post({ email: 'a@example.org' }))
    assert.equal(response.status, 403)
    assert.equal(sent.length, 0)
  },
)

Deno.test(
  'deletion confirmation: names the references, promises nothing more, and no text of the person',
  () => {
    const email = renderDeletionConfirmation(['CT-ABCDEFGH', 'CA-23456789'], {
      replyTo: 'hello@example.org',
      siteUrl: 'https://example.org',
    })
    assert.equal(email.subject, 'Idaho AI Alliance: your personal data is being deleted')
    assert.ok(email.text.includes('references CT-ABCDEFGH, CA-23456789'))
    assert.ok(email.text.includes('It is deleted as soon as this e-mail has left us.'))
    assert.ok(email.html.includes('hello@example.org'))
  },
)
