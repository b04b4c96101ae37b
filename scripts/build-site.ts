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
 */
import { spawn } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SITE_VERSION_PATH, type SiteVersionStamp } from '../src/lib/site-version'
import { copyStoredImages } from './lib/stored-images'
import { readSiteContent } from './lib/site-content-source'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.resolve(root, process.env.SITE_OUT_DIR ?? 'dist')
const ssrDir = path.resolve(root, process.env.SITE_SSR_DIR ?? 'dist-ssr')
const started = Date.now()

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
if (source.kind === 'database') {
  const file = path.join(ssrDir, 'site-content.json')
  await writeFile(file, JSON.stringify(source.content))
  env.SITE_CONTENT_FILE = file
  console.log(
    `Site content: published version ${source.version} (${source.publishedAt}) from the database`,
  )
} else {
  delete env.SITE_CONTENT_FILE
  console.log(`Site content: the content modules in src/content (${source.reason})`)
}

const vite = path.join(root, 'node_modules/.bin/vite')
const tsx = path.join(root, 'node_modules/.bin/tsx')
await run(vite, ['build', '--manifest', '--outDir', outDir, '--emptyOutDir'], env)
if (source.kind === 'database') {
  // Into the client output, which the prerendered pages are written beside.
  const images = await copyStoredImages(source.content, env.SITE_CONTENT_URL!.trim(), outDir)
  if (images) console.log(`Pictures: ${images} copied from Storage into the site`)
}
await run(vite, ['build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir], env)
await run(tsx, ['scripts/prerender.ts'], {
  ...env,
  NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --experimental-websocket`.trim(),
})
// The site search's index, from every finished page (after any prerender, full or incremental).
await (await import('./lib/search-index')).writeSearchIndex(outDir)
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
