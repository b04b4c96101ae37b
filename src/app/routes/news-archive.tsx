import { NewsArticle } from '@/components/sections/news-article'
import { useNews } from '@/components/sections/news-context'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import type { NewsItem } from '@/content/site-content-schema'
import { newsPage as page } from '@/content/pages/news'

/** The announcements by the year they are dated, newest year first (the list is newest first). */
function byYear(items: readonly NewsItem[]): [string, NewsItem[]][] {
  const years = new Map<string, NewsItem[]>()
  for (const item of items) {
    const year = item.date.slice(0, 4)
    years.set(year, [...(years.get(year) ?? []), item])
  }
  return [...years]
}

/**
 * /news/archive: every announcement, grouped by year. Each article carries its short name as id:
 * the feed's entries and the home page's headlines link here.
 */
export function Component() {
  const years = byYear(useNews())
  return (
    <>
      <PageHero {...page.archive.hero} actions={[{ ...page.archive.back, variant: 'outline' }]} />
      {years.length === 0 && (
        <Section title={page.latestTitle} hideTitle>
          <p className="text-lg text-slate-800">{page.none}</p>
        </Section>
      )}
      {years.map(([year, items], index) => (
        <Section key={year} id={`year-${year}`} title={year} tone={index % 2 ? 'muted' : 'default'}>
          <ol className="flex list-none flex-col gap-6 p-0">
            {items.map((item) => (
              <li key={item.slug}>
                <NewsArticle item={item} anchor />
              </li>
            ))}
          </ol>
        </Section>
      ))}
    </>
  )
}
