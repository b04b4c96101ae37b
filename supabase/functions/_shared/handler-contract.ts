import assert from 'node:assert/strict'
import type { NotificationOverrides } from './notification-handler.ts'
import type { RecordKind } from './notification-kinds.ts'
import {
  captureLogs,
  closedPort,
  envFrom,
  memoryOutbox,
  outboxHolding,
  post,
  recordingTransport,
  startFakeSmtpServer,
  TEST_ANON_KEY,
  TEST_PUBLISHABLE_KEY,
} from './test-support.ts'

/** One way a payload can be wrong: the change, the field blamed and the message expected. */
export interface InvalidCase {
  name: string
  change: Record<string, unknown>
  field: string
  message: string
}

export interface ContractInput {
  name: string
  /** The outbox's name for the submissions this function notifies. */
  kind: RecordKind
  createHandler: (overrides?: NotificationOverrides) => (req: Request) => Promise<Response>
  validPayload: () => Record<string, unknown>
  invalidCases: InvalidCase[]
  /** A free-text field whose value appears in the e-mail, used for the escaping checks. */
  freeTextField: string
}

const NOTIFY_TO = 'reviewers@idaho-ai-alliance.local'
const configured = envFrom({ NOTIFY_TO })

/**
 * The behaviour every notification function promises, registered as Deno tests for
 * one function. Each function's own test file adds checks of its e-mail's content.
 */
