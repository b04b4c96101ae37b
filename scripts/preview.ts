/**
 * Serves the built site (dist/) the way a static host would, for tests, the bench and a local
 * look: `npm run preview -- --port 4180` (port from --port, else env PORT, else 4173; 127.0.0.1).
 * - every response carries the headers of dist/_headers (so a CSP violation shows up in tests);
 * - clean URLs: /about → dist/about/index.html (a trailing slash is accepted too);
 * - dist/_redirects (Netlify's format: query-parameter rewrites, stack/site-host/redirects.ts), so
 *   /contact?subject=request-training gets the page prerendered with that subject;
 * - /auth, /auth/reset-password and /admin get their SPA shell (e.g. dist/auth/index.html);
 * - anything else that is not a file gets dist/404.html with status 404;
 * - gzip for text responses, as real hosts do.
 */
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createGzip } from 'node:zlib'
import { matchRedirect, parseRedirects, type RedirectRule } from '../stack/site-host/redirects'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.resolve(process.env.PREVIEW_DIST ?? path.join(root, 'dist'))
const host = '127.0.0.1'
const port = Number(argValue('--port') ?? process.env.PORT ?? 4173)

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  // Calendar files (events.ics): RFC 5545 §8.1 registers text/calendar; apps open them by it.
  '.ics': 'text/calendar; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/

type HeaderRule = { pattern: RegExp; headers: [string, string][] }

/** Parses the Netlify/Cloudflare `_headers` format: a path line, then indented `Name: value`. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  let current: HeaderRule | null = null
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (/^\s/.test(line)) {
      const index = line.indexOf(':')
      if (current && index > 0) {
        current.headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()])
      }
    } else {
      const source = line.trim().split('*').map(escapeRegExp).join('.*')
      current = { pattern: new RegExp(`^${source}$`), headers: [] }
      rules.push(current)
    }
  }
  return rules
}

function escapeRegExp(value: string): string {
  return value.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
}

function argValue(name: string): string | undefined {
  const args = process.argv.slice(2)
  const index = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`))
  if (index < 0) return undefined
  const arg = args[index]!
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1]
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}

/** Maps a URL path to a file in dist/, or null when nothing matches (→ 404). */
async function resolveFile(urlPath: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const candidate = path.resolve(dist, `.${decoded}`)
  // Refuse anything that escapes dist/ (e.g. /../package.json).
  if (candidate !== dist && !candidate.startsWith(`${dist}${path.sep}`)) return null
  // Underscore files (_headers) are host configuration, not content.
  if (path.basename(candidate).startsWith('_')) return null
  if (decoded.endsWith('/')) {
    const index = path.join(candidate, 'index.html')
    return (await isFile(index)) ? index : null
  }
  if (await isFile(candidate)) return candidate
  const index = path.join(candidate, 'index.html')
  if (await isFile(index)) return index
  return null
}

let headerRules: HeaderRule[] = []
let redirectRules: RedirectRule[] = []

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', `http://${host}`)
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end()
    return
  }
  for (const rule of headerRules) {
    if (rule.pattern.test(url.pathname)) {
      for (const [name, value] of rule.headers) res.setHeader(name, value)
    }
  }

  let file = await resolveFile(url.pathname)
  const rule = matchRedirect(redirectRules, url, file !== null)
  if (rule && rule.status !== 200) {
    res.writeHead(rule.status, { Location: `${rule.to}${url.search}` }).end()
    return
  }
  if (rule) file = (await resolveFile(rule.to)) ?? file
  let status = 200
  if (!file) {
    status = 404
    file = path.join(dist, '404.html')
  }
  const ext = path.extname(file)
  const type = types[ext] ?? 'application/octet-stream'
  res.setHeader('Content-Type', type)
  if (ext === '.html') res.setHeader('Cache-Control', 'no-cache')
  res.setHeader('Vary', 'Accept-Encoding')

  const gzip = compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
  if (gzip) res.setHeader('Content-Encoding', 'gzip')
  else res.setHeader('Content-Length', (await stat(file)).size)
  res.writeHead(status)
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  const stream = createReadStream(file)
  stream.on('error', () => res.destroy())
  if (gzip) stream.pipe(createGzip()).pipe(res)
  else stream.pipe(res)
}

async function main() {
  if (!(await isFile(path.join(dist, 'index.html')))) {
    throw new Error(`No build in ${dist}: run npm run build first`)
  }
  headerRules = parseHeaders(await readFile(path.join(dist, '_headers'), 'utf8').catch(() => ''))
  redirectRules = parseRedirects(
    await readFile(path.join(dist, '_redirects'), 'utf8').catch(() => ''),
  )
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  server.listen(port, host, () => {
    console.log(`preview: serving ${dist} at http://${host}:${port}`)
  })
  const stop = () => server.close(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

// Imported by the local site host (stack/site-host/) for parseHeaders: serve only when run.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main()
