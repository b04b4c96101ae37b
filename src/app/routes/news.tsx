import { NewsArticle } from '@/components/sections/news-article'
import { useNews } from '@/components/sections/news-context'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { GetUpdatesForm } from '@/components/sections/get-updates-form'
import { AppLink } from '@/components/ui/app-link'
import { newsFeedPath, newsPage as page } from '@/content/pages/news'
import { updatesCopy } from '@/content/updates'

/** /news: the latest announcements in full, newest first, a link to the archive and the feed. */
export function Component() {
  const latest = useNews().slice(0, page.latestCount)
  return (
    <>
      <PageHero {...page.hero} />
      <Section id="latest" title={page.latestTitle}>
        {latest.length === 0 ? (
          <p className="text-lg text-slate-800">{page.none}</p>
        ) : (
          <ol className="flex list-none flex-col gap-6 p-0">
            {latest.map((item) => (
              <li key={item.slug}>
                <NewsArticle item={item} />
              </li>
            ))}
          </ol>
        )}
        <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
          <AppLink href={page.archiveLink.href} className="text-primary font-semibold underline">
            {page.archiveLink.label}
          </AppLink>
          {/* A file, not a page of the app: a plain link, so the browser fetches it. */}
          <a
            href={newsFeedPath}
            type="application/atom+xml"
            className="text-primary font-semibold underline"
          >
            {page.feed.label}
          </a>
        </p>
      </Section>
      <Section id="get-updates" title={updatesCopy.signUp.newsHeading} tone="muted">
        <GetUpdatesForm tone="light" from="news" className="max-w-xl" />
      </Section>
    </>
  )
}
