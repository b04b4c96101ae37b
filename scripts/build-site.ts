/**
 * `npm run build`: the client bundle, the server bundle, the prerendered pages, then the launch
 * settings check. The site content comes from the database when SITE_CONTENT_URL is set (the
 * published version: scripts/lib/site-content-source.ts), else from src/content.
 *
 * The site carries /site-version.json: the published version it was built from (or nulls for the
 * content modules) and when it was built, so the desk and `npm run launch:check` can tell from the
 * live site which publication is live (src/lib/site-version.ts): no host reports that back.
 *
 * SITE_OUT_DIR and SITE_SSR_DIR (default dist and dist-ssr) move the output: the local site host
 * (stack/site-host/) builds each publication into a new folder and swaps it in only on success.
 *
 * Content from the database makes a data build: the bundles hold no content and read it from data
 * files beside the pages (scripts/lib/site-data.ts). Given the last good build (SITE_LAST_OUT_DIR,
 * SITE_LAST_SSR_DIR: the site host names its live one) made from the same code
 * (scripts/lib/build-inputs.ts), the build skips both Vite builds, copies that build and renders
 * again only the pages that read a changed part of the content (scripts/lib/prerender-plan.ts).
 */
import { spawn } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { madePageRoutes } from '../src/content/made-pages'
import type { SiteContent } from '../src/content/site-content-schema'
import { SITE_VERSION_PATH, type SiteVersionStamp } from '../src/lib/site-version'
import { buildInputsDigest } from './lib/build-inputs'
import {
  CLOCK_MS,
  copyLastBuild,
  READS_FILE,
  readLastBuild,
  writeBuildRecord,
} from './lib/last-build'
import type { PrerenderPlan } from './lib/prerender-plan'
import {
  changedParts,
  contentParts,
  pagesToRender,
  siteDataFiles,
  siteDataHash,
  type PublishedContent,
  type ReadsRecord,
} from './lib/site-data'
import { copyStoredImages } from './lib/stored-images'
import { readSiteContent } from './lib/site-content-source'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.resolve(root, process.env.SITE_OUT_DIR ?? 'dist')
const ssrDir = path.resolve(root, process.env.SITE_SSR_DIR ?? 'dist-ssr')
const started = Date.now()

async function write(file: string, text: string) {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, text)
}

/** Runs one step and says how long it took (the figures a slow publication is read by). */
async function timed(step: string, work: () => Promise<void>) {
  const from = Date.now()
  await work()
  console.log(`${step}: ${((Date.now() - from) / 1000).toFixed(1)} s`)
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    )
  })
}

