// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { createElement, type ComponentType } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { contactLinks, paths } from '@/config/paths'
import { coachJourney, coachReview } from '@/content/coach-journey'
import { fundingSources, workModels } from '@/content/compensation'
import { events } from '@/content/events'
import type { BlockOf, PageBlock, PageBlockKind } from '@/content/page-copy-schema'
import { aiCoachProgramIcons } from '@/content/pages/ai-coach-program'
import { aiCoachesIcons, aiCoachesPathwayHrefs } from '@/content/pages/ai-coaches'
import { aiSkillsTrackerIcons } from '@/content/pages/ai-skills-tracker'
import { becomeAiCoachIcons } from '@/content/pages/become-ai-coach'
import { contestPlatformIcons } from '@/content/pages/contest-platform'
import { eventDashboardIcons } from '@/content/pages/event-dashboard'
import { eventsIcons } from '@/content/pages/events'
import { joinAllianceIcons } from '@/content/pages/join-alliance'
import { partnersIcons } from '@/content/pages/partners'
import aiCoachApplication from '@/content/page-seeds/ai-coach-application'
import aiCoachProgram from '@/content/page-seeds/ai-coach-program'
import aiCoaches from '@/content/page-seeds/ai-coaches'
import aiSkillsTracker from '@/content/page-seeds/ai-skills-tracker'
import becomeAiCoach from '@/content/page-seeds/become-ai-coach'
import contestPlatform from '@/content/page-seeds/contest-platform'
import contact from '@/content/page-seeds/contact'
import eventsPage from '@/content/page-seeds/events'
import joinAlliance from '@/content/page-seeds/join-alliance'
import eventDashboard from '@/content/page-seeds/event-dashboard'
import partners from '@/content/page-seeds/partners'
import privacyPolicy from '@/content/page-seeds/privacy-policy'
import technologyPlatform from '@/content/page-seeds/technology-platform'
import termsOfService from '@/content/page-seeds/terms-of-service'
import { platformTools } from '@/content/platform-tools'
import { siteConfig } from '@/content/site'
import {
  eventSchema,
  faqItemSchema,
  iconSchema,
  linkSchema,
  platformToolSchema,
  stepSchema,
} from '@/content/schema'

const pages = {
  aiCoaches,
  aiCoachProgram,
  becomeAiCoach,
  partners,
  eventsPage,
  technologyPlatform,
  contestPlatform,
  aiSkillsTracker,
  eventDashboard,
  privacyPolicy,
  termsOfService,
  aiCoachApplication,
  contact,
  joinAlliance,
}

/** Every string anywhere inside a content object, for "the page states X" checks. */
function allText(value: unknown): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(allText).join('\n')
  if (value && typeof value === 'object') return Object.values(value).map(allText).join('\n')
  return ''
}

/** Every object with `label` and `href` (a link) inside a content object. */
function allLinks(value: unknown): { label: string; href: string }[] {
  if (Array.isArray(value)) return value.flatMap(allLinks)
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    const self =
      typeof record.label === 'string' && typeof record.href === 'string'
        ? [{ label: record.label, href: record.href }]
        : []
    return [...self, ...Object.values(record).flatMap(allLinks)]
  }
  return []
}

/** Every `icon` inside a content object, and the values of an `icons` map. */
function allIcons(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(allIcons)
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, entry]) => {
    if (key === 'icon') return [entry]
    if (key === 'icons' && entry && typeof entry === 'object') return Object.values(entry)
    return allIcons(entry)
  })
}

/** A page's block by its id and kind, as its route finds it. */
function blockOf<K extends PageBlockKind>(blocks: readonly PageBlock[], id: string, kind: K) {
  return blocks.find((block): block is BlockOf<K> => block.id === id && block.kind === kind)
}

const internalPaths = new Set<string>(Object.values(paths))

