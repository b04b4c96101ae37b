import { ActionRow } from '@/components/sections/action-link'
import { NewsDate } from '@/components/sections/news-article'
import { useNews } from '@/components/sections/news-context'
import { Section } from '@/components/sections/section'
import { AppLink } from '@/components/ui/app-link'
import { newsPage } from '@/content/pages/news'

/**
 * The home page's "Latest news": the newest announcements, each a link into the archive where it
 * is told in full. Nothing at all while none is published.
 */
export function LatestNews() {
  const latest = useNews().slice(0, newsPage.home.count)
  if (latest.length === 0) return null
  return (
    <Section id="latest-news" title={newsPage.home.title} tone="muted">
      <ul className="grid list-none gap-4 p-0 md:grid-cols-2">
        {latest.map((item) => (
          <li
            key={item.slug}
            className="flex flex-col gap-2 rounded-lg border border-slate-300 bg-white p-5"
          >
            <h3 className="text-lg font-bold">
              <AppLink href={`${newsPage.archiveLink.href}#${item.slug}`} className="underline">
                {item.title}
              </AppLink>
            </h3>
            <NewsDate date={item.date} />
            <p className="text-slate-800">{item.summary}</p>
          </li>
        ))}
      </ul>
      <ActionRow actions={[newsPage.home.more]} size="default" className="mt-6 flex gap-3" />
    </Section>
  )
}
