/**
 * Runs after `vite build --manifest` (client, into dist/) and `vite build --ssr
 * src/entry-server.tsx --outDir dist-ssr`. Writes, into dist/:
 * - one HTML file per public route (`/` → index.html, `/about` → about/index.html) with the page's
 *   full markup, its title, description, canonical URL and Open Graph tags, the CSS, and the small
 *   inline boot script (src/boot.ts) that loads the app on the visitor's first interaction (no
 *   script request or modulepreload: the first paint gets the whole bandwidth);
 * - 404.html (the not-found page, noindex) for static hosts to serve with status 404;
 * - the SPA shell (no prerendered markup, noindex) for the session routes: auth/index.html and
 *   admin/index.html, so any static host serves them as ordinary clean URLs, plus 200.html for
 *   hosts that prefer one SPA fallback file (surge.sh uses it by itself);
 * - the announcements' Atom feed (news/feed.xml);
 * - the events' calendars (events.ics, of every event, and events/<slug>.ics, one per dated event);
 * - one page per query that preselects something (`/contact?subject=…`, src/entry-server.tsx
 *   queryPages) and `_redirects`, the host's query-parameter rewrites that serve them;
 * - sitemap.xml, robots.txt and `_headers` (security headers incl. the CSP for static hosts;
 *   scripts/preview.ts sends the same headers).
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { loadEnv } from 'vite'
import { calendarHeaderRules } from './lib/event-calendar-headers'
import { readEventRevisions, type EventRevisions } from './lib/event-calendar-revisions'
import { readPlan, renderPages } from './lib/prerender-plan'
import { siteDataMetaTag } from './lib/site-data-modules'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// scripts/build-site.ts moves both (the local site host builds each publication into a new folder).
const dist = path.resolve(root, process.env.SITE_OUT_DIR ?? 'dist')
const ssrDir = path.resolve(root, process.env.SITE_SSR_DIR ?? 'dist-ssr')
const ssrEntry = path.join(ssrDir, 'entry-server.js')

type Seo = { title: string; description: string }
type QueryPage = { pathname: string; query: Record<string, string>; file: string }
type ServerEntry = {
  render: (
    pathname: string,
    search?: string,
  ) => Promise<{ html: string; head: string; status: number; lang: string }>
  queryPages: readonly QueryPage[]
  publicPaths: readonly string[]
  retiredPageRedirects: readonly { from: string; to: string }[]
  dynamicPaths: readonly string[]
  seo: Record<string, Seo>
  headTags: (meta: Seo, pathname: string, options?: { indexable?: boolean }) => string
  canonicalUrl: (pathname: string) => string
  siteUrl: string
  newsFeedFile: { path: string; xml: () => string }
  eventCalendarFiles: (revisions: EventRevisions) => { path: string; text: string }[]
}

const env = { ...loadEnv('production', root, 'VITE_'), ...pickViteEnv(process.env) }
const supabaseUrl = new URL(env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321').origin
// The site the desk reads /site-version.json from when it is not the desk's own (npm start, tests).
const liveSiteOrigin = env.VITE_LIVE_SITE_URL?.trim() ? new URL(env.VITE_LIVE_SITE_URL).origin : ''

// Before the server bundle loads: what its modules read while loading counts for every page.
const planned = await readPlan(process.env.SITE_PRERENDER_PLAN)
const server = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry
const template = await loadTemplate()
// The page's one script is the boot (src/boot.ts), inlined by the build (scripts/lib/inline-boot.ts);
// any script request or modulepreload while the page loads competes with the first paint for
// bandwidth (Lighthouse's simulated mobile LCP on /about: 2.38 s with the route's modulepreloads;
// FCP on /programs: 1.01 s with the boot as a 2 KB file, 0.76 s with no script). The CSP allows the
// inline boot by its hash.
const templateScripts = template.match(/<script\b[^>]*>/g) ?? []
const bootScript = /<script type="module">([\s\S]*?)<\/script>/.exec(template)?.[1]
// A <link rel="modulepreload"> in the markup, not the word inside the boot (which adds one at idle).
if (templateScripts.length !== 1 || !bootScript || /<link[^>]*modulepreload/.test(template)) {
  throw new Error(
    `dist/index.html must hold one inline script (the boot) and no other script or modulepreload, found: ${templateScripts.join(' ')}`,
  )
}
const bootScriptHash = `sha256-${createHash('sha256').update(bootScript).digest('base64')}`

/** Vite's dist/index.html, kept in dist-ssr/ so the script can run again after it is replaced. */
async function loadTemplate(): Promise<string> {
  const saved = path.join(ssrDir, 'template.html')
  const built = await readFile(path.join(dist, 'index.html'), 'utf8')
  const hasPlaceholders = (html: string) =>
    html.includes('<!--app-head-->') && html.includes('<!--app-html-->')
  if (hasPlaceholders(built)) {
    await writeFile(saved, built)
    return built
  }
  const previous = await readFile(saved, 'utf8').catch(() => '')
  if (!hasPlaceholders(previous)) {
    throw new Error('dist/index.html lacks the <!--app-head--> / <!--app-html--> placeholders')
  }
  return previous
}

