/**
 * The local mail inbox: SMTP in, JSON API and a readable page out. A fresh inbox on OS-chosen ports
 * for the message tests; the shared stack's inbox for reachability.
 */
import net from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startInbox, type Inbox, type InboxMessage } from './inbox'
import { deliverSmtp } from '../../tests/support/smtp'
import { getTestStack } from '../../tests/support/test-stack'

let inbox: Inbox

beforeAll(async () => {
  inbox = await startInbox({ smtpPort: 0, httpPort: 0 })
})

afterAll(async () => {
  await inbox?.stop()
})

beforeEach(async () => {
  await fetch(`${inbox.url}/api/messages`, { method: 'DELETE' })
})

function rawMessage(opts: { subject: string; text: string; html?: string; to?: string }) {
  const to = opts.to ?? 'notifications@idaho-ai-alliance.local'
  const headers = [
    'From: "Idaho AI Alliance" <no-reply@idaho-ai-alliance.local>',
    `To: ${to}`,
    `Subject: ${opts.subject}`,
    'MIME-Version: 1.0',
  ]
  if (!opts.html)
    return [...headers, 'Content-Type: text/plain; charset=utf-8', '', opts.text].join('\n')
  return [
    ...headers,
    'Content-Type: multipart/alternative; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    opts.text,
    '--b1',
    'Content-Type: text/html; charset=utf-8',
    '',
    opts.html,
    '--b1--',
  ].join('\n')
}

async function listMessages(query = ''): Promise<InboxMessage[]> {
  const response = await fetch(`${inbox.url}/api/messages${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as InboxMessage[]
}

describe('receiving mail', () => {
  it('stores a message sent over SMTP and lists it with its fields', async () => {
    await deliverSmtp(inbox.smtpPort, {
      from: 'no-reply@idaho-ai-alliance.local',
      to: ['notifications@idaho-ai-alliance.local'],
      raw: rawMessage({
        subject: 'New contact message',
        text: 'Hello from Boise',
        html: '<p>Hello from <b>Boise</b></p>',
      }),
    })
    const messages = await listMessages()
    expect(messages).toHaveLength(1)
    const [message] = messages
    expect(message).toMatchObject({
      from: '"Idaho AI Alliance" <no-reply@idaho-ai-alliance.local>',
      to: ['notifications@idaho-ai-alliance.local'],
      subject: 'New contact message',
      text: 'Hello from Boise',
      html: '<p>Hello from <b>Boise</b></p>',
      envelope: {
        from: 'no-reply@idaho-ai-alliance.local',
        to: ['notifications@idaho-ai-alliance.local'],
      },
    })
    expect(Number.isNaN(Date.parse(message!.date))).toBe(false)
  })

  it('lists newest first, filters by recipient, and returns one message by id', async () => {
    for (const [subject, to] of [
      ['first', 'a@example.test'],
      ['second', 'b@example.test'],
    ] as const) {
      await deliverSmtp(inbox.smtpPort, {
        from: 'x@example.test',
        to: [to],
        raw: rawMessage({ subject, text: subject, to }),
      })
    }
    expect((await listMessages()).map((message) => message.subject)).toEqual(['second', 'first'])
    const onlyA = await listMessages('?to=A@example.test')
    expect(onlyA.map((message) => message.subject)).toEqual(['first'])

    const one = await fetch(`${inbox.url}/api/messages/${onlyA[0]!.id}`)
    expect(one.status).toBe(200)
    expect(((await one.json()) as InboxMessage).subject).toBe('first')
    expect((await fetch(`${inbox.url}/api/messages/no-such-id`)).status).toBe(404)
  })

  it('DELETE /api/messages empties the inbox', async () => {
    await deliverSmtp(inbox.smtpPort, {
      from: 'x@example.test',
      to: ['y@example.test'],
      raw: rawMessage({ subject: 's', text: 't' }),
    })
    expect(await listMessages()).toHaveLength(1)
    const response = await fetch(`${inbox.url}/api/messages`, { method: 'DELETE' })
    expect(response.status).toBe(204)
    expect(await listMessages()).toEqual([])
  })
})

describe('web page', () => {
  it('lists messages with every value escaped', async () => {
    await deliverSmtp(inbox.smtpPort, {
      from: 'x@example.test',
      to: ['y@example.test'],
      raw: rawMessage({ subject: '<script>alert(1)</script> & "quotes"', text: 'body' }),
    })
    const response = await fetch(`${inbox.url}/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await response.text()
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;')
    expect(html).not.toContain('<script>')
  })

  it('shows one message, its HTML body only inside a sandboxed frame', async () => {
    await deliverSmtp(inbox.smtpPort, {
      from: 'x@example.test',
      to: ['y@example.test'],
      raw: rawMessage({
        subject: 'Styled',
        text: 'plain <b>text</b>',
        html: '<p onclick="x()">Hi</p><script>steal()</script>',
      }),
    })
    const [message] = await listMessages()
    const html = await (await fetch(`${inbox.url}/messages/${message!.id}`)).text()
    expect(html).toContain('plain &lt;b&gt;text&lt;/b&gt;')
    expect(html).toMatch(
      /<iframe title="HTML body of the message" sandbox srcdoc="[^"]*&lt;script&gt;steal\(\)&lt;\/script&gt;"/,
    )
    expect(html).not.toContain('<script>')
  })
})

