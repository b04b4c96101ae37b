/**
 * `npm run bench`: prints the project's performance figures as tables. It starts its own stack on
 * bench ports (a throwaway database), so it never touches `npm start`'s data.
 *
 *   npm run bench                 everything (Lighthouse: 3 runs per route, about 15 minutes)
 *   npm run bench -- --quick      one Lighthouse run per route, shorter load test
 *   npm run bench -- --only=stack,bundles,lighthouse,admin
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import pg from 'pg'
import { publicPaths } from '../src/config/paths.ts'
import { startStack } from '../stack/index.ts'

const args = process.argv.slice(2)
const quick = args.includes('--quick')
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
const wants = (section: string) => !only || only.includes(section)

const PORTS = { api: 61321, db: 61322, inbox: 61324, smtp: 61325 }
// Not 4190: fetch and Chromium refuse it (ManageSieve is on the browsers' blocked-port list).
const SITE_PORT = 4193
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`
const CHROMIUM = '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

type Row = { metric: string; value: string; target?: string }
/** What one autocannon connection remembers between a request and its response. */
type InsertContext = { email?: string }

function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
  console.log(`\n${title}`)
  console.log(line(header))
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const row of rows) console.log(line(row))
}

/** Median of the runs that produced the metric (Lighthouse occasionally reports one as missing). */
function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

function runCommand(
  command: string,
  commandArgs: string[],
  env: Record<string, string>,
): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, commandArgs, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    })
    child.on('exit', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`${command} ${commandArgs.join(' ')} exited ${code}`)),
    )
  })
}

async function waitForUrl(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/**
 * Times the real `npm start` from a fresh data folder (initdb, platform SQL, migrations, seed,
 * admin, gateway, inbox, Vite dev server) until it prints its ready block, then stops it with
 * SIGINT as Ctrl-C would.
 */
async function timeColdNpmStart(): Promise<number> {
  const coldDataDir = mkdtempSync(join(tmpdir(), 'bench-cold-start-'))
  const started = performance.now()
  const child = spawn('node_modules/.bin/tsx', ['stack/cli/start.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so SIGINT can reach every process as a terminal's Ctrl-C does.
    detached: true,
    env: {
      ...process.env,
      STACK_PORT_BASE: '62321',
      SITE_PORT: '4191',
      STACK_DATA_DIR: coldDataDir,
    },
  })
  try {
    return await new Promise<number>((resolveReady, reject) => {
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        if (/ready in [\d.]+ s/.test(output)) resolveReady((performance.now() - started) / 1000)
      })
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.on('exit', (code) =>
        reject(new Error(`npm start exited (${code}) before ready:\n${output}`)),
      )
    })
  } finally {
    await new Promise<void>((resolveExit) => {
      child.removeAllListeners('exit')
      child.on('exit', () => resolveExit())
      process.kill(-child.pid!, 'SIGINT')
    })
    rmSync(coldDataDir, { recursive: true, force: true })
  }
}

// ── Stack: cold start and insert throughput ─────────────────────────────────
const coldNpmStartSeconds = wants('stack') ? await timeColdNpmStart() : undefined
const dataDir = mkdtempSync(join(tmpdir(), 'bench-stack-'))
const coldStarted = performance.now()
const stack = await startStack({
  dataDir,
  ports: PORTS,
  ephemeral: true,
  quiet: true,
  withAdmin: true,
})
const coldStartSeconds = (performance.now() - coldStarted) / 1000
const stackRows: Row[] = [
  {
    metric: 'cold start of the local stack (initdb, platform, migrations, seed, gateway, inbox)',
    value: `${coldStartSeconds.toFixed(2)} s`,
  },
]
if (coldNpmStartSeconds !== undefined) {
  stackRows.unshift({
    metric: 'cold `npm start` until its ready block (fresh data folder, Vite dev server included)',
    value: `${coldNpmStartSeconds.toFixed(2)} s`,
  })
}

