import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const id = 'virtual:site-content'
const resolvedId = `\0${id}`

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
      return source === id ? resolvedId : undefined
    },
    load(moduleId) {
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
      return `export default ${JSON.stringify(JSON.parse(readFileSync(file, 'utf8')))}\n${builtAt}`
    },
  }
}
