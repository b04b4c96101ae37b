import { describe, expect, it } from 'vitest'
import { deskPaths, paths, publicPaths } from '@/config/paths'
import { footerGroups, headerActions, legalLinks, mainNav } from '@/content/navigation'
import {
  navGroupSchema,
  navItemSchema,
  seoSchema,
  siteConfigSchema,
  type NavItem,
} from '@/content/schema'
import { notFoundSeo, seo, seoFor } from '@/content/seo'
import { siteConfig } from '@/content/site'
import { canonicalUrl, escapeHtml, headTags } from '@/components/seo/head'

const knownPaths = new Set<string>(Object.values(paths))

describe('SEO metadata', () => {
  it('has a title (10-60 chars) and description (50-160 chars) for every route, all distinct', () => {
    expect(Object.keys(seo).sort()).toEqual(Object.values(paths).sort())
    for (const [path, meta] of [...Object.entries(seo), ['404', notFoundSeo] as const]) {
      expect(seoSchema.safeParse(meta).success, `${path}: ${meta.title}`).toBe(true)
    }
    const titles = Object.values(seo).map((meta) => meta.title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it('looks paths up with or without a trailing slash and falls back to the 404 metadata', () => {
    expect(seoFor('/about/')).toBe(seo[paths.about])
    expect(seoFor('/')).toBe(seo[paths.home])
    expect(seoFor('/nope')).toBe(notFoundSeo)
  })

  it('builds escaped head tags with an absolute canonical URL, or noindex for unlisted pages', () => {
    const head = headTags({ title: 'A "quoted" <title>', description: 'x'.repeat(60) }, '/about/')
    expect(head).toContain('<title>A &quot;quoted&quot; &lt;title&gt;</title>')
    expect(head).toContain(`<link rel="canonical" href="${canonicalUrl('/about')}" />`)
    expect(canonicalUrl('/about')).toMatch(/^https?:\/\/[^/]+\/about$/)
    expect(canonicalUrl('/')).toMatch(/^https?:\/\/[^/]+\/$/)
    const hidden = headTags(notFoundSeo, '/404', { indexable: false })
    expect(hidden).toContain('<meta name="robots" content="noindex" />')
    expect(hidden).not.toContain('rel="canonical"')
    expect(escapeHtml('&<>"')).toBe('&amp;&lt;&gt;&quot;')
  })

  it('prerenders every route except the session routes: /auth, its reset page and the desk', () => {
    expect(publicPaths).toHaveLength(Object.keys(paths).length - 2 - deskPaths.length)
    for (const desk of deskPaths) expect(publicPaths).not.toContain(desk)
    expect(publicPaths).not.toContain(paths.adminSite)
    expect(publicPaths).not.toContain(paths.auth)
    expect(publicPaths).not.toContain(paths.admin)
    expect(publicPaths).not.toContain(paths.resetPassword)
  })
})

describe('navigation and site config', () => {
  it('every header and footer link points at a route of paths (query strings allowed)', () => {
    const groups: NavItem[][] = [
      ...mainNav.map((entry): NavItem[] => (entry.kind === 'link' ? [entry] : entry.items)),
      Object.values(headerActions),
      ...footerGroups.map((group): NavItem[] => group.items),
      legalLinks,
    ]
    const items = groups.flat()
    for (const item of items) {
      expect(navItemSchema.safeParse(item).success, item.href).toBe(true)
      expect(knownPaths.has(item.href.split('?')[0]!), item.href).toBe(true)
    }
    footerGroups.forEach((group) => expect(navGroupSchema.safeParse(group).success).toBe(true))
  })

  it('has the navigation the spec asks for', () => {
    const menus: Record<string, NavItem[]> = Object.fromEntries(
      mainNav.flatMap((entry) => (entry.kind === 'menu' ? [[entry.id, entry.items]] : [])),
    )
    expect(menus.about?.map((item) => item.href)).toEqual([
      paths.about,
      paths.expansion,
      paths.seeTheModel,
      paths.timeline,
    ])
    expect(menus.about?.find((item) => item.href === paths.timeline)?.label).toBe(
      'Timeline & Deadlines',
    )
    expect(menus.programs?.map((item) => [item.href, item.label])).toEqual([
      [paths.trainingPrograms, 'Training Pathways'],
      [paths.joinCompetition, 'Contests & Innovation Challenges'],
      [paths.events, 'Statewide Events'],
      [paths.technologyPlatform, 'Technology Platform'],
    ])
    expect(headerActions.adminLogin).toMatchObject({ label: 'Admin Login', href: paths.auth })
    expect(headerActions.contact).toMatchObject({ label: 'Contact Us', href: paths.contact })
  })

  it('site config is valid and its tel: link matches the displayed phone number', () => {
    expect(siteConfigSchema.safeParse(siteConfig).success).toBe(true)
    expect(siteConfig.phoneHref).toBe(`tel:+1${siteConfig.phone.replace(/\D/g, '')}`)
  })
})
