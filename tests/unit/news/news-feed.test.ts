// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { newsFeed } from '@/content/news-feed'
import { seedSiteContent } from '@/content/seed-site-content'
import {
  firstProblem,
  newsItemSchema,
  siteContentSchema,
  type NewsItem,
} from '@/content/site-content-schema'
import { seedPageCopy } from '@/content/page-copy-seed'

const atom = 'http://www.w3.org/2005/Atom'

const older: NewsItem = {
  slug: 'older',
  title: 'An older note',
  date: '2025-06-01',
  summary: 'Said first.',
  body: ['One paragraph.'],
}
const tricky: NewsItem = {
  slug: 'q-and-a',
  title: 'Q&A: <AI> in "schools" & Jo’s class',
  date: '2026-12-01',
  summary: 'Tom & Jerry <script>alert(1)</script>',
  body: ['First <b>paragraph</b> & more.', 'Second one.'],
  link: { label: 'Read the report', href: 'https://example.org/report?a=1&b=2' },
  image: { src: '/images/week.jpg', alt: 'Teachers at a "Talk to AI" session' },
}

function feed(items: NewsItem[]) {
  const xml = newsFeed({
    items,
    siteUrl: 'https://idahoai.example',
    feedPath: '/news/feed.xml',
    pagePath: '/news',
    title: 'Idaho AI Alliance news',
    subtitle: 'Announcements',
    author: 'Idaho AI Alliance',
    builtAt: Date.parse('2026-11-27T12:00:00Z'),
  })
  const document = new DOMParser().parseFromString(xml, 'application/xml')
  return { xml, document }
}

const text = (element: Element | Document, selector: string) =>
  element.querySelector(selector)?.textContent

describe('the news feed (Atom, RFC 4287)', () => {
  it('is well-formed XML in the Atom namespace with every element the RFC requires', () => {
    const { document } = feed([older, tricky])
    expect(document.querySelector('parsererror')).toBeNull()
    const root = document.documentElement
    expect(root.localName).toBe('feed')
    expect(root.namespaceURI).toBe(atom)
    expect(text(root, ':scope > id')).toBe('https://idahoai.example/news/feed.xml')
    expect(text(root, ':scope > title')).toBe('Idaho AI Alliance news')
    expect(text(root, ':scope > updated')).toBe('2026-12-01T00:00:00Z')
    expect(text(root, ':scope > author > name')).toBe('Idaho AI Alliance')
    expect(root.querySelector(':scope > link[rel="self"]')?.getAttribute('href')).toBe(
      'https://idahoai.example/news/feed.xml',
    )
    for (const entry of root.querySelectorAll('entry')) {
      for (const required of ['id', 'title', 'updated', 'summary']) {
        expect(entry.querySelector(required)?.textContent, required).toBeTruthy()
      }
      expect(entry.querySelector('link[rel="alternate"]')?.getAttribute('href')).toMatch(
        /^https:\/\/idahoai\.example\/news\/archive#[a-z0-9-]+$/,
      )
    }
  })

  it('lists the newest first and dates each entry by its day', () => {
    const { document } = feed([older, tricky])
    const entries = [...document.querySelectorAll('entry')]
    expect(entries.map((entry) => text(entry, 'updated'))).toEqual([
      '2026-12-01T00:00:00Z',
      '2025-06-01T00:00:00Z',
    ])
  })

  it('escapes what an editor types: the text reads back exactly, no markup of theirs is live', () => {
    const { xml, document } = feed([tricky])
    expect(xml).not.toContain('<script>')
    expect(xml).not.toContain('<AI>')
    const entry = document.querySelector('entry')!
    expect(text(entry, 'title')).toBe(tricky.title)
    expect(text(entry, 'summary')).toBe(tricky.summary)
    // type="html": the content is HTML as text, whose own text is escaped once more.
    const content = entry.querySelector('content')!
    expect(content.getAttribute('type')).toBe('html')
    const html = new DOMParser().parseFromString(content.textContent ?? '', 'text/html')
    expect([...html.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '',
      'First <b>paragraph</b> & more.',
      'Second one.',
      'Read the report',
    ])
    expect(html.querySelector('b')).toBeNull()
    expect(html.querySelector('img')?.getAttribute('alt')).toBe(tricky.image!.alt)
    expect(html.querySelector('img')?.getAttribute('src')).toBe(
      'https://idahoai.example/images/week.jpg',
    )
    expect(html.querySelector('a')?.getAttribute('href')).toBe(tricky.link!.href)
  })

  it('without announcements is still a valid feed, updated at the build', () => {
    const { document } = feed([])
    expect(document.querySelector('parsererror')).toBeNull()
    expect(document.querySelectorAll('entry')).toHaveLength(0)
    expect(text(document.documentElement, ':scope > updated')).toBe('2026-11-27T12:00:00Z')
  })
})

describe('an announcement as the schema takes it', () => {
  const withNews = (news: NewsItem[]) =>
    siteContentSchema.safeParse({ ...seedSiteContent, pages: seedPageCopy, news })
  const problem = (news: NewsItem[]) => {
    const parsed = withNews(news)
    return parsed.success ? 'valid' : firstProblem(parsed.error)
  }

  it('takes the repository’s announcements', () => {
    expect(problem(seedSiteContent.news)).toBe('valid')
  })

  it('refuses a link that is neither https:// nor a page of the site, in words', () => {
    expect(problem([{ ...older, link: { label: 'More', href: 'http://example.org' } }])).toBe(
      'News: Enter the link as a page of this site starting with / (such as /events) or a full address starting with https://',
    )
    expect(problem([{ ...older, link: { label: 'More', href: '/no-such-page' } }])).toBe(
      'News: There is no page at /no-such-page: link to a page of this site, such as /events, or to an address starting with https://',
    )
    expect(problem([{ ...older, link: { label: 'More', href: '/events' } }])).toBe('valid')
  })

  it('refuses a picture without its alt text', () => {
    const parsed = newsItemSchema.safeParse({ ...older, image: { src: '/images/a.jpg', alt: ' ' } })
    expect(parsed.success).toBe(false)
    if (!parsed.success) {
      expect(parsed.error.issues[0]?.message).toBe(
        'Enter what the picture shows, for someone who cannot see it',
      )
    }
  })

  it('refuses two announcements with one short name, and a date that is not a day', () => {
    expect(problem([older, { ...older, title: 'Again' }])).toBe(
      'News: Two announcements share the short name older: give one another title',
    )
    expect(problem([{ ...older, date: '01/06/2025' }])).toBe(
      'News: Enter the date as a day, for example 2026-12-01',
    )
  })

  it('a version without news is still valid (published before news existed)', () => {
    const { news: _news, ...withoutNews } = seedSiteContent
    expect(siteContentSchema.safeParse(withoutNews).success).toBe(true)
  })
})
