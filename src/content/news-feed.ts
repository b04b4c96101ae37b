import { newestFirst } from '@schemas/news-order'
import type { NewsItem } from '@/content/site-content-schema'

/** Text for XML: the five characters XML reserves, and no control character XML 1.0 forbids. */
export function escapeXml(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  )
}

/** An announcement's day as an Atom date (RFC 3339): midnight UTC of that day. */
const atomDate = (day: string) => `${day}T00:00:00Z`

/** Where an announcement is read on the site: its place on the archive page, which keeps them all. */
export function newsItemUrl(siteUrl: string, slug: string): string {
  return `${siteUrl}/news/archive#${slug}`
}

/** A link of an announcement as a full address: a page of this site gets the site's origin. */
function absolute(siteUrl: string, href: string): string {
  return href.startsWith('/') ? `${siteUrl}${href}` : href
}

/** An announcement's text as the entry's HTML content: its paragraphs, its picture, its link. */
function entryHtml(siteUrl: string, item: NewsItem): string {
  const html = [
    ...(item.image
      ? [
          `<p><img src="${escapeXml(absolute(siteUrl, item.image.src))}" alt="${escapeXml(item.image.alt)}"></p>`,
        ]
      : []),
    ...item.body.map((paragraph) => `<p>${escapeXml(paragraph)}</p>`),
    ...(item.link
      ? [
          `<p><a href="${escapeXml(absolute(siteUrl, item.link.href))}">${escapeXml(item.link.label)}</a></p>`,
        ]
      : []),
  ].join('')
  // The HTML is itself escaped once more: Atom's type="html" content is HTML as text.
  return escapeXml(html)
}

export type NewsFeedOptions = {
  items: readonly NewsItem[]
  /** The site's public origin, no trailing slash. */
  siteUrl: string
  /** Where the feed itself is served, e.g. /news/feed.xml. */
  feedPath: string
  /** Where the announcements are read, e.g. /news. */
  pagePath: string
  title: string
  subtitle: string
  author: string
  /** The build's clock: the feed's `updated` while it holds no announcement. */
  builtAt: number
}

/**
 * The announcements as an Atom 1.0 feed (RFC 4287), written at build time from the published
 * content (scripts/prerender.ts). Every element the RFC requires is there: the feed's id, title,
 * updated and author, each entry's id, title, updated and a link; `updated` is the newest
 * announcement's day, so a rebuild without a new announcement leaves the feed unchanged.
 */
export function newsFeed(options: NewsFeedOptions): string {
  const { siteUrl } = options
  const items = newestFirst(options.items)
  const feedUrl = `${siteUrl}${options.feedPath}`
  const updated = items[0]
    ? atomDate(items[0].date)
    : new Date(options.builtAt).toISOString().replace(/\.\d{3}Z$/, 'Z')
  const entries = items.map((item) => {
    const url = newsItemUrl(siteUrl, item.slug)
    return [
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(item.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${atomDate(item.date)}</published>`,
      `    <updated>${atomDate(item.date)}</updated>`,
      `    <summary>${escapeXml(item.summary)}</summary>`,
      `    <content type="html">${entryHtml(siteUrl, item)}</content>`,
      '  </entry>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(feedUrl)}</id>`,
    `  <title>${escapeXml(options.title)}</title>`,
    `  <subtitle>${escapeXml(options.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${siteUrl}${options.pagePath}`)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(options.author)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}