const source = await readSiteContent(process.env)
const env: NodeJS.ProcessEnv = {
  ...process.env,
  SITE_OUT_DIR: outDir,
  SITE_SSR_DIR: ssrDir,
  // One clock for both bundles: the prerender and the app split events at the same instant.
  SITE_BUILT_AT: String(Date.now()),
}
await mkdir(ssrDir, { recursive: true })
const vite = path.join(root, 'node_modules/.bin/vite')
const tsx = path.join(root, 'node_modules/.bin/tsx')
const prerenderEnv = { NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --experimental-websocket`.trim() }

async function viteBuilds() {
  await timed('client bundle', () =>
    run(vite, ['build', '--manifest', '--outDir', outDir, '--emptyOutDir'], env),
  )
  await timed('server bundle', () =>
    run(vite, ['build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir], env),
  )
}

if (source.kind === 'database') {
  console.log(
    `Site content: published version ${source.version} (${source.publishedAt}) from the database`,
  )
  // A data build: the bundles hold no content, the pages and the app read it from data files
  // (scripts/lib/site-data.ts), so words alone rebuild only the pages that show them.
  env.SITE_DATA_BUILD = '1'
  const inputs = await buildInputsDigest(root, env)
  const last = await readLastBuild(env.SITE_LAST_SSR_DIR, inputs)
  const clockKept = last.record !== undefined && started - last.record.builtAt <= CLOCK_MS
  const builtAt = clockKept ? last.record!.builtAt : Number(env.SITE_BUILT_AT)
  env.SITE_BUILT_AT = String(builtAt)
  const content = source.content as PublishedContent
  const files = siteDataFiles(content, builtAt)
  const dataFolder = `/site-data/${siteDataHash(files)}/`
  const parts = contentParts(content)
  const plan: PrerenderPlan = { render: 'all', readsFile: path.join(ssrDir, READS_FILE) }
  if (last.record && env.SITE_LAST_OUT_DIR) {
    await timed('reusing the last build', () =>
      copyLastBuild(
        { outDir: env.SITE_LAST_OUT_DIR!, ssrDir: env.SITE_LAST_SSR_DIR! },
        { outDir, ssrDir, dataFolder },
      ),
    )
    const changed = changedParts(last.record.parts, parts)
    const keys = Object.keys(last.record.reads.pages)
    // A new clock may move any page's events: every page then (see CLOCK_MS).
    plan.render = clockKept ? pagesToRender(keys, last.record.reads, changed) : 'all'
    plan.previous = last.record.reads
    const pages = plan.render === 'all' ? keys.length : plan.render.length
    console.log(
      `Same code as the last build: its bundles kept; ${changed.size} part(s) of the content changed (${[...changed].join(', ') || 'none'}), ${pages} of ${keys.length} pages to render${clockKept ? '' : ' (a new clock for the events: the last one is over an hour old)'}`,
    )
  } else {
    console.log(`Building the bundles (${last.why ?? 'no earlier build'})`)
    await viteBuilds()
  }
  for (const [name, text] of files) await write(path.join(outDir, dataFolder, name), text)
  const planFile = path.join(ssrDir, 'prerender-plan.json')
  await writeFile(planFile, JSON.stringify(plan))
  // Into the client output, which the prerendered pages are written beside.
  const images = await copyStoredImages(source.content, env.SITE_CONTENT_URL!.trim(), outDir)
  if (images) console.log(`Pictures: ${images} copied from Storage into the site`)
  await timed('pages', () =>
    run(tsx, ['scripts/prerender.ts'], {
      ...env,
      ...prerenderEnv,
      SITE_DATA_DIR: path.join(outDir, dataFolder),
      SITE_DATA_FOLDER: dataFolder,
      SITE_PRERENDER_PLAN: planFile,
    }),
  )
  const reads = JSON.parse(await readFile(plan.readsFile, 'utf8')) as ReadsRecord
  await writeBuildRecord(ssrDir, { inputs, builtAt, parts, reads })
} else {
  delete env.SITE_DATA_BUILD
  console.log(`Site content: the content modules in src/content (${source.reason})`)
  await viteBuilds()
  await timed('pages', () => run(tsx, ['scripts/prerender.ts'], { ...env, ...prerenderEnv }))
}
// The site search's index, from every finished page (after any prerender, full or incremental),
// the pages made in the desk among them.
await (
  await import('./lib/search-index')
).writeSearchIndex(
  outDir,
  source.kind === 'database' ? madePageRoutes((source.content as SiteContent).pages) : [],
)
const stamp: SiteVersionStamp = {
  versionId: source.kind === 'database' ? source.versionId : null,
  version: source.kind === 'database' ? source.version : null,
  publishedAt: source.kind === 'database' ? source.publishedAt : null,
  builtAt: new Date(Number(env.SITE_BUILT_AT)).toISOString(),
}
// Written last, once every page is in place: a host that deploys this folder serves the pages and
// the stamp that names them together.
await writeFile(path.join(outDir, SITE_VERSION_PATH.slice(1)), `${JSON.stringify(stamp)}\n`)
// `npm run build -- --strict` fails on any launch placeholder left (README's runbook).
await run(tsx, ['scripts/check-launch-settings.ts', ...process.argv.slice(2)], env)
console.log(`Site built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
