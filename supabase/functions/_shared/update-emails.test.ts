import assert from 'node:assert/strict'
import { resendTransport } from './mail.ts'
import { topicList, updateMailHeaders } from './update-emails.ts'

Deno.test('an update carries List-Unsubscribe with an https URL and the one-click header', () => {
  const headers = updateMailHeaders('https://project.supabase.co/functions/v1/', 'id.0.sig/+')
  assert.deepEqual(headers, {
    'List-Unsubscribe':
      '<https://project.supabase.co/functions/v1/unsubscribe-updates?token=id.0.sig%2F%2B>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  })
})

Deno.test('Resend receives the headers beside the e-mail kind', async () => {
  let body: Record<string, unknown> = {}
  const realFetch = globalThis.fetch
  globalThis.fetch = (_url: string | URL | Request, init?: RequestInit) => {
    body = JSON.parse(String(init?.body))
    return Promise.resolve(new Response('{"id":"email_1"}', { status: 200 }))
  }
  try {
    await resendTransport('re_test', 'Alliance <news@example.org>').send({
      to: ['ada@example.org'],
      subject: 'News',
      html: '<p>News</p>',
      text: 'News',
      kind: 'update',
      headers: updateMailHeaders('https://project.supabase.co/functions/v1', 'id.0.sig'),
    })
  } finally {
    globalThis.fetch = realFetch
  }
  assert.deepEqual(body.headers, {
    'List-Unsubscribe':
      '<https://project.supabase.co/functions/v1/unsubscribe-updates?token=id.0.sig>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'X-Email-Kind': 'update',
  })
})

Deno.test('the topics read as a list in their fixed order', () => {
  assert.equal(topicList(['news']), 'news')
  assert.equal(topicList(['news', 'training', 'events']), 'training, events and news')
})
