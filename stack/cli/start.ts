/**
 * `npm start`: the whole local stack (PostgreSQL, API gateway, inbox) plus the Vite dev server,
 * with one summary block at the end and a clean stop on Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { join, relative, resolve } from 'node:path'
import pg from 'pg'
import { checkPortFree, REPO_ROOT, startStack, type StackHandle } from '../index'
import { grantRoles, TEAM_ROLES } from './team-roles'

// Supabase's local ports by default; STACK_PORT_BASE moves the block (api, +1 db, +3 inbox, +4 smtp,
// +8 the published site), e.g. to run a second copy beside another project's stack.
const BASE = Number(process.env.STACK_PORT_BASE || 54321)
const PORTS = { api: BASE, db: BASE + 1, inbox: BASE + 3, smtp: BASE + 4, site: BASE + 8 }
const SITE_PORT = Number(process.env.SITE_PORT || 5173)
const DATA_DIR = process.env.STACK_DATA_DIR
  ? resolve(process.env.STACK_DATA_DIR)
  : join(REPO_ROOT, '.stack')
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`
// A project created today (stack/gateway/keys.ts): ES256 user tokens and the JWKS, legacy keys on.
// STACK_LEGACY_KEYS=off refuses the anon/service_role keys, as once they are turned off;
// STACK_JWT_SIGNING=hs256 signs with the legacy JWT secret, as an older project does.
const KEY_MODE = {
  legacyKeys: process.env.STACK_LEGACY_KEYS !== 'off',
  asymmetricJwt: process.env.STACK_JWT_SIGNING !== 'hs256',
}

const startedAt = performance.now()
let stack: StackHandle | undefined
let site: ChildProcess | undefined
let shuttingDown = false

function stopSite(): Promise<void> {
  const child = site
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** Stops everything that started, in reverse order, then exits. */
async function shutdown(code: number, reason?: string): Promise<void> {
  if (shuttingDown) return
  shuttingDown = true
  if (reason) console.error(`\n✖ ${reason}\n  Stopping the rest of the stack…`)
  else console.log('\nStopping the local stack…')
  await stopSite()
  try {
    await stack?.stop()
  } catch (error) {
    console.error('Some parts did not stop cleanly:', error)
    code = code || 1
  }
  if (!reason) console.log('Stopped.')
  process.exit(code)
}

function onSignal() {
  // A second Ctrl-C while stopping: stop waiting.
  if (shuttingDown) process.exit(130)
  void shutdown(0)
}
// This command stops the children itself, in order, so it owns the signals (a library's handler
// that exits at once would leave PostgreSQL and Deno behind).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.removeAllListeners(signal)
  process.on(signal, onSignal)
}

function prefixLines(prefix: string, write: (line: string) => void) {
  let pending = ''
  return (chunk: Buffer) => {
    pending += chunk.toString('utf8')
    const lines = pending.split(/\r?\n/)
    pending = lines.pop() ?? ''
    for (const line of lines) if (line.trim()) write(`${prefix} ${line}`)
  }
}

