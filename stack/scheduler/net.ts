/**
 * Performs the HTTP requests queued by the `net.http_post` stand-in (stack/db/platform.sql), as
 * pg_net's background worker does on hosted Supabase: each queued request is taken off
 * `net.http_request_queue`, sent with real HTTP, and its outcome written to `net._http_response`
 * (status, body, or the error and whether it timed out). Requests run concurrently; the SQL that
 * queued them never waits for them.
 */
import type pg from 'pg'
import { startTickLoop } from './tick-loop'

export interface NetWorkerOptions {
  pool: pg.Pool
  /** How often the queue is looked at. */
  tickMs?: number
  /** Requests taken per look. */
  batchSize?: number
  log?: (line: string) => void
}

export interface NetWorker {
  stop(): Promise<void>
}

interface QueuedRequest {
  id: string
  method: string
  url: string
  headers: Record<string, string> | null
  params: Record<string, string> | null
  body: Buffer | null
  timeout_milliseconds: number
}

export function startNetWorker(options: NetWorkerOptions): NetWorker {
  const tickMs = options.tickMs ?? 250
  const batchSize = options.batchSize ?? 20
  const log = options.log ?? (() => {})
  // Stopping the stack abandons requests still waiting for an answer, as a database shutdown does.
  const abandon = new AbortController()

  async function perform(request: QueuedRequest) {
    const url = new URL(request.url)
    for (const [key, value] of Object.entries(request.params ?? {})) {
      url.searchParams.append(key, String(value))
    }
    let status: number | null = null
    let contentType: string | null = null
    let headers: Record<string, string> | null = null
    let content: string | null = null
    let error: string | null = null
    let timedOut = false
    try {
      const response = await fetch(url, {
        method: request.method,
        headers: request.headers ?? {},
        body: request.method === 'GET' || !request.body ? undefined : new Uint8Array(request.body),
        signal: AbortSignal.any([
          AbortSignal.timeout(request.timeout_milliseconds),
          abandon.signal,
        ]),
      })
      status = response.status
      contentType = response.headers.get('content-type')
      headers = Object.fromEntries(response.headers)
      content = await response.text()
    } catch (caught) {
      timedOut = caught instanceof DOMException && caught.name === 'TimeoutError'
      error = timedOut
        ? `Timeout of ${request.timeout_milliseconds} ms reached`
        : caught instanceof Error
          ? caught.message
          : String(caught)
      log(`net request ${request.id} to ${url.origin}${url.pathname} failed: ${error}`)
    }
    await options.pool
      .query(
        `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [request.id, status, contentType, headers, content, timedOut, error],
      )
      .catch(() => {})
  }

  // pg_net keeps responses for six hours (its `ttl`), then deletes them.
  let lastCleanup = 0
  async function tick() {
    if (Date.now() - lastCleanup > 60_000) {
      lastCleanup = Date.now()
      await options.pool.query(
        `delete from net._http_response where created < now() - interval '6 hours'`,
      )
    }
    const { rows } = await options.pool.query<QueuedRequest>(
      `delete from net.http_request_queue
       where id in (select id from net.http_request_queue order by id limit $1 for update skip locked)
       returning id::text, method, url, headers, params, body, timeout_milliseconds`,
      [batchSize],
    )
    for (const request of rows) {
      loop.track(perform(request))
    }
  }

  // Its first tick runs on the next turn of the event loop, after `loop` is assigned.
  const loop = startTickLoop({
    tickMs,
    tick,
    onError: (error) => log(`net worker: ${error.message}`),
  })
  return { stop: () => loop.stop(() => abandon.abort()) }
}