/** The SMTP server's first reply to a new connection. */
function greeting(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.setEncoding('utf8')
    socket.once('data', (line: string) => {
      socket.destroy()
      resolve(line.trim())
    })
    socket.once('error', reject)
  })
}

describe('a repeated Resend-Idempotency-Key (a sender retrying after a crash)', () => {
  it('is accepted and dropped: one message in the inbox, the repeat counted, as Resend drops a repeated key', async () => {
    const key = `acknowledgement/${crypto.randomUUID()}`
    const raw = [
      `Resend-Idempotency-Key: ${key}`,
      // A new Message-ID on each attempt changes nothing: Resend keys on the header only.
      rawMessage({ subject: 'Once only', text: 'Hi' }),
    ].join('\n')
    const before = (await (await fetch(`${inbox.url}/api/duplicates`)).json()) as {
      dropped: number
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      await deliverSmtp(inbox.smtpPort, {
        from: 'no-reply@idaho-ai-alliance.local',
        to: ['person@example.org'],
        raw,
      })
    }
    expect((await listMessages()).map((message) => message.subject)).toEqual(['Once only'])
    expect(await (await fetch(`${inbox.url}/api/duplicates`)).json()).toEqual({
      dropped: before.dropped + 2,
    })
    // Without the header, a repeated Message-ID is a second e-mail (Resend does not key on it).
    const messageId = `<answer.${crypto.randomUUID()}@idaho-ai-alliance.local>`
    for (let attempt = 0; attempt < 2; attempt++) {
      await deliverSmtp(inbox.smtpPort, {
        from: 'no-reply@idaho-ai-alliance.local',
        to: ['person@example.org'],
        raw: [`Message-ID: ${messageId}`, rawMessage({ subject: 'Another', text: 'Hi' })].join(
          '\n',
        ),
      })
    }
    expect(await listMessages()).toHaveLength(3)
  })

  it('refuses to kill senders when it was given no way to', async () => {
    const response = await fetch(`${inbox.url}/api/transport`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ accepting: true, killSenderAfterAccepting: true }),
    })
    expect(response.status).toBe(400)
  })
})

describe('stopping the mail transport (outage simulation)', () => {
  afterAll(async () => {
    inbox.setAccepting(true)
  })

  it('POST /api/transport {"accepting": false} makes SMTP refuse with 421, true restores it', async () => {
    const stop = await fetch(`${inbox.url}/api/transport`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ accepting: false }),
    })
    expect(await stop.json()).toEqual({ accepting: false })
    expect(await greeting(inbox.smtpPort)).toMatch(/^421 /)
    expect(await (await fetch(`${inbox.url}/api/transport`)).json()).toEqual({ accepting: false })

    const start = await fetch(`${inbox.url}/api/transport`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ accepting: true }),
    })
    expect(await start.json()).toEqual({ accepting: true })
    expect(await greeting(inbox.smtpPort)).toMatch(/^220 /)
    await deliverSmtp(inbox.smtpPort, {
      from: 'no-reply@idaho-ai-alliance.local',
      to: ['notifications@idaho-ai-alliance.local'],
      raw: rawMessage({ subject: 'After the outage', text: 'Delivered again.' }),
    })
    expect((await listMessages()).map((message) => message.subject)).toEqual(['After the outage'])
  })

  it('refuses a transport request that does not say true or false', async () => {
    const response = await fetch(`${inbox.url}/api/transport`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ accepting: 'no' }),
    })
    expect(response.status).toBe(400)
    expect(inbox.accepting()).toBe(true)
  })
})

describe('the stack inbox', () => {
  it('is reachable at the URL the stack reports', async () => {
    const stack = await getTestStack()
    const response = await fetch(`${stack.inboxUrl}/api/messages`)
    expect(response.status).toBe(200)
    expect(Array.isArray(await response.json())).toBe(true)
  })
})