async function waitForSite(child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The site (Vite dev server) exited during start-up with code ${child.exitCode ?? child.signalCode}`,
      )
    }
    try {
      const response = await fetch(`${SITE_URL}/`)
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(
    `The site (Vite dev server) did not answer on ${SITE_URL} within ${timeoutMs / 1000} s`,
  )
}

/**
 * The local admin tries the whole desk: administrator (the stack grants it), reviewer and editor
 * too (docs/roles.md). Idempotent, so every start leaves the same three roles.
 */
async function grantLocalAdminEveryRole(started: StackHandle): Promise<void> {
  if (!started.admin) return
  const client = new pg.Client({ connectionString: started.superuserUrl })
  client.on('error', () => {})
  await client.connect()
  try {
    const result = await grantRoles(client, started.admin.email, TEAM_ROLES)
    if (result.outcome !== 'granted') {
      console.warn(`warning: the local admin holds no team roles (${result.outcome})`)
    }
  } finally {
    await client.end()
  }
}

async function main() {
  console.log('Starting the local stack…')
  // Checked first so a busy port fails before anything else has started.
  await checkPortFree(SITE_PORT, 'Site (Vite dev server)')

  stack = await startStack({
    dataDir: DATA_DIR,
    ports: PORTS,
    withAdmin: true,
    watchFunctions: true,
    keyMode: KEY_MODE,
    buildSiteOnStart: true,
    onUnexpectedExit: (what, detail) => void shutdown(1, `${what} stopped: ${detail}`),
  })
  if (shuttingDown) return
  await grantLocalAdminEveryRole(stack)

  site = spawn(
    join(REPO_ROOT, 'node_modules/.bin/vite'),
    ['--host', '127.0.0.1', '--port', String(SITE_PORT), '--strictPort'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        // `npm start` always serves the site against this local stack, whatever a .env says.
        VITE_SUPABASE_URL: stack.apiUrl,
        // The new kind of key, as a new hosted project hands out (the anon JWT works as well).
        VITE_SUPABASE_PUBLISHABLE_KEY: stack.publishableKey,
        VITE_SITE_URL: SITE_URL,
        // The desk (here, apart from the site) reads which version is live from the site host.
        ...(stack.siteUrl ? { VITE_LIVE_SITE_URL: stack.siteUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  site.stdout?.on(
    'data',
    prefixLines('[site]', (line) => console.log(line)),
  )
  site.stderr?.on(
    'data',
    prefixLines('[site]', (line) => console.error(line)),
  )
  site.once('exit', (code, signal) => {
    if (!shuttingDown)
      void shutdown(
        1,
        `The site (Vite dev server) exited unexpectedly (${signal ?? `code ${code}`})`,
      )
  })
  await waitForSite(site)
  if (shuttingDown) return

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
  const rows: [string, string][] = [
    ['Site', SITE_URL],
    // The prerendered site as visitors get it, rebuilt whenever an editor publishes in the desk.
    ['Published site', stack.siteUrl ?? '(none)'],
    ['API URL', stack.apiUrl],
    // As `supabase start` prints them: the new keys first, the legacy JWTs beside them.
    ['Publishable key', stack.publishableKey],
    ['Secret key', stack.secretKey],
    // Legacy keys, as a new project still has them until they are turned off (STACK_LEGACY_KEYS=off).
    ...(KEY_MODE.legacyKeys
      ? ([
          ['anon key', stack.anonKey],
          ['service_role key', stack.serviceRoleKey],
        ] as [string, string][])
      : [['Legacy keys', 'off (anon/service_role refused)'] as [string, string]]),
    ['JWT signing', stack.jwtSigning],
    ['JWKS', `${stack.apiUrl}/auth/v1/.well-known/jwks.json`],
    ['Inbox', stack.inboxUrl],
    ['Database', stack.dbUrl],
    // Running as root, PostgreSQL (as the postgres user) cannot enter a 0700 checkout; say where its files went.
    ...(stack.relocatedClusterDir
      ? [['Database files', stack.relocatedClusterDir] as [string, string]]
      : []),
    ['Admin e-mail', stack.admin?.email ?? '(none)'],
    ['Admin password', stack.admin?.password ?? '(none)'],
    // The local admin's authenticator (TOTP): add it to an app, or compute codes from it in tests.
    ...(stack.admin?.totpSecret
      ? [['Admin 2FA secret', stack.admin.totpSecret] as [string, string]]
      : []),
  ]
  const width = Math.max(...rows.map(([label]) => label.length))
  const rule = '─'.repeat(72)
  console.log(
    [
      '',
      rule,
      `  Local stack ready in ${seconds} s`,
      '',
      ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
      '',
      `  The admin password is kept in ${relative(process.cwd(), join(DATA_DIR, 'admin-password.txt'))}, the 2FA secret in ${relative(process.cwd(), join(DATA_DIR, 'admin-totp-secret.txt'))}. Ctrl-C stops everything.`,
      rule,
      '',
    ].join('\n'),
  )
  if (stack.siteUrl) await reportFirstSiteBuild(stack.siteUrl)
}

/**
 * The published site has no pages until its first build ends (a minute or more on two busy
 * cores); until then it answers 503. Says so plainly, and says when it is ready, from the site
 * host's own status (stack/site-host/progress.ts).
 */
async function reportFirstSiteBuild(siteUrl: string) {
  type Status = {
    live: string | null
    lastBuild: { ok: boolean; seconds: number; pages: number | null } | null
  }
  const read = () =>
    fetch(`${siteUrl}/__site-host/status`).then(
      (response) => response.json() as Promise<Status>,
      () => null,
    )
  const first = await read()
  if (!first || first.live) return
  console.log(
    `Building the site for the first time… ${siteUrl} answers once the build ends (about a minute; later publications rebuild only the pages that changed, in seconds).`,
  )
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    if (shuttingDown) return
    const status = await read()
    if (status?.live) {
      const took = status.lastBuild ? ` (built in ${status.lastBuild.seconds.toFixed(1)} s)` : ''
      console.log(`The published site is ready: ${siteUrl}${took}`)
      return
    }
    if (status?.lastBuild && !status.lastBuild.ok) {
      console.log(
        `The site’s first build failed (the [site-host] lines above say why); ${siteUrl} stays empty until an editor publishes.`,
      )
      return
    }
  }
}

main().catch((error: unknown) => {
  void shutdown(1, error instanceof Error ? error.message : String(error))
})
