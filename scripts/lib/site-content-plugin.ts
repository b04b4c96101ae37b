import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { clientDataModule, pageCopyModule, serverDataModule } from './site-data-modules'

const id = 'virtual:site-content'
const dataId = 'virtual:site-data'
// Resolved to an address like a file's, not Vite's `\0virtual:` one: its chunk would be named
// `_virtual_site-data-….js`, and static hosts hide files whose names start with `_`.
const dataModule = fileURLToPath(new URL('./site-data-runtime.js', import.meta.url))
/** `virtual:page-copy/<page>`: one page's blocks ("home" is /, any other page its route's name). */
const pagePrefix = 'virtual:page-copy/'
/** `virtual:made-page-blocks`: the blocks of the pages the team made in the desk, by route. */
const madeId = 'virtual:made-page-blocks'

function routeOfPage(page: string): string {
  return page === 'home' ? '/' : `/${page}`
}

/**
 * `virtual:site-content` (src/content/published.ts) and `virtual:page-copy/<page>`: the content a
 * build shows.
 * - A data build (SITE_DATA_BUILD=1, set by scripts/build-site.ts when it read a published version
 *   from the database): the bundles hold no content; the modules read the build's data files
 *   (scripts/lib/site-data-modules.ts), so a publication of words reuses the bundles.
 * - Otherwise the content modules (src/content/seed-site-content.ts and each page's seed), so a
 *   build, the dev server and the unit tests without a database show exactly what the repository
 *   holds.
 */
/** A page's Spanish as the repository ships it (src/content/page-translations/<page>.ts). */
const translationsDir = fileURLToPath(
  new URL('../../src/content/page-translations/', import.meta.url),
)

/**
 * `virtual:page-copy/<page>` without a database: the page's seed and, when the repository ships it
 * in Spanish, its Spanish texts by address.
 */
function seedPageModule(page: string): string {
  const blocks = `import blocks from '@/content/page-seeds/${page}'`
  if (!existsSync(`${translationsDir}${page}.ts`)) {
    return `${blocks}
export default { blocks }`
  }
  return `${blocks}
import spanish from '@/content/page-translations/${page}'
export default { blocks, spanish: spanish.publish ? spanish.texts : undefined }`
}

export function siteContent(): Plugin {
  const dataBuild = () => process.env.SITE_DATA_BUILD === '1'
  return {
    name: 'site-content',
    resolveId(source) {
      if (source === dataId) return dataModule
      if (source.startsWith(pagePrefix) || source === id || source === madeId) return `\0${source}`
      return undefined
    },
    load(moduleId, options) {
      const ssr = Boolean(options?.ssr)
      if (moduleId.startsWith(`\0${pagePrefix}`)) {
        const page = moduleId.slice(pagePrefix.length + 1)
        return dataBuild() ? pageCopyModule(routeOfPage(page), page, ssr) : seedPageModule(page)
      }
      if (moduleId === dataModule) return ssr ? serverDataModule() : clientDataModule()
      if (moduleId === `\0${madeId}`) {
        // Only published content has made pages: the content modules have none.
        return dataBuild()
          ? `export { pageBlocks as madePageBlocks } from '${dataId}'`
          : 'export function madePageBlocks() { return null }'
      }
      if (moduleId !== `\0${id}`) return undefined
      if (dataBuild()) return `export { content as default, builtAt } from '${dataId}'`
      // One clock for the whole build: the prerender and the app that hydrates it split events
      // into upcoming and past at the same instant (the visitor's clock then corrects each
      // event's state through src/components/ui/timed.tsx).
      return `export { seedSiteContent as default } from '@/content/seed-site-content'
export const builtAt = ${Number(process.env.SITE_BUILT_AT) || Date.now()}`
    },
  }
}