// A data build's pages name the folder of the content the app reads (scripts/lib/site-data.ts).
const dataTag = process.env.SITE_DATA_FOLDER ? siteDataMetaTag(process.env.SITE_DATA_FOLDER) : ''

function page(head: string, html: string, lang = 'en'): string {
  return template
    .replace('<html lang="en">', `<html lang="${lang}">`)
    .replace('<!--app-head-->', `${head}${dataTag}`)
    .replace('<!--app-html-->', html)
}

function outFile(pathname: string): string {
  return pathname === '/'
    ? path.join(dist, 'index.html')
    : path.join(dist, pathname.slice(1), 'index.html')
}

async function write(file: string, content: string) {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, content)
}

const origin = server.siteUrl
const problems: string[] = []

// The SPA shell must be taken from the untouched template before index.html is overwritten.
const shell = (pathname: string) =>
  page(
    server.headTags(server.seo[pathname] ?? server.seo['/']!, pathname, { indexable: false }),
    '',
  )
await write(path.join(dist, '200.html'), shell('/'))
// The session routes (/auth, /auth/reset-password, /admin): clean URLs to the same shell.
for (const pathname of server.dynamicPaths) {
  await write(path.join(dist, pathname.slice(1), 'index.html'), shell(pathname))
}

// Every page (its key is what the build's dependency map names it by): the public routes, a page
// per query that changes the markup (a preselected subject, served for that query by the host's
// query-parameter rewrites in _redirects; the head, with the canonical URL, is the page's own),
// and the not-found page.
type Job = { key: string; pathname: string; search: string; file: string; status: number }
const queryPageFiles = new Set(server.queryPages.map(({ file }) => file))
const jobs: Job[] = [
  ...server.publicPaths.map((pathname) => ({
    key: pathname,
    pathname,
    search: '',
    file: outFile(pathname),
    status: 200,
  })),
  ...[...queryPageFiles].map((file) => {
    const { pathname, query } = server.queryPages.find((candidate) => candidate.file === file)!
    const search = `?${new URLSearchParams(query)}`
    return {
      key: `${pathname}${search}`,
      pathname,
      search,
      file: path.join(dist, file.slice(1)),
      status: 200,
    }
  }),
  { key: '/404', pathname: '/404', search: '', file: path.join(dist, '404.html'), status: 404 },
]
const problemSet = new Set<string>()
await renderPages(jobs, planned, async (job) => {
  const { html, head, status, lang } = await server.render(job.pathname, job.search)
  const where = `${job.pathname}${job.search}`
  if (status !== job.status) problemSet.add(`${where}: status ${status}, expected ${job.status}`)
  if (job.search === '') {
    const h1Count = (html.match(/<h1[\s>]/g) ?? []).length
    if (status === 200 && h1Count !== 1) {
      problemSet.add(`${where}: ${h1Count} <h1> elements (expected 1)`)
    }
    // React marks a Suspense boundary it could not render on the server (page threw or suspended).
    if (html.includes('<!--$!-->') || html.includes('<!--$?-->')) {
      problemSet.add(`${where}: the page was not rendered (Suspense fallback in the markup)`)
    }
    if (/<script(?![^>]*type="application\/json")/.test(html)) {
      problemSet.add(`${where}: inline <script> in the markup (blocked by the CSP)`)
    }
  }
  await write(job.file, page(head, html, lang))
})
problems.push(...problemSet)

if (problems.length > 0) {
  throw new Error(`Prerender found problems:\n- ${problems.join('\n- ')}`)
}

