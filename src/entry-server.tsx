import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { AppRoutes, preloadRoute } from '@/app/router'
import { notFoundSeo, seo, seoFor } from '@/content/seo'
import { headTags, siteUrl as origin } from '@/components/seo/head'
import { eventCalendar, eventsCalendar, type EventRevision } from '@/lib/event-calendar'
import { eventCalendarCopy, eventCalendarPath, eventsCalendarPath } from '@/content/event-calendar'
import { newsFeed } from '@/content/news-feed'
import { newsFeedPath, newsPage } from '@/content/pages/news'
import { contentBuiltAt, publishedContent, publishedNews } from '@/content/published'
import { siteConfig } from '@/content/site'
import { paths, publicPaths as codePublicPaths } from '@/config/paths'
import { madePageRoutes, retiredPages } from '@/content/made-pages'
import { translatedRoutes } from '@/content/spanish-pages'
import { seedPageCopy } from '@/content/page-copy-seed'
import { languageOfPath, localizedPath, type Language } from '@schemas/languages'
import { subjectOptions } from '@schemas/contact'

export { dynamicPaths } from '@/config/paths'
export { seo, notFoundSeo }
export { headTags, canonicalUrl, siteUrl } from '@/components/seo/head'

/**
 * Every prerendered route: the code's public routes, the pages the team made in the desk, and the
 * Spanish address (/es/…) of each page published in Spanish.
 */
export const publicPaths: readonly string[] = [
  ...codePublicPaths,
  ...madePageRoutes(publishedContent.pages),
  ...[...translatedRoutes]
    .filter((route) => (codePublicPaths as readonly string[]).includes(route))
    .map((route) => localizedPath(route, 'es')),
]

/** Retired made pages: each address leads to its page (a permanent redirect in dist/_redirects). */
export const retiredPageRedirects = retiredPages(publishedContent.pages)

/**
 * Renders one URL to HTML for `scripts/prerender.ts` (built with `vite build --ssr`). The page's
 * module is loaded first, so renderToString renders the page rather than the Suspense fallback.
 * (A page that throws also leaves the fallback behind; the prerender script refuses that.)
 */
export async function render(
  pathname: string,
  search = '',
): Promise<{ html: string; head: string; status: number; lang: Language }> {
  await preloadRoute(pathname)
  const html = renderToString(
    <AppProviders>
      <StaticRouter location={`${pathname}${search}`}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  )
  const meta = seoFor(pathname, publishedContent.pages ?? seedPageCopy)
  // The catch-all route renders the not-found page; an unknown path is a 404 page.
  const notFound = meta === notFoundSeo
  return {
    html,
    head: headTags(meta, pathname, { indexable: !notFound, translated: translatedRoutes }),
    status: notFound ? 404 : 200,
    // The page's <html lang>, which the prerender writes into the template.
    lang: languageOfPath(pathname),
  }
}

/**
 * The queries a page answers differently before any script runs: each is prerendered to its own
 * file, which the static host serves for that query while the address stays (dist/_redirects,
 * Netlify's query-parameter rewrites). `/contact?subject=…` and `/contact?type=partner` arrive
 * with that subject selected; the page's canonical URL stays /contact.
 */
export const queryPages: readonly {
  pathname: string
  query: Record<string, string>
  file: string
}[] = [
  ...subjectOptions.map(({ value }) => ({
    pathname: paths.contact,
    query: { subject: value },
    file: `${paths.contact}/subject/${value}/index.html`,
  })),
  {
    pathname: paths.contact,
    query: { type: 'partner' },
    file: `${paths.contact}/subject/partnership/index.html`,
  },
]

/** The Atom feed of the published announcements, and where the prerender writes it. */
export const newsFeedFile = {
  path: newsFeedPath,
  xml: () =>
    newsFeed({
      items: publishedNews,
      siteUrl: origin,
      feedPath: newsFeedPath,
      pagePath: paths.news,
      title: newsPage.feed.title,
      subtitle: newsPage.feed.subtitle,
      author: siteConfig.brand,
      builtAt: contentBuiltAt,
    }),
}

/**
 * The events' calendar files and where the prerender writes them: the calendar of every dated
 * event (/events.ics, which calendar apps subscribe to) and each dated event's own file. The
 * revisions (SEQUENCE) come from the database's published versions (scripts/lib/event-calendar-revisions.ts).
 */
export function eventCalendarFiles(
  revisions: Readonly<Record<string, EventRevision>>,
): { path: string; text: string }[] {
  const options = {
    siteUrl: origin,
    eventsPath: paths.events,
    calendarName: eventCalendarCopy.calendarName,
    revisions,
    builtAt: contentBuiltAt,
  }
  const { events } = publishedContent
  return [
    { path: eventsCalendarPath, text: eventsCalendar(events, options) },
    ...events.flatMap((event) => {
      const text = eventCalendar(event, options)
      return text ? [{ path: eventCalendarPath(event.slug), text }] : []
    }),
  ]
}