export function registerNotificationContract(input: ContractInput) {
  // By default the outbox holds nothing: only a test that stores the row expects an e-mail.
  const handlerWith = (overrides: NotificationOverrides = {}) =>
    input.createHandler({ env: configured, outbox: memoryOutbox().outbox, ...overrides })
  /** The outbox after the app stored `payload`. */
  const stored = (payload: Record<string, unknown>) => outboxHolding(input.kind, payload)

  Deno.test(`${input.name}: answers the CORS preflight`, async () => {
    const response = await handlerWith()(
      new Request('http://localhost/', {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://127.0.0.1:5173',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
        },
      }),
    )
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('access-control-allow-origin'), '*')
    for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type']) {
      assert.ok(response.headers.get('access-control-allow-headers')?.includes(header), header)
    }
    await response.body?.cancel()
  })

  for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
    Deno.test(`${input.name}: answers 405 to ${method}`, async () => {
      const { transport, sent } = recordingTransport()
      const response = await handlerWith({ transport })(
        new Request('http://localhost/', { method }),
      )
      assert.equal(response.status, 405)
      assert.equal(response.headers.get('allow'), 'POST, OPTIONS')
      assert.equal(response.headers.get('access-control-allow-origin'), '*')
      assert.equal(sent.length, 0)
      await response.body?.cancel()
    })
  }

  Deno.test(`${input.name}: mails a stored submission to NOTIFY_TO and marks it sent`, async () => {
    const { transport, sent } = recordingTransport()
    const payload = input.validPayload()
    const { outbox, delivery } = stored(payload)
    const response = await handlerWith({ transport, outbox })(post(payload))
    assert.equal(response.status, 200)
    assert.deepEqual(await response.json(), { ok: true })
    assert.equal(sent.length, 1)
    assert.deepEqual(sent[0]?.to, [NOTIFY_TO])
    assert.equal(sent[0]?.replyTo, payload.email)
    assert.ok(sent[0]?.html.includes(String(payload.email)))
    assert.ok(sent[0]?.text.includes(String(payload.email)))
    assert.equal(delivery.state, 'sent')
    assert.equal(delivery.attempts, 1)
    assert.equal(sent[0]?.idempotencyKey, `notification/${input.kind}/${delivery.recordId}/0`)
    assert.match(
      sent[0]?.messageId ?? '',
      new RegExp(`^<notification\\.${input.kind}\\.${delivery.recordId}@`),
    )
  })

  Deno.test(
    `${input.name}: a valid payload that was never stored sends nothing and answers as a stored one does`,
    async () => {
      const { transport, sent } = recordingTransport()
      const payload = input.validPayload()
      const response = await handlerWith({ transport })(post(payload))
      assert.equal(response.status, 200)
      assert.deepEqual(await response.json(), { ok: true })
      assert.equal(sent.length, 0)
    },
  )

  Deno.test(
    `${input.name}: a payload that differs from the stored row in one field sends nothing`,
    async () => {
      const { transport, sent } = recordingTransport()
      const payload = input.validPayload()
      const { outbox, delivery } = stored(payload)
      const altered = {
        ...payload,
        [input.freeTextField]: `${payload[input.freeTextField]} (altered)`,
      }
      const response = await handlerWith({ transport, outbox })(post(altered))
      assert.equal(response.status, 200)
      await response.body?.cancel()
      assert.equal(sent.length, 0)
      assert.equal(delivery.state, 'pending')
      assert.equal(delivery.attempts, 0)
    },
  )

  Deno.test(
    `${input.name}: a second call for the same stored row sends no second e-mail and answers as an unstored payload does`,
    async () => {
      const { transport, sent } = recordingTransport()
      const payload = input.validPayload()
      const { outbox } = stored(payload)
      const handler = handlerWith({ transport, outbox })
      const first = await handler(post(payload))
      const second = await handler(post(payload))
      assert.equal(first.status, 200)
      const unstored = await handler(
        post({
          ...payload,
          [input.freeTextField]: `${payload[input.freeTextField]} (never stored)`,
        }),
      )
      assert.equal(second.status, 200)
      assert.deepEqual(
        [second.status, await second.json()],
        [unstored.status, await unstored.json()],
      )
      await first.body?.cancel()
      assert.equal(sent.length, 1)
    },
  )

  Deno.test(
    `${input.name}: two identical stored submissions get one e-mail each, no more`,
    async () => {
      const { transport, sent } = recordingTransport()
      const payload = input.validPayload()
      const { outbox, store, delivery } = stored(payload)
      const twin = store(input.kind, { ...delivery.row })
      const handler = handlerWith({ transport, outbox })
      const statuses = []
      for (let call = 0; call < 3; call++) {
        const response = await handler(post(payload))
        statuses.push(response.status)
        await response.body?.cancel()
      }
      assert.deepEqual(statuses, [200, 200, 200])
      assert.equal(sent.length, 2)
      assert.deepEqual([delivery.state, twin.state], ['sent', 'sent'])
    },
  )

  Deno.test(
    `${input.name}: answers 503 and sends nothing when the outbox cannot be reached`,
    async () => {
      const { transport, sent } = recordingTransport()
      const { outbox } = memoryOutbox({ fail: 'connection refused' })
      const { result: response, logs } = await captureLogs(() =>
        handlerWith({ transport, outbox })(post(input.validPayload())),
      )
      assert.equal(response.status, 503)
      await response.body?.cancel()
      assert.equal(sent.length, 0)
      assert.ok(logs.some((line) => line.includes('connection refused')))
    },
  )

  Deno.test(
    `${input.name}: answers 500 without the platform's SUPABASE_URL and service-role key`,
    async () => {
      const { transport, sent } = recordingTransport()
      const handler = input.createHandler({ transport, env: configured })
      const { result: response } = await captureLogs(() => handler(post(input.validPayload())))
      assert.equal(response.status, 500)
      assert.deepEqual(await response.json(), { error: 'Notifications are not configured' })
      assert.equal(sent.length, 0)
    },
  )

  Deno.test(`${input.name}: sends to every address of a comma-separated NOTIFY_TO`, async () => {
    const { transport, sent } = recordingTransport()
    const payload = input.validPayload()
    const handler = input.createHandler({
      transport,
      outbox: stored(payload).outbox,
      env: envFrom({ NOTIFY_TO: 'a@example.org, b@example.org' }),
    })
    const response = await handler(post(payload))
    assert.equal(response.status, 200)
    assert.deepEqual(sent[0]?.to, ['a@example.org', 'b@example.org'])
    await response.body?.cancel()
  })

  for (const invalid of input.invalidCases) {
    Deno.test(`${input.name}: refuses ${invalid.name} with 400 and sends nothing`, async () => {
      const { transport, sent } = recordingTransport()
      const response = await handlerWith({ transport })(
        post({ ...input.validPayload(), ...invalid.change }),
      )
      assert.equal(response.status, 400)
      const body = await response.json()
      assert.equal(body.error, 'Invalid submission')
      assert.deepEqual(body.fieldErrors[invalid.field]?.[0], invalid.message)
      assert.equal(sent.length, 0)
    })
  }

  Deno.test(`${input.name}: refuses a body that is not JSON`, async () => {
    const { transport, sent } = recordingTransport()
    const response = await handlerWith({ transport })(post('{"firstName":'))
    assert.equal(response.status, 400)
    assert.equal((await response.json()).error, 'Request body must be JSON')
    assert.equal(sent.length, 0)
  })

  Deno.test(`${input.name}: refuses a body over 64 KB with 413`, async () => {
    const { transport, sent } = recordingTransport()
    const payload = { ...input.validPayload(), [input.freeTextField]: 'x'.repeat(70_000) }
    const response = await handlerWith({ transport })(post(payload))
    assert.equal(response.status, 413)
    assert.equal(sent.length, 0)
    await response.body?.cancel()
  })

  Deno.test(`${input.name}: escapes <script> and quotes in the HTML and text bodies`, async () => {
    const { transport, sent } = recordingTransport()
    const hostile = `<script>alert("x")</script> it's "quoted" & <b>bold</b>\u0007`
    const payload = {
      ...input.validPayload(),
      lastName: `O'Brien"><img src=x onerror=alert(1)>`,
      [input.freeTextField]: `${hostile} ${'padding text '.repeat(5)}`,
    }
    const response = await handlerWith({ transport, outbox: stored(payload).outbox })(post(payload))
    assert.equal(response.status, 200)
    await response.body?.cancel()
    const message = sent[0]
    assert.ok(message)
    assert.ok(!message.html.includes('<script>'), 'raw <script> in HTML')
    assert.ok(!message.html.includes('<img'), 'raw <img> in HTML')
    assert.ok(!message.html.includes('<b>bold'), 'raw <b> in HTML')
    assert.ok(message.html.includes('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'))
    assert.ok(message.html.includes('it&#39;s &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;'))
    assert.ok(message.html.includes('O&#39;Brien&quot;&gt;&lt;img src=x onerror=alert(1)&gt;'))
    assert.ok(!message.text.includes('\u0007'), 'control character in text')
    assert.ok(message.text.includes(`<script>alert("x")</script> it's "quoted"`))
    assert.ok(!/[\r\n]/.test(message.subject), 'line break in subject')
  })

  Deno.test(`${input.name}: keeps line breaks out of the subject`, async () => {
    const { transport, sent } = recordingTransport()
    const payload = { ...input.validPayload(), firstName: 'Eve\r\nBcc: victim@example.org' }
    const response = await handlerWith({ transport, outbox: stored(payload).outbox })(post(payload))
    assert.equal(response.status, 200)
    await response.body?.cancel()
    assert.ok(!/[\r\n]/.test(sent[0]?.subject ?? '\n'))
  })

  Deno.test(`${input.name}: drops a submission with the honeypot filled`, async () => {
    const { transport, sent } = recordingTransport()
    const payload = input.validPayload()
    const { outbox, delivery } = stored(payload)
    const { result: response, logs } = await captureLogs(() =>
      handlerWith({ transport, outbox })(post({ ...payload, website: 'http://spam.example' })),
    )
    // A 2xx by design: the bot sees a success; nothing is sent and nothing is claimed.
    assert.equal(response.status, 200)
    assert.deepEqual(await response.json(), { ok: true })
    assert.equal(sent.length, 0)
    assert.equal(delivery.attempts, 0)
    assert.ok(logs.some((line) => line.includes('honeypot')))
  })

  Deno.test(
    `${input.name}: answers 502, logs and records the failure for a retry when the transport fails`,
    async () => {
      const { transport } = recordingTransport({ fail: 'connection reset by relay' })
      const payload = input.validPayload()
      const { outbox, delivery } = stored(payload)
      const { result: response, logs } = await captureLogs(() =>
        handlerWith({ transport, outbox })(post(payload)),
      )
      assert.equal(response.status, 502)
      const body = await response.json()
      assert.deepEqual(body, { error: 'The notification could not be sent' })
      assert.equal(delivery.state, 'pending')
      assert.equal(delivery.attempts, 1)
      assert.match(delivery.lastError ?? '', /connection reset by relay/)
      assert.ok(
        logs.some(
          (line) => line.includes(`[${input.name}]`) && line.includes('connection reset by relay'),
        ),
      )
    },
  )

  Deno.test({
    name: `${input.name}: answers 502 when the SMTP server cannot be reached`,
    sanitizeOps: false,
    sanitizeResources: false,
    async fn() {
      const payload = input.validPayload()
      const handler = input.createHandler({
        outbox: stored(payload).outbox,
        env: envFrom({ NOTIFY_TO, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(closedPort()) }),
      })
      const { result: response, logs } = await captureLogs(() => handler(post(payload)))
      assert.equal(response.status, 502)
      await response.body?.cancel()
      assert.ok(logs.some((line) => line.includes('sending with smtp failed')))
    },
  })

  Deno.test({
    name: `${input.name}: delivers through SMTP when SMTP_HOST is set`,
    sanitizeOps: false,
    sanitizeResources: false,
    async fn() {
      const smtp = startFakeSmtpServer()
      try {
        const payload = input.validPayload()
        const handler = input.createHandler({
          outbox: stored(payload).outbox,
          env: envFrom({ NOTIFY_TO, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) }),
        })
        const response = await handler(post(payload))
        assert.equal(response.status, 200)
        await response.body?.cancel()
        assert.equal(smtp.messages.length, 1)
        assert.match(smtp.messages[0] ?? '', new RegExp(`To: ${NOTIFY_TO}`))
        assert.match(smtp.messages[0] ?? '', /Content-Type: multipart\/alternative/)
        assert.match(
          smtp.messages[0] ?? '',
          new RegExp(`Message-ID:\\s+<notification\\.${input.kind}\\.`),
        )
      } finally {
        await smtp.close()
      }
    },
  })

  Deno.test(`${input.name}: posts to Resend when RESEND_API_KEY is set`, async () => {
    const calls: { url: string; init?: RequestInit }[] = []
    const realFetch = globalThis.fetch
    globalThis.fetch = (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init })
      return Promise.resolve(new Response('{"id":"email_1"}', { status: 200 }))
    }
    try {
      const payload = input.validPayload()
      const handler = input.createHandler({
        outbox: stored(payload).outbox,
        env: envFrom({ NOTIFY_TO, RESEND_API_KEY: 're_test_key', MAIL_FROM: 'Alliance <a@x.org>' }),
      })
      const response = await handler(post(payload))
      assert.equal(response.status, 200)
      await response.body?.cancel()
    } finally {
      globalThis.fetch = realFetch
    }
    assert.equal(calls.length, 1)
    assert.equal(calls[0]?.url, 'https://api.resend.com/emails')
    const headers = new Headers(calls[0]?.init?.headers)
    assert.equal(headers.get('authorization'), 'Bearer re_test_key')
    // A retry of the same record is the same Resend request, never a second e-mail.
    assert.match(headers.get('idempotency-key') ?? '', new RegExp(`^notification/${input.kind}/`))
    const sent = JSON.parse(String(calls[0]?.init?.body))
    assert.equal(sent.from, 'Alliance <a@x.org>')
    assert.deepEqual(sent.to, [NOTIFY_TO])
    assert.equal(typeof sent.html, 'string')
    assert.equal(typeof sent.text, 'string')
  })

  Deno.test(`${input.name}: a Resend refusal gives 502 without echoing the key`, async () => {
    const realFetch = globalThis.fetch
    globalThis.fetch = () =>
      Promise.resolve(
        new Response('{"statusCode":403,"message":"The domain is not verified"}', { status: 403 }),
      )
    try {
      const payload = input.validPayload()
      const handler = input.createHandler({
        outbox: stored(payload).outbox,
        env: envFrom({ NOTIFY_TO, RESEND_API_KEY: 're_secret_value' }),
      })
      const { result: response, logs } = await captureLogs(() => handler(post(payload)))
      assert.equal(response.status, 502)
      const text = await response.text()
      assert.ok(!text.includes('re_secret_value'))
      assert.ok(!logs.join('\n').includes('re_secret_value'))
      assert.ok(logs.some((line) => line.includes('Resend answered 403')))
    } finally {
      globalThis.fetch = realFetch
    }
  })

  Deno.test(`${input.name}: answers 500 without sending when NOTIFY_TO is missing`, async () => {
    const { transport, sent } = recordingTransport()
    const handler = input.createHandler({
      transport,
      outbox: memoryOutbox().outbox,
      env: envFrom({}),
    })
    const { result: response, logs } = await captureLogs(() => handler(post(input.validPayload())))
    assert.equal(response.status, 500)
    assert.deepEqual(await response.json(), { error: 'Notifications are not configured' })
    assert.equal(sent.length, 0)
    assert.ok(logs.some((line) => line.includes('NOTIFY_TO')))
  })

  Deno.test(
    `${input.name}: accepts the publishable key in apikey without an Authorization header, as supabase-js sends it`,
    async () => {
      const { transport, sent } = recordingTransport()
      const payload = input.validPayload()
      const request = post(payload)
      assert.equal(request.headers.get('authorization'), null)
      assert.equal(request.headers.get('apikey'), TEST_PUBLISHABLE_KEY)
      const response = await handlerWith({ transport, outbox: stored(payload).outbox })(request)
      assert.equal(response.status, 200)
      await response.body?.cancel()
      assert.equal(sent.length, 1)
    },
  )

  Deno.test(`${input.name}: accepts the project's legacy anon key`, async () => {
    const { transport, sent } = recordingTransport()
    const payload = input.validPayload()
    const response = await handlerWith({ transport, outbox: stored(payload).outbox })(
      post(payload, {
        headers: {
          'Content-Type': 'application/json',
          apikey: TEST_ANON_KEY,
          Authorization: `Bearer ${TEST_ANON_KEY}`,
        },
      }),
    )
    assert.equal(response.status, 200)
    await response.body?.cancel()
    assert.equal(sent.length, 1)
  })

  Deno.test(
    `${input.name}: refuses a caller without one of the project's public keys, claiming nothing`,
    async () => {
      for (const apikey of [undefined, 'sb_publishable_another-project', `${TEST_ANON_KEY}x`]) {
        const { transport, sent } = recordingTransport()
        const payload = input.validPayload()
        const { outbox, deliveries } = stored(payload)
        const headers: Record<string, string> = { 'Content-Type': 'application/json' }
        if (apikey) headers.apikey = apikey
        const response = await handlerWith({ transport, outbox })(post(payload, { headers }))
        assert.equal(response.status, 401, String(apikey))
        await response.body?.cancel()
        assert.equal(sent.length, 0)
        assert.ok(deliveries.every((item) => item.attempts === 0))
      }
    },
  )

  Deno.test(
    `${input.name}: answers 500 when the platform gave it none of the project's keys`,
    async () => {
      const { transport, sent } = recordingTransport()
      const handler = input.createHandler({
        transport,
        outbox: memoryOutbox().outbox,
        env: envFrom({ NOTIFY_TO, SUPABASE_ANON_KEY: '', SUPABASE_PUBLISHABLE_KEYS: '' }),
      })
      const { result: response, logs } = await captureLogs(() =>
        handler(post(input.validPayload())),
      )
      assert.equal(response.status, 500)
      await response.body?.cancel()
      assert.equal(sent.length, 0)
      assert.ok(logs.some((line) => line.includes('SUPABASE_PUBLISHABLE_KEYS')))
    },
  )
}
