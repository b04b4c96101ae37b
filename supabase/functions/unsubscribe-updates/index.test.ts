import assert from 'node:assert/strict'
import { handler } from './handler.ts'

const env = (name: string) => ({ SITE_URL: 'https://idahoaialliance.org' })[name]
const url = 'https://project.supabase.co/functions/v1/unsubscribe-updates?token=abc.0.sig'

Deno.test('a one-click POST unsubscribes at once and answers 200 with no page', async () => {
  const seen: string[] = []
  const response = await handler(
    new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
    { env, unsubscribe: async (token) => void seen.push(token) },
  )
  assert.deepEqual(response.status, 200)
  assert.deepEqual(await response.text(), '')
  assert.deepEqual(seen, ['abc.0.sig'])
})

Deno.test('a GET changes nothing and sends the browser to the preferences page', async () => {
  const seen: string[] = []
  const response = await handler(new Request(url), {
    env,
    unsubscribe: async (token) => void seen.push(token),
  })
  assert.deepEqual(response.status, 303)
  assert.deepEqual(
    response.headers.get('Location'),
    'https://idahoaialliance.org/updates/preferences?token=abc.0.sig',
  )
  assert.deepEqual(seen, [])
})

Deno.test('a POST without the one-click body unsubscribes nobody', async () => {
  const seen: string[] = []
  const response = await handler(new Request(url, { method: 'POST', body: 'hello' }), {
    env,
    unsubscribe: async (token) => void seen.push(token),
  })
  assert.deepEqual(response.status, 400)
  assert.deepEqual(seen, [])
})

Deno.test('a link that is not ours is refused with 400, a database outage with 503', async () => {
  const post = () => new Request(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' })
  const refused = await handler(post(), {
    env,
    unsubscribe: () =>
      Promise.reject(new Error('unsubscribe_from_updates answered 400: {"code":"22023"}')),
  })
  assert.deepEqual(refused.status, 400)
  const outage = await handler(post(), {
    env,
    unsubscribe: () => Promise.reject(new Error('fetch failed')),
  })
  assert.deepEqual(outage.status, 503)
})
