/**
 * The local inbox's HTTP side: the JSON API the tests and the stack use (`/api/messages`,
 * `/api/transport`, `/api/duplicates`, `/api/refused-recipients`, `/api/mail-events`) and the
 * pages a developer reads
 * (`/`, `/messages/:id`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { PAGE_HEADERS, listPage, messagePage, notFoundPage } from './inbox-pages'
import { postMailEvent, type InboundWebhook } from './inbound-webhook'
import type { DeliveredIdempotencyKeys } from './message-ids'
import type { MessageStore } from './message-store'
import type { Transport } from './transport'

export interface InboxApiOptions {
  transport: Transport
  store: MessageStore
  ids: DeliveredIdempotencyKeys
  /** Whether `killSenderAfterAccepting` can be honoured (the inbox was given killSenders). */
  canKillSenders: boolean
  /** Where bounces and complaints on demand are posted (the inbound webhook). */
  inbound?: InboundWebhook
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

/** `POST /api/transport`: {"accepting": false} stops taking mail (an outage); true resumes. */
function setTransport(req: IncomingMessage, res: ServerResponse, options: InboxApiOptions) {
  const { transport } = options
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
      if (kill === true && !options.canKillSenders) {
        return sendJson(res, 400, { message: 'This inbox cannot kill its senders' })
      }
      transport.accepting = wanted
      if (kill === true) {
        transport.killSenderAfterAccepting = true
        return sendJson(res, 200, { accepting: wanted, killSenderAfterAccepting: true })
      }
      sendJson(res, 200, { accepting: wanted })
    })
    .catch(() => sendJson(res, 400, { message: 'Request body must be JSON' }))
}

/**
 * `POST /api/refused-recipients`: {"addresses": [...]} names the recipients the SMTP side refuses
 * with 550 from now on (an empty list refuses none); a test switch of the imitated mail server.
 */
function setRefusedRecipients(req: IncomingMessage, res: ServerResponse, transport: Transport) {
  return readJson(req)
    .then((body) => {
      const addresses = (body as { addresses?: unknown } | null)?.addresses
      if (!Array.isArray(addresses) || !addresses.every((item) => typeof item === 'string')) {
        return sendJson(res, 400, { message: 'Send {"addresses": ["someone@example.org"]}' })
      }
      transport.refusedRecipients = new Set(addresses.map((item) => item.toLowerCase()))
      sendJson(res, 200, { addresses: [...transport.refusedRecipients] })
    })
    .catch(() => sendJson(res, 400, { message: 'Request body must be JSON' }))
}

/**
 * `POST /api/mail-events`: {"type": "email.bounced", "to": "…", "bounceType": "Permanent"} or
 * {"type": "email.complained", "to": "…"} posts that event to the webhook, signed, as Resend
 * would after a send (inbound-webhook.ts postMailEvent); answers what the function answered.
 */
function sendMailEvent(req: IncomingMessage, res: ServerResponse, inbound?: InboundWebhook) {
  if (!inbound) return sendJson(res, 409, { message: 'This inbox has no webhook to post to' })
  return readJson(req)
    .then(async (body) => {
      const request = body as { type?: unknown; to?: unknown; bounceType?: unknown } | null
      const type = request?.type
      if (
        (type !== 'email.bounced' && type !== 'email.complained') ||
        typeof request?.to !== 'string' ||
        (request.bounceType !== undefined && typeof request.bounceType !== 'string')
      ) {
        return sendJson(res, 400, {
          message:
            'Send {"type": "email.bounced", "to": "someone@example.org", "bounceType": "Permanent"} or {"type": "email.complained", "to": "someone@example.org"}',
        })
      }
      const answer = await postMailEvent(inbound, {
        type,
        to: request.to,
        bounceType: request.bounceType as string | undefined,
      })
      sendJson(res, answer.accepted ? 200 : 502, answer)
    })
    .catch(() => sendJson(res, 400, { message: 'Request body must be JSON' }))
}

export function createInboxHandler(options: InboxApiOptions, host: string) {
  const { transport, store, ids } = options
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${host}`)
    const method = req.method ?? 'GET'
    if (url.pathname === '/api/messages' && method === 'GET') {
      return sendJson(res, 200, store.newestFirst(url.searchParams.get('to') ?? undefined))
    }
    if (url.pathname === '/api/transport' && method === 'GET') {
      return sendJson(res, 200, { accepting: transport.accepting })
    }
    if (url.pathname === '/api/duplicates' && method === 'GET') {
      return sendJson(res, 200, { dropped: ids.dropped() })
    }
    if (url.pathname === '/api/refused-recipients' && method === 'GET') {
      return sendJson(res, 200, { addresses: [...transport.refusedRecipients] })
    }
    if (url.pathname === '/api/refused-recipients' && method === 'POST') {
      return setRefusedRecipients(req, res, transport)
    }
    if (url.pathname === '/api/transport' && method === 'POST') {
      return setTransport(req, res, options)
    }
    if (url.pathname === '/api/mail-events' && method === 'POST') {
      return sendMailEvent(req, res, options.inbound)
    }
    if (url.pathname === '/api/messages' && method === 'DELETE') {
      store.clear()
      res.writeHead(204)
      return res.end()
    }
    const apiOne = /^\/api\/messages\/([^/]+)$/.exec(url.pathname)
    if (apiOne && method === 'GET') {
      const message = store.find(decodeURIComponent(apiOne[1]!))
      return message
        ? sendJson(res, 200, message)
        : sendJson(res, 404, { message: 'No such message' })
    }
    if (apiOne && method === 'DELETE') {
      res.writeHead(store.remove(decodeURIComponent(apiOne[1]!)) ? 204 : 404)
      return res.end()
    }
    if (url.pathname === '/' && (method === 'GET' || method === 'HEAD')) {
      res.writeHead(200, PAGE_HEADERS)
      return res.end(method === 'HEAD' ? undefined : listPage(store.newestFirst()))
    }
    const pageOne = /^\/messages\/([^/]+)$/.exec(url.pathname)
    if (pageOne && method === 'GET') {
      const message = store.find(decodeURIComponent(pageOne[1]!))
      if (message) {
        res.writeHead(200, PAGE_HEADERS)
        return res.end(messagePage(message))
      }
      res.writeHead(404, PAGE_HEADERS)
      return res.end(notFoundPage())
    }
    if (url.pathname === '/clear' && method === 'POST') {
      store.clear()
      res.writeHead(303, { Location: '/' })
      return res.end()
    }
    sendJson(res, 404, { message: 'Not found' })
  }
}
