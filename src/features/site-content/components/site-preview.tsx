import { useEffect, useId, useMemo, useState, type ComponentType } from 'react'
import type { Language } from '@schemas/languages'
import { NewsArticle } from '@/components/sections/news-article'
import { NewsProvider } from '@/components/sections/news-context'
import { PageCopyProvider } from '@/components/sections/page-copy'
import { SiteContentProvider } from '@/components/sections/site-content-context'
import { splitEvents } from '@/content/event-schedule'
import { eventCallouts } from '@/content/pages/home'
import { newestFirst, type NewsItem, type SiteContent } from '@/content/site-content-schema'
import { siteImagePreviewUrl } from '../api/upload-site-image'
import { newsImageKind } from '../lib/news-image'
import { pagesInSpanish, publishesSpanish } from '../lib/spanish-texts'
import { PageFrame } from './page-frame'

/** Renders a public page's own route component (the app layer knows them). */
export type LoadPage = (route: string) => Promise<ComponentType>

const widths = [
  { name: 'Phone', width: 375, scale: 1 },
  { name: 'Desktop', width: 1280, scale: 0.7 },
] as const

/** The desk's words for each language the preview shows (the desk is in English). */
const previewLanguages: { language: Language; name: string }[] = [
  { language: 'en', name: 'English' },
  { language: 'es', name: 'Spanish' },
]

/** An uploaded picture is in the site only once a build copies it: until then, from Storage. */
function withPreviewImage(item: NewsItem): NewsItem {
  if (!item.image) return item
  return {
    ...item,
    image: { ...item.image, src: siteImagePreviewUrl(newsImageKind, item.image.src) },
  }
}

/**
 * "Preview": the chosen page as the site will show it once the draft is published, rendered by
 * the page's own components with the draft's words, at a phone's or a desktop's width, in English
 * or in the draft's Spanish (each text's Spanish by its address, as /es/… shows it); then what
 * the home page's banner and events section and the /events lists will say, at today's date.
 */
export function SitePreview({
  content,
  route,
  loadPage,
}: {
  content: SiteContent
  route: string
  loadPage?: LoadPage
}) {
  // Read once per opening: the preview is of the pages as they will be built now.
  const [now] = useState(() => Date.now())
  const [width, setWidth] = useState<(typeof widths)[number]>(widths[0])
  const [Page, setPage] = useState<{ route: string; Component: ComponentType }>()
  const [failed, setFailed] = useState<string>()
  const [language, setLanguage] = useState<Language>('en')
  const groupId = useId()
  const pages = useMemo(() => {
    const draft = content.pages ?? {}
    return language === 'es' ? pagesInSpanish(draft) : draft
  }, [content.pages, language])
  const page = content.pages?.[route]
  useEffect(() => {
    if (!loadPage) return
    let current = true
    loadPage(route).then(
      (Component) => current && setPage({ route, Component }),
      (error: unknown) =>
        current && setFailed(error instanceof Error ? error.message : String(error)),
    )
    return () => {
      current = false
    }
  }, [loadPage, route])
  const callouts = eventCallouts(content, now)
  const { upcoming, past } = splitEvents(content.events, now)
  const news = content.news?.map(withPreviewImage)
  const [latest] = newestFirst(news ?? [])
  return (
    <section
      aria-labelledby="preview-heading"
      className="flex flex-col gap-3 rounded-md border-2 border-dashed border-slate-400 p-4"
    >
      <h2 id="preview-heading" className="text-xl font-bold">
        Preview of the draft
      </h2>
      {loadPage && (
        <>
          <fieldset className="flex flex-wrap gap-4">
            <legend className="font-semibold">Width</legend>
            {widths.map((option) => (
              <label key={option.name} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={groupId}
                  checked={width.name === option.name}
                  onChange={() => setWidth(option)}
                />
                {option.name} ({option.width} px)
              </label>
            ))}
          </fieldset>
          <fieldset className="flex flex-wrap gap-4">
            <legend className="font-semibold">Language</legend>
            {previewLanguages.map((option) => (
              <label key={option.language} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${groupId}-language`}
                  checked={language === option.language}
                  onChange={() => setLanguage(option.language)}
                />
                {option.name}
              </label>
            ))}
          </fieldset>
          {language === 'es' && (
            <p className="text-sm text-slate-700">
              {page && publishesSpanish(page)
                ? `The page as visitors read it at /es${route === '/' ? '' : route}, with the draft’s Spanish.`
                : `${route} is not published in Spanish: visitors read its English page. Below, the Spanish written so far (English where a text has none).`}{' '}
              The forms’ own words and the site’s menus follow the address, so they show in English
              here.
            </p>
          )}
          {failed && <p role="alert">The page could not be shown: {failed}</p>}
          {Page?.route === route && (
            <PageFrame
              key={`${route}-${width.width}-${language}`}
              width={width.width}
              scale={width.scale}
              title={`Preview of ${route} at ${width.name.toLowerCase()} width${language === 'es' ? ' in Spanish' : ''}`}
              lang={language}
            >
              <SiteContentProvider content={content}>
                <PageCopyProvider pages={pages}>
                  <NewsProvider news={news}>
                    <Page.Component />
                  </NewsProvider>
                </PageCopyProvider>
              </SiteContentProvider>
            </PageFrame>
          )}
        </>
      )}
      {latest && (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">Latest announcement (home page, /news and the feed)</h3>
          <NewsArticle item={latest} />
        </div>
      )}
      <p>
        <strong>Home banner:</strong> {callouts.banner?.text ?? 'none (no upcoming event)'}
      </p>
      <p>
        <strong>Home events section:</strong> {callouts.aiWeek.title}
      </p>
      <div>
        <h3 className="font-semibold">Upcoming events</h3>
        <ul className="list-disc pl-6">
          {upcoming.map((event) => (
            <li key={event.slug}>
              {event.name}: {event.dates}, {event.location}
            </li>
          ))}
          {upcoming.length === 0 && <li>None: the page says no event is scheduled yet</li>}
        </ul>
      </div>
      <div>
        <h3 className="font-semibold">Past events</h3>
        <ul className="list-disc pl-6">
          {past.map((event) => (
            <li key={event.slug}>
              {event.name}: {event.dates}
            </li>
          ))}
        </ul>
      </div>
      <p>
        <strong>Footer:</strong> {content.contact.email} · {content.contact.phone}
        {content.contact.address ? ` · ${content.contact.address}` : ''}
      </p>
    </section>
  )
}
