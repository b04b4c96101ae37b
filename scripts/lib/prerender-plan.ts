/**
 * Which pages a prerender renders, and the reads it records for the next one. A full build renders
 * every page twice: the first pass loads every module (values a module computes once from the
 * content are read then), the second records what each page reads by itself; a part read in the
 * first pass and not again counts for every page (scripts/lib/content-reads.ts). A publication of
 * words renders once only the pages whose parts changed (scripts/build-site.ts decides).
 */
import { readFile, writeFile } from 'node:fs/promises'
import { ContentReads, readOnce } from './content-reads'
import type { ReadsRecord } from './site-data'

/** What scripts/build-site.ts asks of the prerender (SITE_PRERENDER_PLAN names the file). */
export interface PrerenderPlan {
  /** The output keys to render, or every page. */
  render: readonly string[] | 'all'
  /** The last build's reads, kept for the pages not rendered again. */
  previous?: ReadsRecord
  /** Where the reads are written for the next build. */
  readsFile: string
}

/**
 * The plan, and the reads' counter when there is one: started before the server bundle loads, so
 * what its modules read while loading counts for every page.
 */
export async function readPlan(
  file: string | undefined,
): Promise<{ plan: PrerenderPlan; reads: ContentReads } | undefined> {
  if (!file) return undefined
  return {
    plan: JSON.parse(await readFile(file, 'utf8')) as PrerenderPlan,
    reads: new ContentReads(),
  }
}

/**
 * Runs `render` for each page of the plan (every page without a plan), counting reads when the
 * plan asks for them, and reports progress ("3 of 4 pages built", which the site host relays to
 * the desk).
 */
export async function renderPages<T extends { key: string }>(
  pages: readonly T[],
  planned: { plan: PrerenderPlan; reads: ContentReads } | undefined,
  render: (page: T) => Promise<void>,
): Promise<void> {
  const { plan, reads } = planned ?? {}
  const wanted = plan && plan.render !== 'all' ? new Set(plan.render) : undefined
  // A page the last build did not have (a page made in the desk) is rendered too.
  const known = plan?.previous?.pages ?? {}
  const chosen = wanted
    ? pages.filter((page) => wanted.has(page.key) || !(page.key in known))
    : pages
  let firstPass: Map<string, Set<string>> | undefined
  if (reads && !wanted) {
    for (const page of chosen) await reads.during(page.key, () => render(page))
    firstPass = new Map(reads.byPage)
    reads.byPage.clear()
  }
  let built = 0
  const progress = () => console.log(`prerender: ${built} of ${chosen.length} pages built`)
  progress()
  for (const page of chosen) {
    await (reads ? reads.during(page.key, () => render(page)) : render(page))
    built += 1
    progress()
  }
  if (!plan || !reads) return
  reads.stop()
  const everyPage = new Set([...(plan.previous?.everyPage ?? []), ...reads.outside])
  if (firstPass) for (const part of readOnce(firstPass, reads.byPage)) everyPage.add(part)
  const record: ReadsRecord = {
    pages: {
      ...(wanted ? plan.previous?.pages : {}),
      ...Object.fromEntries([...reads.byPage].map(([key, parts]) => [key, [...parts].sort()])),
    },
    everyPage: [...everyPage].sort(),
  }
  await writeFile(plan.readsFile, `${JSON.stringify(record, null, 1)}\n`)
}
