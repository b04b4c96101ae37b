/**
 * Prints how /rest/v1 handles large and deeply nested bodies: the largest body accepted, how long
 * a refusal takes (10 MB declared, 10 MB sent whole), what 1,000 and 300,000 nested arrays get (no
 * nesting check, as PostgREST: PostgreSQL's parser decides) and whether Node's own JSON functions
 * survive such a body. It starts its own throwaway stack.
 *
 *   npx tsx scripts/bench/rest-body-limits.ts          (ports BENCH_PORT_BASE, default 63421)
 */
import http from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { startStack } from '../../stack/index'
import { REST_MAX_BODY_BYTES } from '../../stack/gateway/rest/limits'

const TABLE = 'bench_body_limits'

function ms(started: number): string {
  return `${(performance.now() - started).toFixed(1)} ms`
}

/** Sends the headers and `sent` bytes, then waits for the answer without ending the body. */
function answerWhileSending(
  url: URL,
  headers: Record<string, string | number>,
  sent: number,
): Promise<string> {
  const started = performance.now()
  return new Promise((resolve) => {
    const request = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers,
      agent: false,
    })
    request.on('response', (response) => {
      response.resume()
      request.destroy()
      resolve(`${response.statusCode} in ${ms(started)}`)
    })
    request.on('error', () => {})
    const chunk = Buffer.alloc(64 * 1024, 'a')
    for (let written = 0; written < sent; written += chunk.length) request.write(chunk)
  })
}

async function main(): Promise<void> {
  const base = Number(process.env.BENCH_PORT_BASE ?? 63421)
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-body-limits-'))
  const stack = await startStack({
    dataDir,
    ports: { api: base, db: base + 1, inbox: base + 3, smtp: base + 4 },
    ephemeral: true,
    quiet: true,
  })
  const db = new pg.Client({ connectionString: stack.dbUrl })
  try {
    await db.connect()
    await db.query(`create table public.${TABLE} (id bigint generated always as identity primary key, body text, data jsonb);
      alter table public.${TABLE} enable row level security;
      grant insert on public.${TABLE} to service_role;`)
    const url = new URL(`/rest/v1/${TABLE}`, stack.apiUrl)
    const headers = {
      apikey: stack.serviceRoleKey,
      authorization: `Bearer ${stack.serviceRoleKey}`,
      'content-type': 'application/json',
    }
    const post = async (body: string): Promise<string> => {
      const started = performance.now()
      const response = await fetch(url, { method: 'POST', headers, body })
      await response.arrayBuffer()
      return `${response.status} in ${ms(started)}`
    }
    const frame = JSON.stringify({ body: '' })
    const largest = JSON.stringify({ body: 'x'.repeat(REST_MAX_BODY_BYTES - frame.length) })
    const tenMb = JSON.stringify({ body: 'x'.repeat(10 * 1024 * 1024) })
    const deep = (depth: number) => `{"data":${'['.repeat(depth)}${']'.repeat(depth)}}`

    const rows: [string, string][] = []
    rows.push([`largest accepted body (${Buffer.byteLength(largest)} bytes)`, await post(largest)])
    rows.push(['one byte more', await post(`${largest} `)])
    rows.push([
      '10 MB declared, 1 KB sent (time to 413)',
      await answerWhileSending(url, { ...headers, 'content-length': 10 * 1024 * 1024 }, 1024),
    ])
    rows.push([
      '10 MB chunked, stream left open (time to 413)',
      await answerWhileSending(url, { ...headers, 'transfer-encoding': 'chunked' }, 10 << 20),
    ])
    rows.push(['10 MB sent whole by fetch (time to 413)', await post(tenMb)])
    rows.push(['1,000 nested arrays in a field', await post(deep(1000))])
    rows.push(['300,000 nested arrays in a field', await post(deep(300_000))])

    const text = deep(300_000)
    const started = performance.now()
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
      rows.push(['Node JSON.parse of 300,000 levels', ms(started)])
    } catch (error) {
      rows.push(['Node JSON.parse of 300,000 levels', String(error)])
    }
    try {
      JSON.stringify(parsed)
      rows.push(['Node JSON.stringify of 300,000 levels', 'ok'])
    } catch (error) {
      rows.push(['Node JSON.stringify of 300,000 levels', (error as Error).message])
    }

    const width = Math.max(...rows.map(([label]) => label.length))
    for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`)
  } finally {
    await db.end().catch(() => {})
    await stack.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

void main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