const today = new Date().toISOString().slice(0, 10)
await write(
  path.join(dist, 'sitemap.xml'),
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...server.publicPaths.map(
      (pathname) =>
        `  <url><loc>${server.canonicalUrl(pathname)}</loc><lastmod>${today}</lastmod></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n'),
)

await write(
  path.join(dist, 'robots.txt'),
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /auth',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n'),
)

// The announcements' Atom feed, from the same published content as the pages.
await write(path.join(dist, server.newsFeedFile.path.slice(1)), server.newsFeedFile.xml())
// The events' calendar files, from the same content; each entry's SEQUENCE is the event's
// published revision, read from the database (none for a build from the content modules).
const calendarFiles = server.eventCalendarFiles(await readEventRevisions(process.env))
for (const file of calendarFiles) await write(path.join(dist, file.path.slice(1)), file.text)

await write(
  path.join(dist, '_headers'),
  `${await headersFile()}${calendarHeaderRules(calendarFiles.map((file) => file.path))}`,
)
await write(
  path.join(dist, '_redirects'),
  redirectsFile(server.queryPages, server.retiredPageRedirects),
)
// A retired page's file from the last build (a publication reuses its folder) must not be served
// or indexed by the search: its address redirects, forced, and the file goes.
for (const { from } of server.retiredPageRedirects) {
  await rm(outFile(from), { force: true })
}
// Vite's manifest (the build script asks for one) is not part of the deployed site.
await rm(path.join(dist, '.vite'), { recursive: true, force: true })

console.log(
  `prerender: ${server.publicPaths.length} pages, ${queryPageFiles.size} query pages, 404.html, SPA shell for /auth and /admin, the news feed, the events' calendars, sitemap.xml, robots.txt, _headers (site ${origin}, Supabase ${supabaseUrl})`,
)

/**
 * Security headers for static hosts (Netlify/Cloudflare Pages `_headers` format).
 * - script-src 'self' and the hash of the inline boot script: no other inline script runs (the
 *   prerender refuses inline scripts in the pages' markup). 'wasm-unsafe-eval' lets the site
 *   search's Pagefind script compile its WebAssembly (loaded from 'self'); it allows no eval of
 *   JavaScript.
 * - style-src-elem adds the hash of the one <style> element Radix Select renders while open.
 * - style-src-attr 'unsafe-inline': Radix renders a few style="" attributes (e.g. the visually
 *   hidden native <select>); attributes cannot load resources or run script, and browsers without
 *   style-src-attr fall back to the stricter style-src 'self'.
 */
async function headersFile(): Promise<string> {
  const radixStyleHash = await radixSelectStyleHash()
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' '${bootScriptHash}'`,
    `style-src 'self'`,
    `style-src-elem 'self'${radixStyleHash ? ` '${radixStyleHash}'` : ''}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${supabaseUrl}${liveSiteOrigin ? ` ${liveSiteOrigin}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
  return [
    '/*',
    `  Content-Security-Policy: ${csp}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Strict-Transport-Security: max-age=63072000; includeSubDomains',
    '  X-Frame-Options: DENY',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=()',
    '  Cross-Origin-Opener-Policy: same-origin',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    // A data build's content (scripts/lib/site-data.ts): each folder is named by its files' hash.
    '/site-data/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    // Which version is live (src/lib/site-version.ts): never cached, readable by a desk served elsewhere.
    '/site-version.json',
    '  Cache-Control: no-cache',
    '  Access-Control-Allow-Origin: *',
    '',
  ].join('\n')
}

/**
 * Netlify's `_redirects`: `/contact subject=request-training /contact/subject/request-training/index.html 200!`
 * serves that page for the query while the address stays (a 200 rewrite keeps the query string);
 * `!` because /contact is itself a file, which would otherwise shadow the rule.
 * https://docs.netlify.com/routing/redirects/redirect-options/#query-parameters
 */
function redirectsFile(
  pages: readonly QueryPage[],
  retired: readonly { from: string; to: string }[],
): string {
  const rules = pages.map(({ pathname, query, file }) => {
    const params = Object.entries(query).map(([name, value]) => `${name}=${value}`)
    return `${pathname} ${params.join(' ')} ${file} 200!`
  })
  // A retired page leads to the page the team chose, permanently (forced: no file may shadow it).
  for (const { from, to } of retired) rules.push(`${from} ${to} 301!`)
  return `${rules.join('\n')}\n`
}

async function radixSelectStyleHash(): Promise<string | null> {
  try {
    const source = await readFile(
      path.join(root, 'node_modules/@radix-ui/react-select/dist/index.mjs'),
      'utf8',
    )
    const css = /__html:\s*`([^`]*)`/.exec(source)?.[1]
    if (!css) return null
    return `sha256-${createHash('sha256').update(css).digest('base64')}`
  } catch {
    return null
  }
}

function pickViteEnv(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => entry[0].startsWith('VITE_') && !!entry[1],
    ),
  )
}
