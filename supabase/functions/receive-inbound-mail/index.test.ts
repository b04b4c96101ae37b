import assert from 'node:assert/strict'
import { bareAddress, replyToken, trimForDisplay } from '../_shared/inbound-text.ts'
import { svixSignature, verifySvix } from '../_shared/svix.ts'
import { captureLogs, envFrom } from '../_shared/test-support.ts'
import { createInboundHandler, type ReceiveOutcome, type ReceivedAnswer } from './handler.ts'

const SECRET = `whsec_${btoa('inbound-secret-for-tests-32-bytes!')}`
const DOMAIN = 'inbound.example.org'
const TOKEN = 'a'.repeat(36)
const env = envFrom({ INBOUND_WEBHOOK_SECRET: SECRET, MAIL_INBOUND_DOMAIN: DOMAIN })

async function signedRequest(event: unknown, secret = SECRET, at = Date.now()) {
  const body = JSON.stringify(event)
  const id = `msg_${crypto.randomUUID()}`
  const timestamp = String(Math.floor(at / 1000))
  return new Request('http://localhost/functions/v1/receive-inbound-mail', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'svix-id': id,
      'svix-timestamp': timestamp,
      'svix-signature': await svixSignature(secret, id, timestamp, body),
    },
    body,
  })
}

const answer = (
  to: string[],
  text = 'Tuesday at 10 suits me.\n\nOn Mon, Desk wrote:\n> Hello',
) => ({
  type: 'email.received',
  data: {
    email_id: crypto.randomUUID(),
    from: 'Ada <ada@example.org>',
    to,
    subject: 'Re: x',
    text,
  },
})

function recorder(outcome: ReceiveOutcome = 'threaded') {
  const stored: ReceivedAnswer[] = []
  return {
    stored,
    receive: (received: ReceivedAnswer) => {
      stored.push(received)
      return Promise.resolve(outcome)
    },
  }
}

Deno.test(
  'inbound: a correctly signed answer to a reply address is stored with its token',
  async () => {
    const { stored, receive } = recorder()
    const response = await createInboundHandler({ env, receive })(
      await signedRequest(answer([`reply+${TOKEN}@${DOMAIN}`])),
    )
    assert.equal(response.status, 200)
    assert.deepEqual(await response.json(), { outcome: 'threaded' })
    assert.equal(stored[0]?.token, TOKEN)
    assert.equal(stored[0]?.from, 'ada@example.org')
    assert.equal(stored[0]?.displayText, 'Tuesday at 10 suits me.')
    assert.match(stored[0]?.text ?? '', /> Hello/)
  },
)

Deno.test('inbound: a forged or stale signature is refused and nothing is stored', async () => {
  const { stored, receive } = recorder()
  const handler = createInboundHandler({ env, receive })
  const wrongSecret = await signedRequest(
    answer([`reply+${TOKEN}@${DOMAIN}`]),
    `whsec_${btoa('other')}`,
  )
  assert.equal((await handler(wrongSecret)).status, 401)
  const stale = await signedRequest(
    answer([`reply+${TOKEN}@${DOMAIN}`]),
    SECRET,
    Date.now() - 600_000,
  )
  assert.equal((await handler(stale)).status, 401)
  const tampered = await signedRequest(answer([`reply+${TOKEN}@${DOMAIN}`]))
  const body = (await tampered.text()).replace('ada@example.org', 'eve@example.org')
  const again = new Request(tampered.url, { method: 'POST', headers: tampered.headers, body })
  assert.equal((await handler(again)).status, 401)
  assert.equal(stored.length, 0)
})

Deno.test('inbound: a token the database never issued is refused with 403', async () => {
  const { receive } = recorder('refused')
  const { result } = await captureLogs(async () =>
    createInboundHandler({ env, receive })(
      await signedRequest(answer([`reply+${TOKEN}@${DOMAIN}`])),
    ),
  )
  assert.equal(result.status, 403)
})

Deno.test(
  'inbound: a malformed reply address is refused before the database is asked',
  async () => {
    const { stored, receive } = recorder()
    const { result } = await captureLogs(async () =>
      createInboundHandler({ env, receive })(await signedRequest(answer([`reply+xyz@${DOMAIN}`]))),
    )
    assert.equal(result.status, 403)
    assert.equal(stored.length, 0)
  },
)

