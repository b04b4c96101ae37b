import type { EnvReader, MailMessage, MailTransport } from './mail.ts'
import { notificationKinds, type RecordKind, type StoredRow } from './notification-kinds.ts'
import type { DeliveryContent, DeliveryKind, DueDelivery, Outbox, ReplyContent } from './outbox.ts'

/** The project's public keys in tests: the legacy anon JWT and a publishable key. */
export const TEST_ANON_KEY = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.test-anon-key'
export const TEST_PUBLISHABLE_KEY = 'sb_publishable_test-key-for-functions'

/**
 * What the platform injects into every function, as hosted and the local stack do: the
 * project's public keys. envFrom adds them under the test's own values; a test removes one by
 * setting it to ''.
 */
export const PLATFORM_ENV: Record<string, string> = {
  SUPABASE_ANON_KEY: TEST_ANON_KEY,
  SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: TEST_PUBLISHABLE_KEY }),
}

/** An environment made from a plain object, so tests never touch the process environment. */
export function envFrom(values: Record<string, string>): EnvReader {
  const merged = { ...PLATFORM_ENV, ...values }
  return (name) => merged[name]
}

/** A transport that records what it was asked to send, or fails when told to. */
export function recordingTransport(options: { fail?: string } = {}) {
  const sent: MailMessage[] = []
  const transport: MailTransport = {
    name: 'recording',
    send(message) {
      if (options.fail) return Promise.reject(new Error(options.fail))
      sent.push(message)
      return Promise.resolve()
    },
  }
  return { transport, sent }
}

/** Captures console.error and console.warn lines while `run` executes. */
export async function captureLogs<T>(
  run: () => Promise<T>,
): Promise<{ result: T; logs: string[] }> {
  const logs: string[] = []
  const { error, warn } = console
  console.error = (...args: unknown[]) => logs.push(args.map(String).join(' '))
  console.warn = (...args: unknown[]) => logs.push(args.map(String).join(' '))
  try {
    return { result: await run(), logs }
  } finally {
    console.error = error
    console.warn = warn
  }
}

/** A POST as supabase-js sends it from the site: JSON, with the publishable key in `apikey`. */
export function post(body: unknown, init: RequestInit = {}): Request {
  return new Request('http://localhost/functions/v1/test', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: TEST_PUBLISHABLE_KEY },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  })
}

/**
 * A minimal SMTP server on an ephemeral loopback port that accepts every message and keeps the
 * raw DATA, so the real SMTP transport can be tested without the local stack.
 */
export function startFakeSmtpServer() {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 })
  const messages: string[] = []
  const encoder = new TextEncoder()
  const decoder = new TextDecoder()

  async function serve(conn: Deno.Conn) {
    const write = (line: string) => conn.write(encoder.encode(`${line}\r\n`))
    let buffer = ''
    let inData = false
    try {
      await write('220 fake-smtp ESMTP ready')
      const chunk = new Uint8Array(64 * 1024)
      while (true) {
        const read = await conn.read(chunk)
        if (read === null) break
        buffer += decoder.decode(chunk.subarray(0, read))
        while (true) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n')
            if (end === -1) break
            messages.push(buffer.slice(0, end))
            buffer = buffer.slice(end + 5)
            inData = false
            await write('250 OK: queued')
            continue
          }
          const lineEnd = buffer.indexOf('\r\n')
          if (lineEnd === -1) break
          const command = buffer.slice(0, lineEnd).toUpperCase()
          buffer = buffer.slice(lineEnd + 2)
          if (command.startsWith('EHLO')) await write('250-fake-smtp\r\n250 8BITMIME')
          else if (command.startsWith('DATA')) {
            inData = true
            await write('354 End data with <CR><LF>.<CR><LF>')
          } else if (command.startsWith('QUIT')) {
            await write('221 Bye')
            conn.close()
            return
          } else await write('250 OK')
        }
      }
      conn.close()
    } catch {
      // The client hung up; nothing to clean beyond the connection itself.
      try {
        conn.close()
      } catch {
        // already closed
      }
    }
  }

  const accepting = (async () => {
    for await (const conn of listener) void serve(conn)
  })().catch(() => {})

  return {
    port: (listener.addr as Deno.NetAddr).port,
    messages,
    async close() {
      listener.close()
      await accepting
    },
  }
}

/** A loopback port with nothing listening on it. */
export function closedPort(): number {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 })
  const port = (listener.addr as Deno.NetAddr).port
  listener.close()
  return port
}

/** One delivery of the in-memory outbox, as notification_deliveries would hold it. */
export interface MemoryDelivery {
  /** The delivery's own id (notification_deliveries.id). */
  id: string
  kind: RecordKind
  recordId: string
  /** The reviewers' notification unless stored with `acknowledge`. */
  deliveryKind: DeliveryKind
  /** The columns the app inserted. */
  row: StoredRow
  /** The reference the database drew. */
  reference: string
  state: 'pending' | 'sending' | 'sent' | 'failed'
  attempts: number
  lastError?: string
  /** Bumped by resend(), as resend_notification does. */
  resendGeneration: number
  /** What the delivery carries beyond its record (a reply's text, the reply token). */
  content?: DeliveryContent
}

const sameRow = (a: StoredRow, b: StoredRow) => {
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]))
  )
}

