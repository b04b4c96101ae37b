import { createContext, useContext, type ReactNode } from 'react'
import { publishedContent } from '@/content/published'
import type { SiteContent } from '@/content/site-content-schema'

/**
 * The site content a page shows: the published version on the public site, the draft in the
 * desk's preview (which wraps the page's own route in this provider), so events, tiers and the
 * other records preview as the page itself, not as a summary.
 */
const DraftContent = createContext<SiteContent | undefined>(undefined)

export function SiteContentProvider({
  content,
  children,
}: {
  content: SiteContent
  children: ReactNode
}) {
  return <DraftContent.Provider value={content}>{children}</DraftContent.Provider>
}

export function useSiteContent(): SiteContent {
  return useContext(DraftContent) ?? publishedContent
}