Deno.test(
  'inbound: an answer to no reply address is stored without a token (unmatched)',
  async () => {
    const { stored, receive } = recorder('unmatched')
    const response = await createInboundHandler({ env, receive })(
      await signedRequest(answer([`hello@${DOMAIN}`])),
    )
    assert.deepEqual(await response.json(), { outcome: 'unmatched' })
    assert.equal(stored[0]?.token, null)
  },
)

Deno.test('inbound: without its secret it answers 500 and stores nothing', async () => {
  const { stored, receive } = recorder()
  const { result } = await captureLogs(async () =>
    createInboundHandler({ env: envFrom({ MAIL_INBOUND_DOMAIN: DOMAIN }), receive })(
      await signedRequest(answer([`reply+${TOKEN}@${DOMAIN}`])),
    ),
  )
  assert.equal(result.status, 500)
  assert.equal(stored.length, 0)
})

Deno.test('svix: a rotated secret sends two signatures; either one verifies', async () => {
  const id = 'msg_1'
  const timestamp = String(Math.floor(Date.now() / 1000))
  const good = await svixSignature(SECRET, id, timestamp, '{}')
  const headers = new Headers({
    'svix-id': id,
    'svix-timestamp': timestamp,
    'svix-signature': `v1,${btoa('old-signature')} ${good}`,
  })
  assert.equal(await verifySvix(SECRET, headers, '{}'), true)
  assert.equal(await verifySvix(SECRET, headers, '{"a":1}'), false)
})

Deno.test('display text: quoted e-mail and signature are trimmed; the answer stays', () => {
  assert.equal(
    trimForDisplay('Yes, Tuesday works.\n\n-- \nAda Lovelace\nAnalytical Engines'),
    'Yes, Tuesday works.',
  )
  assert.equal(
    trimForDisplay(
      'Thursday 2pm please.\r\n\r\nOn Mon, 1 Dec 2025 at 10:00, Idaho AI Alliance\r\n<notifications@example.org> wrote:\r\n> Please reply with times',
    ),
    'Thursday 2pm please.',
  )
  assert.equal(trimForDisplay('> only a quote'), '> only a quote')
  assert.equal(trimForDisplay('Fine.\nSent from my iPhone'), 'Fine.')
})

Deno.test('reply token: found only at the inbound domain', () => {
  assert.deepEqual(replyToken([`Desk <reply+${TOKEN}@INBOUND.example.org>`], DOMAIN), {
    token: TOKEN,
  })
  assert.equal(replyToken([`reply+${TOKEN}@elsewhere.org`], DOMAIN), 'none')
  assert.equal(replyToken([`reply+nope@${DOMAIN}`], DOMAIN), 'malformed')
})

Deno.test('sender: the real address part decides, never a <…> in the display name', () => {
  const cases: [string, string][] = [
    ['"Evil <evil@x.example>" <Real@Y.example>', 'real@y.example'],
    ['Evil (<evil@x.example>) <real@y.example>', 'real@y.example'],
    ['"Ada \\" <evil@x.example>" <ada@example.org>', 'ada@example.org'],
    ['<ada@example.org> (work <evil@x.example>)', 'ada@example.org'],
    ['Ada <ada@example.org>', 'ada@example.org'],
    [' ADA@example.org ', 'ada@example.org'],
    ['"jo doe"@example.org', '"jo doe"@example.org'],
  ]
  for (const [from, address] of cases) assert.equal(bareAddress(from), address, from)
})

Deno.test("inbound: the stored sender is the From header's real address", async () => {
  const { stored, receive } = recorder()
  const event = answer([`reply+${TOKEN}@${DOMAIN}`])
  event.data.from = '"Desk <desk@inbound.example.org>" <stranger@example.net>'
  await createInboundHandler({ env, receive })(await signedRequest(event))
  assert.equal(stored[0]?.from, 'stranger@example.net')
})

Deno.test(
  'inbound: an answer past the limits is answered 200 so the provider does not retry',
  async () => {
    const { receive } = recorder('limited')
    const { result, logs } = await captureLogs(async () =>
      createInboundHandler({ env, receive })(
        await signedRequest(answer([`reply+${TOKEN}@${DOMAIN}`])),
      ),
    )
    assert.equal(result.status, 200)
    assert.deepEqual(await result.json(), { outcome: 'limited' })
    assert.match(logs.join('\n'), /answer limits/)
  },
)
