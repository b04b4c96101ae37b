// @vitest-environment node
/**
 * Pages made in the desk: the schema's rules (free address, search words, a top block, retiring
 * only made pages and only towards a built page), the database's list of taken addresses held to
 * the schema's, the menus and the build's data files.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { paths } from '@/config/paths'
import { madePageLinks, madePageRoutes, retiredPages } from '@/content/made-pages'
import type { PageCopy, Pages } from '@/content/page-copy-schema'
import { seedPageCopy } from '@/content/page-copy-seed'
import { seedSiteContent } from '@/content/seed-site-content'
import { siteContentSchema, type SiteContent } from '@/content/site-content-schema'
import { takenFirstSegments } from '@schemas/made-pages'
import { contentParts, siteDataFiles } from '../../../scripts/lib/site-data'

const scholarships: PageCopy = {
  seo: {
    title: 'Scholarships | Idaho AI Alliance',
    description: 'Scholarships for Idaho educators who take the AI Coaching Certification in 2027.',
  },
  made: { name: 'Scholarships', menu: 'get-involved' },
  blocks: [
    { kind: 'hero', id: 'top', title: 'Scholarships', lead: 'Help with the cost of training.' },
    { kind: 'prose', id: 'who', title: 'Who may apply', paragraphs: ['Any Idaho educator.'] },
  ],
}

function withPages(extra: Pages): SiteContent {
  const content = structuredClone(seedSiteContent) as SiteContent
  return { ...content, pages: { ...structuredClone(seedPageCopy), ...extra } }
}

function problems(content: SiteContent): string[] {
  const parsed = siteContentSchema.safeParse(content)
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)
}

describe('a page made in the desk', () => {
  it('is accepted at a free address with its search words and its top block', () => {
    expect(problems(withPages({ '/scholarships': scholarships }))).toEqual([])
  })

  it('cannot take an address the site uses, nor one of two segments', () => {
    expect(problems(withPages({ '/assets': scholarships }))).toContain(
      'The site already has a page at /assets: choose another address',
    )
    expect(problems(withPages({ '/news/scholarships': scholarships })).join(' ')).toContain(
      'Write the address as / and one or more words in small letters joined by hyphens',
    )
  })

  it('needs its search words and must start with its top block', () => {
    const { seo: _seo, ...withoutSeo } = scholarships
    expect(problems(withPages({ '/scholarships': withoutSeo }))).toContain(
      '/scholarships: write the page’s title and description for search engines',
    )
    const headless = { ...scholarships, blocks: scholarships.blocks.slice(1) }
    expect(problems(withPages({ '/scholarships': headless })).join(' ')).toContain(
      'start the page with its top',
    )
  })

  it('is retired towards a built page only, and then no page may link to it', () => {
    expect(
      problems(withPages({ '/scholarships': { ...scholarships, retiredTo: '/programs' } })),
    ).toEqual([])
    expect(
      problems(withPages({ '/scholarships': { ...scholarships, retiredTo: '/nowhere' } })),
    ).toContain(
      'Choose the page /scholarships’s visitors are sent to: one of the site’s pages, such as /programs',
    )
    const linking = withPages({ '/scholarships': { ...scholarships, retiredTo: '/programs' } })
    const about = linking.pages![paths.about]!
    linking.pages![paths.about] = {
      ...about,
      blocks: [
        ...about.blocks,
        { kind: 'links', id: 'more', links: [{ label: 'Scholarships', href: '/scholarships' }] },
      ],
    }
    expect(problems(linking).join(' ')).toContain('There is no page at /scholarships')
  })

  it('is the only kind of page that can be retired', () => {
    const content = withPages({})
    content.pages![paths.expansion] = { ...content.pages![paths.expansion]!, retiredTo: '/' }
    expect(problems(content)).toContain(
      '/expansion is one of the site’s own pages: only a page made in the desk can be retired',
    )
  })

  it('is listed in its menu and built while live; once retired its address redirects', () => {
    const live = withPages({ '/scholarships': scholarships }).pages
    expect(madePageLinks(live, 'get-involved')).toEqual([
      { label: 'Scholarships', href: '/scholarships' },
    ])
    expect(madePageLinks(live, 'about')).toEqual([])
    expect(madePageRoutes(live)).toEqual(['/scholarships'])
    const retired = withPages({ '/scholarships': { ...scholarships, retiredTo: '/programs' } })
    expect(madePageRoutes(retired.pages)).toEqual([])
    expect(madePageLinks(retired.pages, 'get-involved')).toEqual([])
    expect(retiredPages(retired.pages)).toEqual([{ from: '/scholarships', to: '/programs' }])
  })
})

describe('the build’s data files for made pages', () => {
  it('keep a live page’s blocks in its own file and its menu place for every page', () => {
    const content = withPages({ '/scholarships': scholarships })
    const files = siteDataFiles(content as never, 0)
    expect(JSON.parse(files.get('pages/scholarships.json')!)).toHaveLength(2)
    const site = JSON.parse(files.get('site.json')!) as { content: SiteContent }
    expect(site.content.pages!['/scholarships']!.made).toEqual(scholarships.made)
  })

  it('write no file for a retired page, and retiring it changes what every page reads of it', () => {
    const live = withPages({ '/scholarships': scholarships })
    const retired = withPages({ '/scholarships': { ...scholarships, retiredTo: '/programs' } })
    expect(siteDataFiles(retired as never, 0).has('pages/scholarships.json')).toBe(false)
    expect(contentParts(live as never)['site-page:/scholarships']).not.toEqual(
      contentParts(retired as never)['site-page:/scholarships'],
    )
  })
})

describe('the addresses a made page cannot take', () => {
  it('include the first segment of every route of the code', () => {
    const firsts = new Set(
      Object.values(paths)
        .filter((path) => path !== '/')
        .map((path) => path.split('/')[1]!),
    )
    for (const first of firsts) expect(takenFirstSegments).toContain(first)
  })

  it('are the same list in the database', () => {
    const sql = readFileSync(
      join(__dirname, '../../../supabase/migrations/20251101055000_site_content_rules.sql'),
      'utf8',
    )
    const list = /_taken text\[\] := array\[([^\]]*)\]/.exec(sql)?.[1] ?? ''
    const inDatabase = [...list.matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1])
    expect(inDatabase).toEqual([...takenFirstSegments])
  })
})
