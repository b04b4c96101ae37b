/**
 * The local stand-in for the static host (Netlify, Vercel, Cloudflare Pages): it serves the
 * prerendered site built from the published content, and its deploy hook rebuilds it, as the
 * publish-site function asks a real host to (the stack gives the function this hook as
 * SITE_DEPLOY_HOOK_URL).
 *
 * - POST /__site-host/deploy: the deploy hook. Answers 202 at once; builds the latest published
 *   version into a new folder and swaps it in only when the build succeeded, so a failed build
 *   leaves the live site as it was. Hooks that arrive during a build are coalesced into one more
 *   build. The newest waiting publication moves to building, then live or failed with the reason
 *   (public.record_site_publication, with the service role).
 * - POST /__site-host/fail-next-build { "reason": "…" }: the next build fails with that reason
 *   without running (tests prove what a failed build does to the site and the desk).
 * - GET /__site-host/status: the live build and whether one is running.
 * - Anything else: the live build's files (scripts/preview.ts's rules).
 */
import { existsSync } from 'node:fs'
import { mkdir, readlink, rename, rm, symlink } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { runBuild } from './builder'
import { serveBuild } from './static-files'

export interface SiteHostOptions {
  port: number
  dataDir: string
  repoRoot: string
  apiUrl: string
  publishableKey: string
  serviceRoleKey: string
  /** Build once at start when there is no live build yet (`npm start`). */
  buildOnStart?: boolean
  log?: (line: string) => void
}

export interface SiteHost {
  url: string
  hookUrl: string
  /** Resolves when no build is running or waiting. */
  idle(): Promise<void>
  stop(): Promise<void>
}

type Publication = { id: string; state: string }

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
  const stopping = new AbortController()

  async function rest(pathAndQuery: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${options.apiUrl}/rest/v1/${pathAndQuery}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        apikey: options.serviceRoleKey,
        Authorization: `Bearer ${options.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok)
      throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`)
    return response.json()
  }

  const record = (id: string, state: string, reason?: string) =>
    rest('rpc/record_site_publication', { _id: id, _state: state, _reason: reason ?? null })

  async function buildOnce() {
    const waiting = (await rest(
      'site_publications?select=id,state&state=in.(queued,building)&order=requested_at.desc&limit=1',
    ).catch(() => [])) as Publication[]
    const publication = waiting[0]
    if (publication) await record(publication.id, 'building')
    if (failNext !== undefined) {
      const reason = failNext
      failNext = undefined
      log(`build failed (as asked): ${reason}`)
      if (publication) await record(publication.id, 'failed', reason)
      return
    }
    const id = String(buildNumber++)
    const outDir = path.join(siteDir, 'builds', id)
    // The server bundle must sit under the repository to resolve its packages.
    const ssrDir = path.join(options.repoRoot, 'node_modules/.site-host', `${options.port}-${id}`)
    log(`building the published site into ${outDir}`)
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
      },
      signal: stopping.signal,
    })
    await rm(ssrDir, { recursive: true, force: true })
    if (stopping.signal.aborted) {
      await rm(outDir, { recursive: true, force: true })
      return
    }
    if (!result.ok) {
      await rm(outDir, { recursive: true, force: true })
      log(result.reason)
      if (publication)
        await record(publication.id, 'failed', `${result.reason} The live site is unchanged.`)
      return
    }
    // Swap: the link moves in one rename, so a request sees the old build or the new one.
    const nextLink = `${liveLink}.next`
    await rm(nextLink, { force: true })
    await symlink(path.relative(siteDir, outDir), nextLink)
    await rename(nextLink, liveLink)
    const previous = liveDir
    liveDir = outDir
    if (previous && previous !== outDir) await rm(previous, { recursive: true, force: true })
    log(`live: ${outDir} (built in ${result.seconds.toFixed(1)} s)`)
    if (publication) await record(publication.id, 'live')
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
    if (pathname === '/__site-host/deploy' && req.method === 'POST') {
      await readJson(req)
      deploy()
      return send(202, { accepted: true })
    }
    if (pathname === '/__site-host/fail-next-build' && req.method === 'POST') {
      const body = await readJson(req)
      failNext = typeof body.reason === 'string' && body.reason ? body.reason : 'The build failed'
      return send(200, { failNext })
    }
    if (pathname === '/__site-host/status') {
      return send(200, { live: liveDir ?? null, building: Boolean(running) })
    }
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
    hookUrl: `${url}/__site-host/deploy`,
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
