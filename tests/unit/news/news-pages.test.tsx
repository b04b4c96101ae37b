import { render, screen, within } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { Component as NewsArchive } from '@/app/routes/news-archive'
import { Component as News } from '@/app/routes/news'
import { LatestNews } from '@/components/sections/latest-news'
import { NewsProvider } from '@/components/sections/news-context'
import { headTags } from '@/components/seo/head'
import { paths } from '@/config/paths'
import { mainNav, footerGroups } from '@/content/navigation'
import { seedPageCopy } from '@/content/page-copy-seed'
import { publishedNews } from '@/content/published'
import { seoFor } from '@/content/seo'
import type { NewsItem } from '@/content/site-content-schema'

const draft: NewsItem[] = [
  {
    slug: 'spring-note',
    title: 'A spring note',
    date: '2025-03-02',
    summary: 'Older news.',
    body: ['From last year.'],
  },
  {
    slug: 'week-opens',
    title: 'The week opens',
    date: '2026-12-01',
    summary: 'The newest one.',
    body: ['First paragraph.', 'Second paragraph.'],
    link: { label: 'Read the programme', href: 'https://example.org/programme' },
    image: { src: '/images/week.jpg', alt: 'A full lecture hall' },
  },
  {
    slug: 'autumn-note',
    title: 'An autumn note',
    date: '2026-10-15',
    summary: 'In between.',
    body: ['Middle.'],
    link: { label: 'See the events', href: paths.events },
    // Uploaded in the desk: the build's copy on the site, with its size.
    image: { src: '/news-images/0b1c-2d.webp', width: 640, height: 360, alt: 'Coaches at work' },
  },
]

function renderWith(Page: ComponentType, news?: NewsItem[]) {
  return render(
    <MemoryRouter>
      <NewsProvider news={news}>
        <main>
          <Page />
        </main>
      </NewsProvider>
    </MemoryRouter>,
  )
}

// Rendering a route takes seconds on the shared, busy machine.
describe('/news', { timeout: 20_000 }, () => {
  it('shows the announcements newest first, each with its day as <time datetime>, its text, picture and link', () => {
    renderWith(News, draft)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'News from the Idaho AI Alliance',
    )
    const articles = screen.getAllByRole('article')
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'The week opens',
      'An autumn note',
      'A spring note',
    ])
    const newest = articles[0]!
    expect(newest.querySelector('time')).toHaveAttribute('datetime', '2026-12-01')
    expect(newest.querySelector('time')).toHaveTextContent('December 1, 2026')
    expect(within(newest).getByText('Second paragraph.')).toBeInTheDocument()
    expect(within(newest).getByRole('img', { name: 'A full lecture hall' })).toHaveAttribute(
      'src',
      '/images/week.jpg',
    )
    // A picture written by hand before uploads has no size; an uploaded one keeps its place.
    expect(within(newest).getByRole('img')).not.toHaveAttribute('width')
    const uploaded = within(articles[1]!).getByRole('img', { name: 'Coaches at work' })
    expect(uploaded).toHaveAttribute('src', '/news-images/0b1c-2d.webp')
    expect(uploaded).toHaveAttribute('width', '640')
    expect(uploaded).toHaveAttribute('height', '360')
    const link = within(newest).getByRole('link', { name: /Read the programme/ })
    expect(link).toHaveAttribute('href', 'https://example.org/programme')
    expect(link).toHaveAttribute('target', '_blank')
    expect(within(articles[1]!).getByRole('link', { name: /See the events/ })).toHaveAttribute(
      'href',
      '/events',
    )
  })

  it('links to the archive and to the Atom feed', () => {
    renderWith(News, draft)
    expect(screen.getByRole('link', { name: 'All announcements, by year' })).toHaveAttribute(
      'href',
      '/news/archive',
    )
    const feed = screen.getByRole('link', { name: /news feed \(Atom\)/ })
    expect(feed).toHaveAttribute('href', '/news/feed.xml')
    expect(feed).toHaveAttribute('type', 'application/atom+xml')
  })

  it('says so when nothing is published', () => {
    renderWith(News, [])
    expect(screen.getByText('No announcement has been published yet.')).toBeInTheDocument()
    expect(screen.queryByRole('article')).toBeNull()
  })

  it('announces the feed in its head, as the archive does, and no other page does', () => {
    const alternate =
      /<link rel="alternate" type="application\/atom\+xml" [^>]*href="[^"]+\/news\/feed\.xml"/
    expect(headTags(seoFor(paths.news), paths.news)).toMatch(alternate)
    expect(headTags(seoFor(paths.newsArchive), paths.newsArchive)).toMatch(alternate)
    expect(headTags(seoFor(paths.about), paths.about)).not.toMatch(alternate)
  })

  it('is in the header and the footer, in the page copy registry and has its own title', () => {
    expect(mainNav).toContainEqual({
      kind: 'link',
      label: 'News',
      es: 'Noticias',
      href: paths.news,
    })
    expect(
      footerGroups.flatMap((group): { label: string; href: string }[] => group.items),
    ).toContainEqual({
      label: 'News',
      es: 'Noticias',
      href: paths.news,
    })
    expect(seedPageCopy[paths.news]?.seo?.title).toBe('News | Idaho AI Alliance')
    expect(seedPageCopy[paths.newsArchive]?.seo?.title).toBe('News Archive | Idaho AI Alliance')
  })
})

// Rendering a route takes seconds on the shared, busy machine.
describe('/news/archive', { timeout: 20_000 }, () => {
  it('groups every announcement by year, newest first, each reachable by its short name', () => {
    renderWith(NewsArchive, draft)
    const years = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(years).toEqual(['2026', '2025'])
    const year2026 = screen.getByRole('region', { name: '2026' })
    expect(
      within(year2026)
        .getAllByRole('article')
        .map((article) => article.id),
    ).toEqual(['week-opens', 'autumn-note'])
    expect(screen.getByRole('link', { name: 'Back to the latest news' })).toHaveAttribute(
      'href',
      '/news',
    )
  })
})

// Rendering a route takes seconds on the shared, busy machine.
describe('the home page’s latest news', { timeout: 20_000 }, () => {
  it('shows the two newest, each a link to its place in the archive, and a link to all news', () => {
    renderWith(LatestNews, draft)
    const section = screen.getByRole('region', { name: 'Latest news' })
    const headlines = within(section).getAllByRole('heading', { level: 3 })
    expect(headlines.map((heading) => heading.textContent)).toEqual([
      'The week opens',
      'An autumn note',
    ])
    expect(within(headlines[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/news/archive#week-opens',
    )
    expect(within(section).getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news')
  })

  it('is not there while no announcement is published', () => {
    renderWith(LatestNews, [])
    expect(screen.queryByRole('region', { name: 'Latest news' })).toBeNull()
  })

  it('without a draft shows what this build published', () => {
    renderWith(LatestNews)
    expect(screen.getByRole('link', { name: publishedNews[0]!.title })).toBeInTheDocument()
  })
})
