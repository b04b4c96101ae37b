import type { Pages } from '@/content/page-copy-schema'
import { seedPageCopy } from '@/content/page-copy-seed'
import { news as seedNews } from '@/content/news'
import type { NewsItem, SiteContent } from '@/content/site-content-schema'

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

/**
 * The draft's announcements; a draft saved before news existed starts from the repository's,
 * which is what the site shows for it (src/content/published.ts).
 */
export function draftNews(content: SiteContent): NewsItem[] {
  return content.news ?? seedNews
}
