/**
 * The last good build a data build may start from (the local site host names it: SITE_LAST_OUT_DIR
 * and SITE_LAST_SSR_DIR). Its record, kept beside its server bundle, says what it was built from;
 * when the code is the same, the new build copies its bundles and pages and renders again only the
 * pages whose content changed (scripts/build-site.ts).
 */
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { SITE_DATA_META, siteDataMetaTag } from './site-data-modules'
import type { ReadsRecord } from './site-data'

export interface BuildRecord {
  /** scripts/lib/build-inputs.ts's digest of the code the bundles came from. */
  inputs: string
  /** The prerender's clock, which the pages and the app's data share. */
  builtAt: number
  /** The content's parts and their digests (scripts/lib/site-data.ts contentParts). */
  parts: Record<string, string>
  /** What each page read (scripts/lib/prerender-plan.ts). */
  reads: ReadsRecord
}

export const RECORD_FILE = 'site-build.json'
export const READS_FILE = 'content-reads.json'
/**
 * How long a build's clock is kept. Pages split events into upcoming and past at it (and the
 * visitor's clock corrects the state after that: src/components/ui/timed.tsx); an older clock is
 * replaced and every page rendered again, so a scheduled rebuild moves ended events to the past.
 */
export const CLOCK_MS = 60 * 60_000

export async function readLastBuild(
  ssrDir: string | undefined,
  inputs: string,
): Promise<{ record: BuildRecord; why?: undefined } | { record?: undefined; why: string }> {
  if (!ssrDir) return { why: 'no earlier build' }
  const record = await readFile(path.join(ssrDir, RECORD_FILE), 'utf8')
    .then((text) => JSON.parse(text) as BuildRecord)
    .catch(() => undefined)
  if (!record) return { why: 'the earlier build has no record' }
  if (record.inputs !== inputs) return { why: 'the code changed' }
  return { record }
}

export async function writeBuildRecord(ssrDir: string, record: BuildRecord): Promise<void> {
  await writeFile(path.join(ssrDir, RECORD_FILE), `${JSON.stringify(record)}\n`)
}

/**
 * Copies the last build's server bundle, and its site without the content data, into the new
 * folders; its pages then name the new data folder (the pages not rendered again read only parts
 * that did not change, so the new data hydrates them as well).
 */
export async function copyLastBuild(
  last: { outDir: string; ssrDir: string },
  next: { outDir: string; ssrDir: string; dataFolder: string },
): Promise<void> {
  await cp(last.ssrDir, next.ssrDir, { recursive: true })
  await rm(path.join(next.ssrDir, RECORD_FILE), { force: true })
  await cp(last.outDir, next.outDir, {
    recursive: true,
    filter: (source) => path.relative(last.outDir, source) !== 'site-data',
  })
  const meta = new RegExp(`<meta name="${SITE_DATA_META}" content="[^"]*">`)
  const entries = await readdir(next.outDir, { recursive: true, withFileTypes: true })
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name)
        const html = await readFile(file, 'utf8')
        const renamed = html.replace(meta, siteDataMetaTag(next.dataFolder))
        if (renamed !== html) await writeFile(file, renamed)
      }),
  )
}
