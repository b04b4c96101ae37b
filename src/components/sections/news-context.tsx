import { createContext, useContext, type ReactNode } from 'react'
import { publishedNews } from '@/content/published'
import { newestFirst } from '@schemas/news-order'
import type { NewsItem } from '@/content/site-content-schema'

/**
 * The announcements a page shows: the published ones, baked in at build time; the desk's preview
 * wraps the same page in a provider holding the draft's.
 */
const DraftNews = createContext<readonly NewsItem[] | undefined>(undefined)

export function NewsProvider({
  news,
  children,
}: {
  news: readonly NewsItem[] | undefined
  children: ReactNode
}) {
  return <DraftNews.Provider value={news}>{children}</DraftNews.Provider>
}

/** Newest first. */
export function useNews(): readonly NewsItem[] {
  const draft = useContext(DraftNews)
  return draft ? newestFirst(draft) : publishedNews
}
