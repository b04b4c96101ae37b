import type { Pages } from '@/content/page-copy-schema'
import { seedPageCopy } from '@/content/page-copy-seed'
import { news as seedNews } from '@/content/news'
import type { NewsItem, SiteContent } from '@/content/site-content-schema'

/**
 * The draft's pages, each page the draft lacks (or holds without blocks: saved before it was
 * editable) as the repository writes it, so the editor starts from what the site shows; then the
 * pages the team made in the desk.
 */
export function draftPages(content: SiteContent): Pages {
  const saved = content.pages ?? {}
  const own = Object.entries(seedPageCopy).map(([route, seed]) => {
    const page = saved[route]
    if (!page) return [route, seed] as const
    return [route, page.blocks.length > 0 ? page : { ...page, blocks: seed.blocks }] as const
  })
  // The pages the team made, after the site's own, in the order they were made.
  const made = Object.entries(saved).filter(
    ([route, page]) => page.made && !(route in seedPageCopy),
  )
  return Object.fromEntries([...own, ...made])
}

/**
 * The draft's announcements; a draft saved before news existed starts from the repository's,
 * which is what the site shows for it (src/content/published.ts).
 */
export function draftNews(content: SiteContent): NewsItem[] {
  return content.news ?? seedNews
}
