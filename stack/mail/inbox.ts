import { randomUUID } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import { simpleParser, type AddressObject } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { type InboundWebhook, isInbound, postInbound } from './inbound-webhook'

/** One received e-mail, as `GET /api/messages` returns it. */
export interface InboxMessage {
  id: string
  /** The From header as text, e.g. `"Idaho AI Alliance" <no-reply@example.org>`. */
  from: string
  /** Recipient addresses from the To header. */
  to: string[]
  cc: string[]
  replyTo: string | null
  subject: string
  text: string
  html: string | null
  /** ISO 8601; when the inbox received it. */
  date: string
  /** The SMTP envelope, which is what was actually delivered to (Bcc included). */
  envelope: { from: string | null; to: string[] }
}

export interface InboxOptions {
  smtpPort: number
  httpPort: number
  /** Oldest messages are dropped past this many. */
  maxMessages?: number
  /**
   * Kills the senders (the stack's function processes) on request: `POST /api/transport` with
   * `{"accepting": true, "killSenderAfterAccepting": true}` takes the next message and then kills
   * its sender before the SMTP answer reaches it, the crash between "the mail service accepted"
   * and "the outbox recorded sent" that the restart tests reproduce.
   */
  killSenders?: () => void
  /**
   * Mail for this domain is posted to the inbound webhook, signed as the provider signs it (see
   * inbound-webhook.ts), and accepted only if the function took it.
   */
  inbound?: InboundWebhook
}

export interface Inbox {
  url: string
  smtpPort: number
  messages(): InboxMessage[]
  clear(): void
  /** Messages dropped because their Message-ID was already delivered (as Resend drops a key). */
  duplicatesDropped(): number
  /** Whether SMTP accepts mail; false simulates a mail outage (`POST /api/transport`). */
  accepting(): boolean
  setAccepting(accepting: boolean): void
  stop(): Promise<void>
}

const HOST = '127.0.0.1'
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : []
  return list.flatMap((entry) => entry.value.map((item) => item.address ?? '')).filter(Boolean)
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

