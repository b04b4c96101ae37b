import type { Pages } from '@/content/page-copy-schema'
import { seedPageCopy } from '@/content/page-copy-seed'
import type { SiteContent } from '@/content/site-content-schema'

/**
 * The draft's pages, each page the draft lacks (or holds without blocks: saved before it was
 * editable) as the repository writes it, so the editor starts from what the site shows.
 */
export function draftPages(content: SiteContent): Pages {
  const saved = content.pages ?? {}
  return Object.fromEntries(
    Object.entries(seedPageCopy).map(([route, seed]) => {
      const page = saved[route]
      if (!page) return [route, seed]
      return [route, page.blocks.length > 0 ? page : { ...page, blocks: seed.blocks }]
    }),
  )
}