let preview: ChildProcess | undefined
try {
  if (wants('stack')) {
    const duration = quick ? 5 : 20
    let sequence = 0
    const acknowledged = new Set<string>()
    const runId = Date.now().toString(36)
    const result = await autocannon({
      url: `${stack.apiUrl}/rest/v1/contact_submissions`,
      method: 'POST',
      connections: 50,
      duration,
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${stack.anonKey}`,
        'content-type': 'application/json',
      },
      requests: [
        {
          // Each request carries a distinct e-mail (the per-address rate limit would refuse
          // repeats); the connection's context remembers it so its response can be matched.
          setupRequest: (request, context) => {
            sequence += 1
            const email = `bench-${runId}-${sequence}@example.org`
            ;(context as InsertContext).email = email
            return {
              ...request,
              body: JSON.stringify({
                first_name: 'Bench',
                last_name: 'Visitor',
                email,
                phone: '2085550100',
                organization_type: 'business',
                organization_name: 'Benchmark Co',
                subject: 'general',
                message: 'A benchmark message that is long enough to pass the rules.',
              }),
            }
          },
          onResponse: (status, _body, context) => {
            if (
              status >= 200 &&
              status < 300 &&
              typeof (context as InsertContext).email === 'string'
            ) {
              acknowledged.add((context as InsertContext).email!)
            }
          },
        },
      ],
    })
    const client = new pg.Client({ connectionString: stack.dbUrl })
    await client.connect()
    const { rows } = await client.query<{ email: string }>(
      'select email from public.contact_submissions where email like $1',
      [`bench-${runId}-%`],
    )
    await client.end()
    const storedEmails = new Set(rows.map((row) => row.email))
    const lost = [...acknowledged].filter((email) => !storedEmails.has(email)).length
    // Requests still in flight when the timer stops are stored but their responses are not
    // counted; they are reported, not mistaken for a loss.
    const inFlightAtCutOff = storedEmails.size - (acknowledged.size - lost)
    stackRows.push(
      {
        metric: `anon contact inserts, ${duration} s, 50 connections: requests/s (mean)`,
        value: result.requests.average.toFixed(0),
      },
      {
        metric: 'insert latency p50 / p99',
        value: `${result.latency.p50} ms / ${result.latency.p99} ms`,
      },
      {
        metric: '2xx responses whose row is stored (must be all: nothing lost)',
        value: `${acknowledged.size - lost} of ${acknowledged.size}${lost === 0 ? '' : `  LOST ${lost}`}`,
      },
      {
        metric: 'rows stored in all / of them answered after the cut-off',
        value: `${storedEmails.size} / ${inFlightAtCutOff}`,
      },
      {
        metric: 'non-2xx responses / errors / timeouts',
        value: `${result.non2xx} / ${result.errors} / ${result.timeouts}`,
      },
    )
  }
  printTable(
    'Local stack',
    ['metric', 'value'],
    stackRows.map((row) => [row.metric, row.value]),
  )

  // ── The built site: bundles and Lighthouse ───────────────────────────────
  if (wants('bundles') || wants('lighthouse') || wants('admin')) {
    const siteEnv = { VITE_SUPABASE_URL: stack.apiUrl, VITE_SITE_URL: SITE_URL }
    await runCommand('npm', ['run', '-s', 'build'], siteEnv)
    preview = spawn('node_modules/.bin/tsx', ['scripts/preview.ts', '--port', String(SITE_PORT)], {
      // Its own process group, so stopping it also stops the node process tsx starts.
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, ...siteEnv },
    })
    await waitForUrl(`${SITE_URL}/`)
  }

  if (wants('bundles') || wants('lighthouse')) {
    const lighthouse = (await import('lighthouse')).default
    const chromeLauncher = await import('chrome-launcher')
    const runs = quick ? 1 : 3
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
    const lhRows: string[][] = []
    const bundleRows: string[][] = []
    try {
      for (const path of publicPaths) {
        const scores: Record<string, number[]> = {
          performance: [],
          accessibility: [],
          'best-practices': [],
          seo: [],
          lcp: [],
          tbt: [],
          cls: [],
        }
        let assets: { url: string; type: string }[] = []
        for (let i = 0; i < (wants('lighthouse') ? runs : 1); i += 1) {
          const result = await lighthouse(`${SITE_URL}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
          })
          if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
          const { categories, audits } = result.lhr
          for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
            scores[key]!.push(Math.round((categories[key]?.score ?? 0) * 100))
          }
          scores.lcp!.push(audits['largest-contentful-paint']?.numericValue ?? NaN)
          scores.tbt!.push(audits['total-blocking-time']?.numericValue ?? NaN)
          scores.cls!.push(audits['cumulative-layout-shift']?.numericValue ?? NaN)
          const items =
            (
              audits['network-requests']?.details as
                { items?: { url: string; resourceType?: string }[] } | undefined
            )?.items ?? []
          assets = items
            .filter((item) => item.resourceType === 'Script' || item.resourceType === 'Stylesheet')
            .map((item) => ({ url: item.url, type: item.resourceType === 'Script' ? 'js' : 'css' }))
        }
        if (wants('lighthouse')) {
          lhRows.push([
            path,
            String(median(scores.performance!)),
            String(median(scores.accessibility!)),
            String(median(scores['best-practices']!)),
            String(median(scores.seo!)),
            `${(median(scores.lcp!) / 1000).toFixed(2)} s`,
            `${median(scores.tbt!).toFixed(0)} ms`,
            median(scores.cls!).toFixed(3),
          ])
        }
        const totals = { js: 0, jsGz: 0, css: 0, cssGz: 0 }
        for (const asset of assets) {
          const file = resolve('dist', new URL(asset.url).pathname.slice(1))
          if (!existsSync(file)) continue
          const bytes = readFileSync(file)
          const gz = gzipSync(bytes).length
          if (asset.type === 'js') {
            totals.js += bytes.length
            totals.jsGz += gz
          } else {
            totals.css += bytes.length
            totals.cssGz += gz
          }
        }
        const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
        bundleRows.push([path, kb(totals.js), kb(totals.jsGz), kb(totals.css), kb(totals.cssGz)])
      }
    } finally {
      chrome.kill()
    }
    if (wants('lighthouse')) {
      printTable(
        `Lighthouse (mobile preset, Debian Chromium, median of ${runs}) — budgets: performance ≥ 95, LCP < 1.2 s, a11y/best-practices/SEO 100, CLS 0`,
        ['route', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS'],
        lhRows,
      )
    }
    printTable(
      'Bytes each route loads (JS/CSS; budget: home JS < 100 KB gzip)',
      ['route', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip'],
      bundleRows,
    )
  }

  if (wants('admin')) {
    const adminBenchPath = resolve('scripts/bench/admin.ts')
    if (existsSync(adminBenchPath) && stack.admin) {
      const { benchAdmin } = (await import('./bench/admin.ts')) as {
        benchAdmin: (ctx: {
          baseUrl: string
          apiUrl: string
          dbUrl: string
          admin: { email: string; password: string }
        }) => Promise<Row[]>
      }
      const rows = await benchAdmin({
        baseUrl: SITE_URL,
        apiUrl: stack.apiUrl,
        dbUrl: stack.dbUrl,
        admin: stack.admin,
      })
      printTable(
        'Admin dashboard at 10,000 + 10,000 rows (Chromium, median of 5)',
        ['metric', 'value', 'target'],
        rows.map((row) => [row.metric, row.value, row.target ?? '']),
      )
    }
  }
} finally {
  if (preview?.pid) process.kill(-preview.pid, 'SIGTERM')
  await stack.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
