/**
 * A `fetch` whose connections leave from a chosen loopback address (127.0.0.2, 127.0.5.9, ...), so
 * stack tests can play several clients against the local gateway, which takes the client address
 * from the connection as the hosted edge does. Linux routes all of 127.0.0.0/8 to the loopback
 * interface, so no header has to be trusted for this. Enough of fetch for supabase-js.
 */
import http from 'node:http'

export function fetchFromAddress(localAddress: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
    const headers: Record<string, string> = {}
    request.headers.forEach((value, name) => {
      headers[name] = value
    })
    if (body) headers['content-length'] = String(body.length)
    return new Promise<Response>((resolve, reject) => {
      const outgoing = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: request.method,
          headers,
          localAddress,
          agent: false,
        },
        (incoming) => {
          const chunks: Buffer[] = []
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
          incoming.on('error', reject)
          incoming.on('end', () => {
            const responseHeaders = new Headers()
            for (const [name, value] of Object.entries(incoming.headers)) {
              if (value === undefined) continue
              for (const item of Array.isArray(value) ? value : [value])
                responseHeaders.append(name, item)
            }
            const status = incoming.statusCode ?? 500
            const empty = status === 204 || status === 304 || request.method === 'HEAD'
            resolve(
              new Response(empty ? null : Buffer.concat(chunks), {
                status,
                statusText: incoming.statusMessage,
                headers: responseHeaders,
              }),
            )
          })
        },
      )
      request.signal.addEventListener('abort', () => outgoing.destroy(new Error('aborted')))
      outgoing.on('error', reject)
      outgoing.end(body)
    })
  }
}