const PAGE_STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fafafa; }
  header, main { max-width: 60rem; margin: 0 auto; padding: 1rem 1.5rem; }
  header { display: flex; align-items: center; justify-content: space-between; gap: 1rem; flex-wrap: wrap; }
  h1 { font-size: 1.5rem; margin: 0; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: .5rem .75rem; border-bottom: 1px solid #ddd; vertical-align: top; }
  th { background: #f0f0f0; }
  a { color: #0b4f8a; }
  a:focus-visible, button:focus-visible { outline: 3px solid #0b4f8a; outline-offset: 2px; }
  button { font: inherit; padding: .4rem .9rem; border: 1px solid #555; border-radius: .25rem; background: #fff; cursor: pointer; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; background: #fff; padding: 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; padding: 1rem; border: 1px solid #ddd; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  iframe { width: 100%; min-height: 28rem; border: 1px solid #ddd; background: #fff; }
`

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
${body}
</body>
</html>`
}

function listPage(messages: InboxMessage[]): string {
  const rows = messages
    .map(
      (message) => `<tr>
  <td><a href="/messages/${encodeURIComponent(message.id)}">${escapeHtml(message.subject || '(no subject)')}</a></td>
  <td>${escapeHtml(message.from)}</td>
  <td>${escapeHtml(message.to.join(', '))}</td>
  <td><time datetime="${escapeHtml(message.date)}">${escapeHtml(new Date(message.date).toLocaleString('en-US'))}</time></td>
</tr>`,
    )
    .join('\n')
  const table = messages.length
    ? `<table>
<caption class="visually-hidden">Received messages, newest first</caption>
<thead><tr><th scope="col">Subject</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Received</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No messages yet. Mail sent to the local SMTP server appears here.</p>'
  return page(
    `Local inbox (${messages.length})`,
    `<header>
<h1>Local inbox</h1>
<form method="post" action="/clear"><button type="submit">Delete all messages</button></form>
</header>
<main>
<p>${messages.length} message${messages.length === 1 ? '' : 's'}, newest first. <a href="/">Refresh</a></p>
${table}
</main>`,
  )
}

function messagePage(message: InboxMessage): string {
  const html = message.html
    ? `<h2>HTML body</h2>
<iframe title="HTML body of the message" sandbox srcdoc="${escapeHtml(message.html)}"></iframe>`
    : ''
  return page(
    message.subject || '(no subject)',
    `<header>
<h1>${escapeHtml(message.subject || '(no subject)')}</h1>
<a href="/">Back to the inbox</a>
</header>
<main>
<dl>
<dt>From</dt><dd>${escapeHtml(message.from)}</dd>
<dt>To</dt><dd>${escapeHtml(message.to.join(', '))}</dd>
${message.cc.length ? `<dt>Cc</dt><dd>${escapeHtml(message.cc.join(', '))}</dd>` : ''}
${message.replyTo ? `<dt>Reply-To</dt><dd>${escapeHtml(message.replyTo)}</dd>` : ''}
<dt>Received</dt><dd><time datetime="${escapeHtml(message.date)}">${escapeHtml(new Date(message.date).toLocaleString('en-US'))}</time></dd>
</dl>
<h2>Text body</h2>
<pre>${escapeHtml(message.text || '(empty)')}</pre>
${html}
</main>`,
  )
}

/** The page never runs script; a sandboxed srcdoc iframe shows HTML bodies without their scripts. */
const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  })
  res.end(JSON.stringify(body))
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > 4096) req.destroy(new Error('too large'))
      else chunks.push(chunk)
    })
    req.on('end', () => {
      try {
        resolveBody(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      } catch (error) {
        reject(error)
      }
    })
    req.on('error', reject)
  })
}

function listen(
  server: {
    listen: (port: number, host: string, cb: () => void) => unknown
    once: (event: 'error', cb: (error: Error) => void) => unknown
  },
  port: number,
  what: string,
) {
  return new Promise<void>((resolveListen, reject) => {
    server.once('error', (error: Error) => {
      const code = (error as NodeJS.ErrnoException).code
      reject(
        new Error(
          code === 'EADDRINUSE'
            ? `${what}: port ${port} is already in use`
            : `${what}: ${error.message}`,
        ),
      )
    })
    server.listen(port, HOST, () => resolveListen())
  })
}

/** A local catch-all mailbox: SMTP in, messages kept in memory, a JSON API and a page out. */
export async function startInbox(options: InboxOptions): Promise<Inbox> {
  const maxMessages = options.maxMessages ?? 500
  let store: InboxMessage[] = []
  let accepting = true
  let killSenderAfterAccepting = false
  /*
   * Message-IDs already delivered. A sender retrying a message the inbox already took (it crashed
   * before recording "sent") repeats the Message-ID; the inbox accepts the repeat and drops it, as
   * Resend answers a repeated Idempotency-Key with the first send, so the person gets one e-mail.
   */
  const delivered = new Set<string>()
  let duplicates = 0

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'Local inbox of the development stack',
    onConnect(_session, callback) {
      if (accepting) return callback()
      // 421: the service is not available, the answer a relay gives during an outage.
      const refusal = Object.assign(
        new Error('Local inbox is not accepting mail (transport stopped)'),
        {
          responseCode: 421,
        },
      )
      callback(refusal)
    },
    onAuth(_auth, _session, callback) {
      // Any credentials are accepted, so a function configured with SMTP_USER/SMTP_PASS still works.
      callback(null, { user: 'local' })
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const answer = () => {
            if (killSenderAfterAccepting) {
              killSenderAfterAccepting = false
              // The message is kept; its sender dies before it hears so.
              options.killSenders?.()
            }
            callback()
          }
          const messageId = parsed.messageId?.trim()
          if (messageId && delivered.has(messageId)) {
            duplicates++
            return answer()
          }
          const envelopeFrom = session.envelope.mailFrom
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address)
          const keep = () => {
            if (messageId) delivered.add(messageId)
            store.push({
              id: randomUUID(),
              from: parsed.from?.text ?? (envelopeFrom ? envelopeFrom.address : ''),
              to: addresses(parsed.to),
              cc: addresses(parsed.cc),
              replyTo: parsed.replyTo?.text ?? null,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
              date: new Date().toISOString(),
              envelope: {
                from: envelopeFrom ? envelopeFrom.address : null,
                to: recipients,
              },
            })
            if (store.length > maxMessages) store = store.slice(-maxMessages)
          }
          if (!options.inbound || !isInbound(options.inbound, recipients)) {
            keep()
            return answer()
          }
          return postInbound(options.inbound, {
            messageId: messageId ?? null,
            from: parsed.from?.text ?? (envelopeFrom ? envelopeFrom.address : ''),
            to: [...new Set([...addresses(parsed.to), ...recipients])],
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
          }).then((posted) => {
            if (!posted.accepted) {
              const refusal = Object.assign(
                new Error(
                  posted.code === 550
                    ? `Refused by the inbound webhook: ${posted.message}`
                    : `The inbound webhook failed; try again later: ${posted.message}`,
                ),
                { responseCode: posted.code },
              )
              return callback(refusal)
            }
            keep()
            answer()
          })
        })
        .catch((error: Error) => callback(error))
    },
  })

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${HOST}`)
    const method = req.method ?? 'GET'
    const newestFirst = () => [...store].reverse()
    if (url.pathname === '/api/messages' && method === 'GET') {
      const to = url.searchParams.get('to')?.toLowerCase()
      const list = newestFirst().filter(
        (message) =>
          !to ||
          [...message.to, ...message.envelope.to].some((address) => address.toLowerCase() === to),
      )
      return sendJson(res, 200, list)
    }
    if (url.pathname === '/api/transport' && method === 'GET') {
      return sendJson(res, 200, { accepting })
    }
    if (url.pathname === '/api/duplicates' && method === 'GET') {
      return sendJson(res, 200, { dropped: duplicates })
    }
    if (url.pathname === '/api/transport' && method === 'POST') {
      // {"accepting": false} stops taking mail (a simulated outage); {"accepting": true} resumes.
      return readJson(req)
        .then((body) => {
          const request = body as { accepting?: unknown; killSenderAfterAccepting?: unknown } | null
          const wanted = request?.accepting
          const kill = request?.killSenderAfterAccepting
          if (typeof wanted !== 'boolean' || (kill !== undefined && typeof kill !== 'boolean')) {
            return sendJson(res, 400, {
              message:
                'Send {"accepting": true} or {"accepting": false}, optionally with "killSenderAfterAccepting": true',
            })
          }
          if (kill === true && !options.killSenders) {
            return sendJson(res, 400, { message: 'This inbox cannot kill its senders' })
          }
          accepting = wanted
          if (kill === true) {
            killSenderAfterAccepting = true
            return sendJson(res, 200, { accepting, killSenderAfterAccepting })
          }
          sendJson(res, 200, { accepting })
        })
        .catch(() => sendJson(res, 400, { message: 'Request body must be JSON' }))
    }
    if (url.pathname === '/api/messages' && method === 'DELETE') {
      store = []
      res.writeHead(204)
      return res.end()
    }
    const apiOne = /^\/api\/messages\/([^/]+)$/.exec(url.pathname)
    if (apiOne && method === 'GET') {
      const message = store.find((item) => item.id === decodeURIComponent(apiOne[1]!))
      return message
        ? sendJson(res, 200, message)
        : sendJson(res, 404, { message: 'No such message' })
    }
    if (apiOne && method === 'DELETE') {
      const before = store.length
      store = store.filter((item) => item.id !== decodeURIComponent(apiOne[1]!))
      res.writeHead(store.length < before ? 204 : 404)
      return res.end()
    }
    if (url.pathname === '/' && (method === 'GET' || method === 'HEAD')) {
      res.writeHead(200, PAGE_HEADERS)
      return res.end(method === 'HEAD' ? undefined : listPage(newestFirst()))
    }
    const pageOne = /^\/messages\/([^/]+)$/.exec(url.pathname)
    if (pageOne && method === 'GET') {
      const message = store.find((item) => item.id === decodeURIComponent(pageOne[1]!))
      if (message) {
        res.writeHead(200, PAGE_HEADERS)
        return res.end(messagePage(message))
      }
      res.writeHead(404, PAGE_HEADERS)
      return res.end(
        page(
          'Message not found',
          '<main><h1>Message not found</h1><p><a href="/">Back to the inbox</a></p></main>',
        ),
      )
    }
    if (url.pathname === '/clear' && method === 'POST') {
      store = []
      res.writeHead(303, { Location: '/' })
      return res.end()
    }
    sendJson(res, 404, { message: 'Not found' })
  }
  const web = http.createServer(handler)

  await listen(smtp.server, options.smtpPort, 'Inbox SMTP server')
  try {
    await listen(web, options.httpPort, 'Inbox web server')
  } catch (error) {
    await new Promise<void>((done) => smtp.close(() => done()))
    throw error
  }

  const portOf = (address: ReturnType<typeof web.address>, fallback: number) =>
    typeof address === 'object' && address ? address.port : fallback
  return {
    url: `http://${HOST}:${portOf(web.address(), options.httpPort)}`,
    smtpPort: portOf(smtp.server.address(), options.smtpPort),
    messages: () => [...store],
    clear: () => {
      store = []
    },
    duplicatesDropped: () => duplicates,
    accepting: () => accepting,
    setAccepting: (value) => {
      accepting = value
    },
    async stop() {
      web.closeAllConnections()
      await Promise.all([
        new Promise<void>((done) => web.close(() => done())),
        new Promise<void>((done) => smtp.close(() => done())),
      ])
    },
  }
}
