import content, { builtAt } from 'virtual:site-content'
import { news as seedNews } from '@/content/news'
import { newestFirst } from '@schemas/news-order'
import { defaultSiteMessages, type SiteMessages } from '@schemas/site-messages-defaults'
import type { NewsItem, SiteContent } from '@/content/site-content-schema'

/**
 * The site content this build shows: the version last published in the desk when the build was
 * given a database (SITE_CONTENT_URL, scripts/lib/site-content-source.ts), else the content
 * modules themselves (src/content/seed-site-content.ts). Baked into the bundle at build time, so a
 * public page fetches no content, and the app hydrates exactly what the prerender wrote.
 */
export const publishedContent: SiteContent = content

/** The instant the build read the content: pages split events into upcoming and past at it. */
export const contentBuiltAt: number = builtAt

/**
 * The announcements this build shows, newest first. A version published before news existed has
 * none of its own: the repository's (src/content/news.ts) stand in, as they do for a build
 * without a database.
 */
export const publishedNews: NewsItem[] = newestFirst(content.news ?? seedNews)

/**
 * What the forms promise once sent (confirmation, notice, next steps), as last published; a
 * version published before they were content promises today's words.
 */
export const publishedMessages: SiteMessages = content.messages ?? defaultSiteMessages
