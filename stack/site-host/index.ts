/**
 * The local stand-in for the static host (Netlify, Vercel, Cloudflare Pages): it serves the
 * prerendered site built from the published content, and its deploy hook rebuilds it, as the
 * publish-site function asks a real host to (the stack gives the function this hook as
 * SITE_DEPLOY_HOOK_URL).
 *
 * As a real host's, the hook only starts a build and reports nothing back: it writes nothing to
 * the database. Which version is live is what the site's /site-version.json says (written by
 * scripts/build-site.ts; read by the desk and launch:check, src/lib/site-version.ts).
 * Hosted sources: a deploy hook is a secret URL that starts a build on a POST
 * (https://docs.netlify.com/configure-builds/build-hooks,
 * https://developers.cloudflare.com/pages/configuration/deploy-hooks/,
 * https://vercel.com/docs/deploy-hooks), and a build that fails leaves the previous deploy live.
 *
 * - POST /__site-host/hooks/<secret>: the deploy hook. The secret is part of the URL, as in a
 *   real hook's (`https://api.netlify.com/build_hooks/<id>`); any other address answers 404.
 *   Answers 202 at once; builds the latest published version into a new folder and swaps it in
 *   only when the build succeeded, so a failed build leaves the live site as it was. Hooks that
 *   arrive during a build are coalesced into one more build.
 * - POST /__site-host/hooks/<secret>/fail-next-build { "reason": "…" }: a test control, not a
 *   host behaviour (no real hook has it), offered only when the stack was started with
 *   `testControls` (the test stack; `npm start` answers 404): the next build fails with that
 *   reason without running, so tests prove what a failed build does to the site and the desk; a
 *   host's failed build shows only in its deploy log, here the stack's log.
 * - GET /__site-host/status: the live build, whether one is running, its progress ("3 of 4 pages
 *   built") and how long the last one took (./progress.ts).
 *
 * Each build starts from the live one (scripts/build-site.ts: same code, so only the pages whose
 * content changed are rendered again), whose server bundle the host keeps beside it until the
 * next build is live.
 * - Anything else: the live build's files (scripts/preview.ts's rules).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { runBuild } from './builder'
import {
  finishedBuild,
  readBuildLine,
  startedBuild,
  type BuildProgress,
  type FinishedBuild,
} from './progress'
import { serveBuild } from './static-files'

export interface SiteHostOptions {
  port: number
  dataDir: string
  repoRoot: string
  apiUrl: string
  publishableKey: string
  /** The secret in the deploy hook's URL (a new random one when not given). */
  hookSecret?: string
  /** Build once at start when there is no live build yet (`npm start`). */
  buildOnStart?: boolean
  /** Offer the tests' `fail-next-build` control (the test stack only). */
  testControls?: boolean
  log?: (line: string) => void
}

export interface SiteHost {
  url: string
  /** The deploy hook, its secret included: what SITE_DEPLOY_HOOK_URL holds. */
  hookUrl: string
  /** Resolves when no build is running or waiting. */
  idle(): Promise<void>
  stop(): Promise<void>
}

const HOOK_PREFIX = '/__site-host/hooks/'

/** A new secret for the hook's URL, as long as a host's hook id or longer. */
export function newHookSecret(): string {
  return randomBytes(24).toString('base64url')
}

/** Compares in constant time (over digests, so the lengths match). */
function sameSecret(given: string, secret: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(secret))
}

