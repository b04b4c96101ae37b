/**
 * A local catch-all mailbox: SMTP in, messages kept in memory, a JSON API and a page out. This
 * module starts and stops it; each part has its own module:
 *
 *   smtp-reception.ts   SMTP: outage refusals, idempotency-key de-duplication, inbound forwarding
 *   message-ids.ts      the Resend-Idempotency-Keys already delivered (a repeat is dropped, as Resend does)
 *   inbound-webhook.ts  mail for the inbound domain, posted and signed as the provider does
 *   message-store.ts    the messages kept, oldest dropped past a limit
 *   inbox-api.ts        HTTP: the JSON API and the pages' routes
 *   inbox-pages.ts      the pages' HTML
 *   transport.ts        whether mail is taken, and the one-shot sender kill
 */
import http from 'node:http'
import type { InboundWebhook } from './inbound-webhook'
import { createInboxHandler } from './inbox-api'
import { DeliveredIdempotencyKeys } from './message-ids'
import { MessageStore, type InboxMessage } from './message-store'
import { createSmtpReception } from './smtp-reception'
import { newTransport } from './transport'

export type { InboxMessage } from './message-store'

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
  /** Messages dropped because their Resend-Idempotency-Key was already delivered (as Resend does). */
  duplicatesDropped(): number
  /** Whether SMTP accepts mail; false simulates a mail outage (`POST /api/transport`). */
  accepting(): boolean
  setAccepting(accepting: boolean): void
  stop(): Promise<void>
}

const HOST = '127.0.0.1'

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

export async function startInbox(options: InboxOptions): Promise<Inbox> {
  const store = new MessageStore(options.maxMessages ?? 500)
  const ids = new DeliveredIdempotencyKeys()
  const transport = newTransport()

  const smtp = createSmtpReception({
    transport,
    store,
    ids,
    killSenders: options.killSenders,
    inbound: options.inbound,
  })
  const web = http.createServer(
    createInboxHandler(
      {
        transport,
        store,
        ids,
        canKillSenders: !!options.killSenders,
        inbound: options.inbound,
      },
      HOST,
    ),
  )

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
    messages: () => store.all(),
    clear: () => store.clear(),
    duplicatesDropped: () => ids.dropped(),
    accepting: () => transport.accepting,
    setAccepting: (value) => {
      transport.accepting = value
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
