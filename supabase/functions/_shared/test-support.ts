import type { EnvReader, MailMessage, MailTransport } from './mail.ts'

/** An environment made from a plain object, so tests never touch the process environment. */
export function envFrom(values: Record<string, string>): EnvReader {
  return (name) => values[name]
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

export function post(body: unknown, init: RequestInit = {}): Request {
  return new Request('http://localhost/functions/v1/test', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
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