export async function startSiteHost(options: SiteHostOptions): Promise<SiteHost> {
  const log = options.log ?? (() => {})
  const url = `http://127.0.0.1:${options.port}`
  const siteDir = path.join(options.dataDir, 'site')
  const liveLink = path.join(siteDir, 'live')
  await mkdir(path.join(siteDir, 'builds'), { recursive: true })
  let liveDir = existsSync(liveLink) ? path.resolve(siteDir, await readlink(liveLink)) : undefined
  let running: Promise<void> | undefined
  let again = false
  let failNext: string | undefined
  let buildNumber = Date.now()
  let progress: BuildProgress | undefined
  let lastBuild: FinishedBuild | undefined
  // The server bundle must sit under the repository to resolve its packages; each build's is kept
  // while that build is live, for the next build to start from.
  const ssrDirOf = (outDir: string) =>
    path.join(
      options.repoRoot,
      'node_modules/.site-host',
      `${options.port}-${path.basename(outDir)}`,
    )
  const stopping = new AbortController()
  const hookSecret = options.hookSecret ?? newHookSecret()
  // Server bundles of earlier runs on this port, but the live build's (a test stack's folder is gone).
  const bundles = path.join(options.repoRoot, 'node_modules/.site-host')
  for (const name of await readdir(bundles).catch(() => [] as string[])) {
    const mine = name.startsWith(`${options.port}-`)
    if (mine && (!liveDir || path.join(bundles, name) !== ssrDirOf(liveDir))) {
      await rm(path.join(bundles, name), { recursive: true, force: true })
    }
  }

  async function buildOnce() {
    if (failNext !== undefined) {
      const reason = failNext
      failNext = undefined
      log(`build failed (as asked): ${reason}`)
      return
    }
    const id = String(buildNumber++)
    const outDir = path.join(siteDir, 'builds', id)
    const ssrDir = ssrDirOf(outDir)
    log(`building the published site into ${outDir}`)
    progress = startedBuild(new Date())
    const result = await runBuild({
      repoRoot: options.repoRoot,
      outDir,
      ssrDir,
      env: {
        SITE_CONTENT_URL: options.apiUrl,
        SITE_CONTENT_KEY: options.publishableKey,
        VITE_SUPABASE_URL: options.apiUrl,
        VITE_SUPABASE_PUBLISHABLE_KEY: options.publishableKey,
        VITE_SITE_URL: url,
        // The desk this build serves reads /site-version.json from its own origin.
        VITE_LIVE_SITE_URL: '',
        VITE_SITE_DEPLOY_WAIT_SECONDS: '',
        ...(liveDir ? { SITE_LAST_OUT_DIR: liveDir, SITE_LAST_SSR_DIR: ssrDirOf(liveDir) } : {}),
      },
      signal: stopping.signal,
      onLine: (line) => {
        if (progress) progress = readBuildLine(progress, line)
      },
    })
    lastBuild = finishedBuild(progress, result.ok, new Date())
    progress = undefined
    if (stopping.signal.aborted || !result.ok) {
      await rm(outDir, { recursive: true, force: true })
      await rm(ssrDir, { recursive: true, force: true })
      if (!result.ok) log(`build failed: ${result.reason} The live site is unchanged.`)
      return
    }
    // Swap: the link moves in one rename, so a request sees the old build or the new one.
    const nextLink = `${liveLink}.next`
    await rm(nextLink, { force: true })
    await symlink(path.relative(siteDir, outDir), nextLink)
    await rename(nextLink, liveLink)
    const previous = liveDir
    liveDir = outDir
    if (previous && previous !== outDir) {
      await rm(previous, { recursive: true, force: true })
      await rm(ssrDirOf(previous), { recursive: true, force: true })
    }
    log(`live: ${outDir} (built in ${result.seconds.toFixed(1)} s)`)
  }

  function deploy() {
    if (running) {
      again = true
      return
    }
    running = (async () => {
      do {
        again = false
        await buildOnce().catch((error: unknown) => log(`site host: ${String(error)}`))
      } while (again)
    })().finally(() => {
      running = undefined
    })
  }

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
    } catch {
      return {}
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const pathname = new URL(req.url ?? '/', url).pathname
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
    if (pathname.startsWith(HOOK_PREFIX)) {
      const [given = '', action = '', ...rest] = pathname.slice(HOOK_PREFIX.length).split('/')
      // Like a host's unknown hook id: no hint whether the address or the secret was wrong.
      if (!sameSecret(given, hookSecret) || rest.length > 0 || req.method !== 'POST') {
        return send(404, { error: 'Not found' })
      }
      const body = await readJson(req)
      if (action === '') {
        deploy()
        return send(202, { accepted: true })
      }
      if (action === 'fail-next-build' && options.testControls) {
        failNext = typeof body.reason === 'string' && body.reason ? body.reason : 'The build failed'
        return send(200, { failNext })
      }
      return send(404, { error: 'Not found' })
    }
    if (pathname === '/__site-host/status') {
      return send(200, {
        live: liveDir ?? null,
        building: Boolean(running),
        progress: progress ?? null,
        lastBuild: lastBuild ?? null,
      })
    }
    if (pathname.startsWith('/__site-host/')) return send(404, { error: 'Not found' })
    if (!liveDir) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30' })
      res.end(
        'The site has not been built yet: publish from the desk, or wait for the first build.',
      )
      return
    }
    await serveBuild(liveDir, req, res)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`site host: ${String(error)}`)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => resolve())
  })
  if (options.buildOnStart && !liveDir) deploy()

  return {
    url,
    hookUrl: `${url}${HOOK_PREFIX}${hookSecret}`,
    idle: async () => {
      while (running) await running
    },
    stop: async () => {
      stopping.abort()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await running?.catch(() => {})
    },
  }
}
