import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { isSharedBlock } from '../../src/content/shared-blocks'

const id = 'virtual:site-content'
const resolvedId = `\0${id}`
/** `virtual:page-copy/<page>`: one page's blocks ("home" is /, any other page its route's name). */
const pagePrefix = 'virtual:page-copy/'

function routeOfPage(page: string): string {
  return page === 'home' ? '/' : `/${page}`
}

type Published = {
  pages?: Record<string, { seo?: unknown; blocks: { kind?: unknown; id?: unknown }[] }>
}

/**
 * `virtual:site-content` (src/content/published.ts): the content a build shows. With
 * SITE_CONTENT_FILE set (scripts/build-site.ts writes it from the published version in the
 * database, already checked against the schema) the module is that JSON; otherwise it is the
 * content modules (src/content/seed-site-content.ts), so a build, the dev server and the unit
 * tests without a database show exactly what the repository holds.
 */
export function siteContent(): Plugin {
  return {
    name: 'site-content',
    resolveId(source) {
      if (source.startsWith(pagePrefix)) return `\0${source}`
      return source === id ? resolvedId : undefined
    },
    load(moduleId) {
      if (moduleId.startsWith(`\0${pagePrefix}`)) {
        return loadPage(moduleId.slice(pagePrefix.length + 1), (file) => this.addWatchFile(file))
      }
      if (moduleId !== resolvedId) return undefined
      // One clock for the whole build: the prerender and the app that hydrates it split events
      // into upcoming and past at the same instant (the visitor's clock then corrects each
      // event's state through src/components/ui/timed.tsx).
      const builtAt = `export const builtAt = ${Number(process.env.SITE_BUILT_AT) || Date.now()}`
      const file = process.env.SITE_CONTENT_FILE
      if (!file) {
        return `export { seedSiteContent as default } from '@/content/seed-site-content'\n${builtAt}`
      }
      this.addWatchFile(file)
      // Each page's blocks go into that page's own module (below); this one, in every bundle,
      // keeps only the pages' search-engine titles and descriptions, and the blocks other pages
      // read too (a pathway's facts, the competitions, the claims, pillars and blueprint steps,
      // the labels of record cards, /programs' program areas: src/content/shared-blocks.ts).
      const content = JSON.parse(readFileSync(file, 'utf8')) as Published
      const pages = content.pages
        ? Object.fromEntries(
            Object.entries(content.pages).map(([route, page]) => [
              route,
              { seo: page.seo, blocks: page.blocks.filter((block) => isSharedBlock(route, block)) },
            ]),
          )
        : undefined
      return `export default ${JSON.stringify({ ...content, pages })}\n${builtAt}`
    },
  }
}

/**
 * A page's published blocks, or, when the published version has none for it (a version
 * published before the page was editable, a build without a database), the page's seed:
 * its content module as blocks (src/content/page-seeds/<page>.ts).
 */
function loadPage(page: string, watch: (file: string) => void): string {
  const seed = `export { default } from '@/content/page-seeds/${page}'`
  const file = process.env.SITE_CONTENT_FILE
  if (!file) return seed
  watch(file)
  const blocks = (JSON.parse(readFileSync(file, 'utf8')) as Published).pages?.[routeOfPage(page)]
    ?.blocks
  return blocks && blocks.length > 0 ? `export default ${JSON.stringify(blocks)}` : seed
}