/**
 * An outbox in memory that behaves like the database's (claims only stored, never-attempted rows
 * equal to the payload; claimDue takes every pending or sending row, as if all were due), so the
 * functions can be tested without the stack. `fail` makes every call throw (database unreachable).
 */
export function memoryOutbox(options: { fail?: string } = {}) {
  const deliveries: MemoryDelivery[] = []
  const find = (kind: RecordKind, recordId: string, deliveryKind: DeliveryKind = 'notification') =>
    deliveries.find(
      (item) =>
        item.kind === kind && item.recordId === recordId && item.deliveryKind === deliveryKind,
    )
  const byId = (id: string) => deliveries.find((item) => item.id === id)
  const recordOf = (item: MemoryDelivery) => ({
    id: item.recordId,
    reference: item.reference,
    ...item.row,
  })
  const guard = () => {
    if (options.fail) throw new Error(options.fail)
  }
  const lease = (item: MemoryDelivery): DueDelivery => {
    item.state = 'sending'
    item.attempts++
    return {
      deliveryId: item.id,
      recordKind: item.kind,
      recordId: item.recordId,
      deliveryKind: item.deliveryKind,
      itemId: item.content?.id ?? null,
      resendGeneration: item.resendGeneration,
      attempts: item.attempts,
      record: recordOf(item),
      recipient: item.content?.recipient ?? null,
      content: item.content ?? null,
    }
  }
  const outbox: Outbox = {
    claimForSubmission(kind, row) {
      guard()
      const matching = deliveries.filter(
        (item) =>
          item.kind === kind && item.deliveryKind === 'notification' && sameRow(item.row, row),
      )
      const claimable = matching.find((item) => item.state === 'pending' && item.attempts === 0)
      if (claimable) return Promise.resolve({ outcome: 'claimed', ...lease(claimable) })
      return Promise.resolve({ outcome: matching.length ? 'already_handled' : 'not_found' })
    },
    claimAcknowledgement(kind, recordId) {
      guard()
      const item = find(kind, recordId, 'acknowledgement')
      if (!item || item.state !== 'pending' || item.attempts !== 0) return Promise.resolve(null)
      return Promise.resolve(lease(item))
    },
    claimDue(limit) {
      guard()
      const due = deliveries
        .filter((item) => item.state === 'pending' || item.state === 'sending')
        .slice(0, limit)
      return Promise.resolve(due.map(lease))
    },
    markSent(deliveryId) {
      guard()
      const item = byId(deliveryId)
      if (!item || item.state !== 'sending') return Promise.resolve(false)
      item.state = 'sent'
      return Promise.resolve(true)
    },
    markFailed(deliveryId, error, permanent = false) {
      guard()
      const item = byId(deliveryId)
      if (item?.state === 'sending') {
        item.state = permanent ? 'failed' : 'pending'
        item.lastError = error
      }
      return Promise.resolve()
    },
    routedRecipients() {
      guard()
      return Promise.resolve([])
    },
  }
  /**
   * Stores a row as the app's insert would; the trigger's notification comes with it, and with
   * `acknowledge` the acknowledgement too (the database always writes both; most tests here look
   * at the notification alone).
   */
  function store(
    kind: RecordKind,
    row: StoredRow,
    options: { acknowledge?: boolean } = {},
  ): MemoryDelivery {
    const prefix = {
      coach_application: 'CA',
      contact_submission: 'CT',
      alliance_registration: 'AL',
    }
    const delivery: MemoryDelivery = {
      id: crypto.randomUUID(),
      kind,
      recordId: crypto.randomUUID(),
      deliveryKind: 'notification',
      row,
      reference: `${prefix[kind]}-${'23456789ABCDEFGHJKLMNPQRSTUVWXYZ'.slice(deliveries.length % 24).slice(0, 8)}`,
      state: 'pending',
      attempts: 0,
      resendGeneration: 0,
    }
    deliveries.push(delivery)
    if (options.acknowledge) {
      deliveries.push({ ...delivery, id: crypto.randomUUID(), deliveryKind: 'acknowledgement' })
    }
    return delivery
  }
  /** A reply written on the desk for a stored record (send_desk_reply and its outbox row). */
  function storeReply(of: MemoryDelivery, content: Omit<ReplyContent, 'id'>): MemoryDelivery {
    const reply: MemoryDelivery = {
      ...of,
      id: crypto.randomUUID(),
      deliveryKind: 'reply',
      state: 'pending',
      attempts: 0,
      resendGeneration: 0,
      lastError: undefined,
      content: { id: crypto.randomUUID(), ...content },
    }
    deliveries.push(reply)
    return reply
  }
  /** An admin's "Send again" (resend_notification): pending again, in a new generation. */
  function resend(kind: RecordKind, recordId: string): void {
    const item = find(kind, recordId)
    if (!item || item.state === 'sending') return
    item.state = 'pending'
    item.attempts = 0
    item.resendGeneration++
  }
  return { outbox, deliveries, store, storeReply, resend }
}

/** An outbox holding the row the app would have stored for `payload` (a valid form payload). */
export function outboxHolding(
  kind: RecordKind,
  payload: unknown,
  options: { acknowledge?: boolean } = {},
) {
  const memory = memoryOutbox()
  const definition = notificationKinds[kind]
  const delivery = memory.store(kind, definition.toRow(definition.schema.parse(payload)), options)
  return { ...memory, delivery }
}
