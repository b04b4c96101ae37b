/**
 * Serves one build folder as a static host does (the same rules as scripts/preview.ts): clean
 * URLs, `_headers` applied, `_redirects` (query-parameter rewrites, ./redirects.ts), 404.html with
 * status 404, no caching of HTML.
 */
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { parseHeaders } from '../../scripts/preview'
import { matchRedirect, parseRedirects } from './redirects'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  // Calendar files (events.ics): RFC 5545 §8.1 registers text/calendar; apps open them by it.
  '.ics': 'text/calendar; charset=utf-8',
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  )
}

async function resolveFile(dir: string, urlPath: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const candidate = path.resolve(dir, `.${decoded}`)
  if (candidate !== dir && !candidate.startsWith(`${dir}${path.sep}`)) return null
  if (path.basename(candidate).startsWith('_')) return null
  if (!decoded.endsWith('/') && (await isFile(candidate))) return candidate
  const index = path.join(candidate, 'index.html')
  return (await isFile(index)) ? index : null
}

export async function serveBuild(dir: string, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end()
    return
  }
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  const rules = parseHeaders(await readFile(path.join(dir, '_headers'), 'utf8').catch(() => ''))
  for (const rule of rules) {
    if (rule.pattern.test(url.pathname)) {
      for (const [name, value] of rule.headers) res.setHeader(name, value)
    }
  }
  let file = await resolveFile(dir, url.pathname)
  const redirects = parseRedirects(
    await readFile(path.join(dir, '_redirects'), 'utf8').catch(() => ''),
  )
  const rule = matchRedirect(redirects, url, file !== null)
  if (rule && rule.status !== 200) {
    res.writeHead(rule.status, { Location: `${rule.to}${url.search}` }).end()
    return
  }
  // A rewrite serves the target's file; the address, and so the page's own script, stay as asked.
  if (rule) file = (await resolveFile(dir, rule.to)) ?? file
  let status = 200
  if (!file) {
    status = 404
    file = path.join(dir, '404.html')
  }
  const body = await readFile(file)
  const ext = path.extname(file)
  res.setHeader('Content-Type', types[ext] ?? 'application/octet-stream')
  if (ext === '.html') res.setHeader('Cache-Control', 'no-cache')
  res.setHeader('Content-Length', body.length)
  res.writeHead(status)
  res.end(req.method === 'HEAD' ? undefined : body)
}