describe('coach, event and platform records', () => {
  it('events parse against the event schema, Idaho AI Week first, with https URLs', () => {
    expect(events.map((event) => eventSchema.parse(event).name)).toEqual([
      'Idaho AI Week',
      'State AI Expo',
      'AI Education Week',
    ])
    expect(events[0]?.slug).toBe('idaho-ai-week')
    expect(events[0]?.dates).toBe('April 20–25, 2026')
    expect(events[0]?.location).toContain('Boise')
    expect(allText(events[0])).toContain('100+ events')
    expect(events[1]?.location).toContain('Idaho Capitol')
    for (const event of events) expect(event.url).toMatch(/^https:\/\//)
  })

  it('platform tools are the three products, each linking to its own page', () => {
    const parsed = platformTools.map((tool) => platformToolSchema.parse(tool))
    expect(parsed.map((tool) => [tool.name, tool.href])).toEqual([
      ['Contest Platform', paths.contestPlatform],
      ['AI Skills Tracker', paths.aiSkillsTracker],
      ['Event Dashboard', paths.eventDashboard],
    ])
    expect(allText(parsed[0])).toMatch(/entries[\s\S]*judging[\s\S]*showcases/i)
    expect(allText(parsed[0])).toContain(
      'Role-based access for organizers, judges and participants',
    )
    expect(parsed[1]?.summary).toContain('Training progress analytics')
    expect(parsed[2]?.summary).toMatch(/participants, sponsors and metrics/)
  })

  it('compensation states the four work models with the spec pay figures', () => {
    expect(workModels.map((m) => [m.model, m.hours, m.pay])).toEqual([
      ['Part-time', '10-20 hrs/week', '$2,000-$4,000 per month'],
      ['Full-time', '40 hrs/week', '$50,000-$75,000 per year, with benefits'],
      ['Contract', 'Per engagement', '$100-$150 per hour'],
      ['Experienced specialists', 'Full-time or contract', '$100,000+ per year'],
    ])
    expect([...fundingSources]).toEqual([
      'State and federal grants',
      'Chamber partnerships',
      'School district budgets',
      'Corporate sponsors',
      'Fee-for-service',
    ])
  })

  it('the applicant journey has the eight steps of the spec, in order', () => {
    expect(coachJourney.map((step) => stepSchema.parse(step).title)).toEqual([
      'Application',
      'Interview',
      'Background check',
      'Acceptance notification',
      'Certification training',
      'Practicum and certification',
      'Initial deployment',
      'Ongoing practice',
    ])
    expect(coachReview).toMatchObject({ reviewTime: '1-2 weeks', admissions: 'rolling' })
  })
})

describe('coach, partner, platform and legal pages', () => {
  it('every link is a known route (with an allowed query) or an https URL', () => {
    for (const [name, page] of Object.entries(pages)) {
      for (const link of allLinks(page)) {
        const parsed = linkSchema.safeParse(link)
        expect(parsed.success, `${name}: ${link.href}`).toBe(true)
        if (link.href.startsWith('/')) {
          expect(internalPaths.has(link.href.split('?')[0] ?? ''), `${name}: ${link.href}`).toBe(
            true,
          )
        }
      }
    }
  })

  it('every icon a page shows is a lucide-react icon component', () => {
    const icons = [
      ...Object.values(pages).flatMap(allIcons),
      ...platformTools.map((tool) => tool.icon),
      ...Object.values(becomeAiCoachIcons).flat(),
      ...Object.values(aiCoachProgramIcons).flat(),
      ...Object.values(aiCoachesIcons).flat(),
      ...Object.values(partnersIcons).flat(),
      ...Object.values(contestPlatformIcons).flat(),
      ...Object.values(aiSkillsTrackerIcons).flat(),
      ...Object.values(eventDashboardIcons).flat(),
      ...Object.values(eventsIcons.bySlug),
      eventsIcons.fallback,
      ...joinAllianceIcons.waysToTakePart,
    ]
    expect(icons.length).toBeGreaterThan(20)
    expect(icons.filter((icon) => !iconSchema.safeParse(icon).success)).toEqual([])
  })

  it('/ai-coaches states the formats, discovery call, launch time, funding and Request Training', () => {
    const text = allText(aiCoaches)
    for (const fact of [
      'Half-day or full-day',
      '1-2 days',
      'Multi-day bootcamp',
      '15-30 minute',
      '2-4 weeks',
      'Schools',
      'Universities',
      'Chambers of commerce',
      'Businesses',
    ]) {
      expect(text).toContain(fact)
    }
    expect(blockOf(aiCoaches, 'funding', 'list')?.items).toHaveLength(5)
    expect(aiCoachesPathwayHrefs).toEqual([paths.talkToAi, paths.createWithAi, paths.buildWithAi])
    const requestTraining = allLinks(aiCoaches).filter((l) => l.label === 'Request Training')
    expect(requestTraining.length).toBeGreaterThan(0)
    for (const link of requestTraining) expect(link.href).toBe('/contact?subject=request-training')
  })

  it('/ai-coach-program states the program structure, pay, FAQ and its two calls to action', () => {
    const text = allText(aiCoachProgram)
    for (const fact of [
      '6-8 weeks at 15-20 hours per week',
      '3 practice workshops',
      '8-16 hours',
      'grant-funded and free for accepted applicants',
      'months 1-3',
      '1-2 partner organizations',
      'month 4',
      'Monthly webinars',
      'No prior AI experience is required.',
      'A background check and reference verification are part of selection.',
      'Review takes 1-2 weeks',
      'Admissions are rolling',
      // The FAQ's part-time figure differs from the work model's; both are stated.
      '10-15 hours per week',
      '10-20 hours per week',
    ]) {
      expect(text).toContain(fact)
    }
    expect(blockOf(aiCoachProgram, 'training-blocks', 'steps')?.items.map((b) => b.title)).toEqual([
      'Block 1: AI fundamentals',
      'Block 2: Applied AI skills',
      'Block 3: Teaching and facilitation',
      'Block 4: Business and community engagement',
    ])
    const faq = blockOf(aiCoachProgram, 'faq', 'faq')
    expect(faq?.items.length).toBeGreaterThan(0)
    for (const item of faq?.items ?? []) faqItemSchema.parse(item)
    expect(blockOf(aiCoachProgram, 'cta', 'cta')?.actions).toEqual([
      { label: 'Start Your Application', href: '/ai-coach-application' },
      { label: 'Back to Overview', href: '/become-ai-coach' },
    ])
  })

  it('/become-ai-coach sends Start Your Application to the application form', () => {
    const starts = allLinks(becomeAiCoach).filter((l) => l.label === 'Start Your Application')
    expect(starts.length).toBeGreaterThanOrEqual(2)
    for (const link of starts) expect(link.href).toBe(paths.aiCoachApplication)
    expect(blockOf(becomeAiCoach, 'closing', 'cta')?.title.length).toBeGreaterThan(0)
  })

  it('/partners states grant matching and links to the partnership subject', () => {
    expect(allText(partners)).toContain('every $1 can unlock $2-3 in matching grants')
    const hrefs = allLinks(partners).map((l) => l.href)
    expect(hrefs).toContain('/contact?subject=partnership')
    expect(hrefs).toContain(contactLinks.subject('partnership'))
  })

  it('platform pages send demo requests to plain /contact', () => {
    for (const page of [technologyPlatform, contestPlatform, aiSkillsTracker, eventDashboard]) {
      const demos = allLinks(page).filter((l) => l.label === 'Request a Demo')
      expect(demos.length).toBeGreaterThan(0)
      for (const link of demos) expect(link.href).toBe('/contact')
    }
  })

  it('legal pages are effective Oct 7 2025 and state the spec facts', () => {
    for (const page of [privacyPolicy, termsOfService]) {
      expect(blockOf(page, 'effective-date', 'prose')?.paragraphs).toEqual(['October 7, 2025'])
      const text = allText(page)
      expect(text).toContain('Monday to Friday, 8 AM to 5 PM')
      expect(text).toContain('closed weekends')
      expect(text).toMatch(/under 18 needs the consent of a parent or legal guardian/)
      // The contact record fills these in on the page, so the words never hold an old address.
      expect(text).toContain('e-mail {email} or call {phone}')
      expect(new Set(page.map((block) => block.id)).size).toBe(page.length)
    }
    const terms = allText(termsOfService)
    expect(terms).toContain('within 5 business days')
    expect(terms).toContain('teams of up to 5')
    const privacy = allText(privacyPolicy)
    expect(privacy).toContain('Supabase')
    for (const field of ['city', 'region', 'organization type', 'areas that interest you']) {
      expect(privacy).toContain(field)
    }
  })

  it('form pages state the promises: 30-minute interview, 5-7 and 1-2 business days', () => {
    expect(
      blockOf(aiCoachApplication, 'what-happens-next', 'steps')?.items.map((s) => s.title),
    ).toEqual(['Apply', '30-minute video interview', 'Reference and background check', 'Decision'])
    expect(allText(aiCoachApplication)).toContain('within 5-7 business days')
    expect(allText(contact)).toContain('within 1-2 business days')
    expect(
      blockOf(joinAlliance, 'ways-to-take-part', 'cards')?.cards.map((card) => card.title),
    ).toEqual(['Training', 'Contests', 'Events', 'Sponsorship', 'Becoming a trainer'])
  })
})

/** Renders a route module's Component inside a memory router, as the app does. */
async function renderRoute(load: () => Promise<{ Component: ComponentType }>, path: string) {
  const { Component } = await load()
  const router = createMemoryRouter([{ path: '*', Component }], { initialEntries: [path] })
  render(createElement(RouterProvider, { router }))
  return screen.getByRole('heading', { level: 1 })
}

describe('coach, partner, platform and legal route modules render', () => {
  it('/ai-coach-program renders one h1, the pay table, both calls to action and the mail line', async () => {
    const h1 = await renderRoute(() => import('@/app/routes/ai-coach-program'), '/ai-coach-program')
    expect(h1).toHaveTextContent('The AI Coach Program')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const table = screen.getByRole('table', { name: 'AI Coach work models, hours and pay' })
    expect(within(table).getByRole('rowheader', { name: 'Full-time' })).toBeInTheDocument()
    expect(within(table).getByText('$100-$150 per hour')).toBeInTheDocument()
    for (const link of screen.getAllByRole('link', { name: 'Start Your Application' })) {
      expect(link).toHaveAttribute('href', '/ai-coach-application')
    }
    for (const link of screen.getAllByRole('link', { name: 'Back to Overview' })) {
      expect(link).toHaveAttribute('href', '/become-ai-coach')
    }
    expect(screen.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    )
    expect(screen.getAllByRole('group').length).toBe(
      blockOf(aiCoachProgram, 'faq', 'faq')?.items.length,
    )
  })

  it('/events lists the ended events under Past events, says none is scheduled, and opens links in a new tab', async () => {
    await renderRoute(() => import('@/app/routes/events'), '/events')
    expect(screen.getByRole('heading', { name: 'Past events' })).toBeInTheDocument()
    expect(screen.getByText(/No statewide event is scheduled yet/)).toBeInTheDocument()
    const external = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('https://'))
    expect(external.map((link) => link.getAttribute('href')).sort()).toEqual(
      events.map((e) => e.url).sort(),
    )
    for (const link of external) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link).toHaveTextContent('(opens in a new tab)')
    }
  })

  it('/ai-coaches sends every Request Training button to the request-training subject', async () => {
    await renderRoute(() => import('@/app/routes/ai-coaches'), '/ai-coaches')
    const buttons = screen.getAllByRole('link', { name: 'Request Training' })
    expect(buttons.length).toBe(2)
    for (const link of buttons) {
      expect(link).toHaveAttribute('href', '/contact?subject=request-training')
    }
    expect(screen.getByRole('link', { name: /About Build with AI/ })).toHaveAttribute(
      'href',
      paths.buildWithAi,
    )
  })

  it('the legal pages show the effective date and link each section from the contents list', async () => {
    for (const [load, page] of [
      [() => import('@/app/routes/privacy-policy'), privacyPolicy],
      [() => import('@/app/routes/terms-of-service'), termsOfService],
    ] as const) {
      const h1 = await renderRoute(load, '/')
      expect(h1).toHaveTextContent(blockOf(page, 'hero', 'hero')?.title ?? '')
      expect(screen.getByText('October 7, 2025')).toHaveAttribute('datetime', '2025-10-07')
      expect(screen.getAllByText(new RegExp(`e-mail ${siteConfig.email} or call`))).toHaveLength(1)
      const sections = page.filter(
        (block): block is BlockOf<'prose'> =>
          block.kind === 'prose' && block.id !== 'effective-date',
      )
      const toc = screen.getByRole('navigation', { name: 'On this page' })
      const links = within(toc).getAllByRole('link')
      expect(links).toHaveLength(sections.length)
      for (const [index, section] of sections.entries()) {
        expect(links[index]).toHaveAttribute('href', `#${section.id}`)
        expect(document.getElementById(section.id)).toHaveTextContent(section.title ?? '')
      }
      cleanup()
    }
  })
})
