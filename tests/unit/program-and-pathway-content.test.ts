import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contactLinks, paths } from '@/config/paths'
import { audiences } from '@/content/audiences'
import { blueprint } from '@/content/blueprint'
import { claims } from '@/content/claims'
import { competitions } from '@/content/competitions'
import { goals2026, pilotGoals } from '@/content/goals'
import type { BlockOf, PageBlock, PageBlockKind } from '@/content/page-copy-schema'
import { eventCallouts, homeCallouts, homeIcons } from '@/content/pages/home'
import about from '@/content/page-seeds/about'
import aiCoachingCertification from '@/content/page-seeds/ai-coaching-certification'
import aiInnovationCertification from '@/content/page-seeds/ai-innovation-certification'
import buildWithAi from '@/content/page-seeds/build-with-ai'
import createWithAi from '@/content/page-seeds/create-with-ai'
import expansion from '@/content/page-seeds/expansion'
import home from '@/content/page-seeds/home'
import joinCompetition from '@/content/page-seeds/join-competition'
import programs from '@/content/page-seeds/programs'
import seeTheModel from '@/content/page-seeds/see-the-model'
import talkToAi from '@/content/page-seeds/talk-to-ai'
import timeline from '@/content/page-seeds/timeline'
import trainingPrograms from '@/content/page-seeds/training-programs'
import { seedSiteContent } from '@/content/seed-site-content'
import { joinCompetitionLayout } from '@/content/pages/join-competition'
import { seeTheModelIcons } from '@/content/pages/see-the-model'
import { partnerTiers } from '@/content/partner-tiers'
import { seedPathways as pathways } from '@/content/pathways'
import { pillars } from '@/content/pillars'
import { programAreas } from '@/content/program-areas'
import { programTable } from '@/content/program-table'
import { seedLabels } from '@/content/record-labels'
import {
  competitionSchema,
  goalSchema,
  iconSchema,
  linkSchema,
  partnerTierSchema,
  pathwaySchema,
  pillarSchema,
  stepSchema,
  timelinePhaseSchema,
} from '@/content/schema'
import { timelinePhases } from '@/content/timeline'

const pages = {
  home,
  homeCallouts,
  about,
  programs,
  trainingPrograms,
  talkToAi,
  createWithAi,
  buildWithAi,
  aiInnovationCertification,
  aiCoachingCertification,
  joinCompetition,
  timeline,
  seeTheModel,
  expansion,
}

/** Every object with an `href` found anywhere inside a content value. */
function collectLinks(value: unknown, found: { href: string; external?: boolean }[] = []) {
  if (Array.isArray(value)) value.forEach((item) => collectLinks(item, found))
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.href === 'string') found.push(record as { href: string; external?: boolean })
    Object.values(record).forEach((item) => collectLinks(item, found))
  }
  return found
}

/** A page's block by its id and kind, as its route finds it. */
function blockOf<K extends PageBlockKind>(blocks: readonly PageBlock[], id: string, kind: K) {
  return blocks.find((block): block is BlockOf<K> => block.id === id && block.kind === kind)
}

const internalPaths = new Set<string>(Object.values(paths))
const allText = (value: unknown) => JSON.stringify(value)

describe('shared records parse against their schemas', () => {
  it.each([
    ['competitions', z.array(competitionSchema), competitions],
    ['pathways', z.array(pathwaySchema), pathways],
    ['2026 goals', z.array(goalSchema), goals2026],
    ['pilot goals', z.array(goalSchema), pilotGoals],
    ['pillars', z.array(pillarSchema), pillars],
    ['blueprint', z.array(stepSchema), blueprint],
    ['timeline', z.array(timelinePhaseSchema), timelinePhases],
    ['partner tiers', z.array(partnerTierSchema), partnerTiers],
    ['audience links', z.array(linkSchema), audiences.map((a) => a.link)],
  ])('%s', (_name, schema, data) => {
    expect(() => schema.parse(data)).not.toThrow()
  })

  it('every icon in program and pathway content is a lucide-react icon component', () => {
    const icons = [
      ...pathways.map((p) => p.icon),
      ...competitions.map((c) => c.icon),
      ...pillars.map((p) => p.icon),
      ...audiences.map((a) => a.icon),
      ...programAreas.map((i) => i.icon),
      ...seeTheModelIcons.ingredients,
      ...homeIcons.becomeAnAiCoach,
    ]
    expect(icons.length).toBeGreaterThan(20)
    expect(icons.filter((icon) => !iconSchema.safeParse(icon).success)).toEqual([])
  })
})

describe('competitions (spec §3)', () => {
  it('has the four competitions with their audiences', () => {
    expect(competitions.map((c) => [c.name, c.audience])).toEqual([
      ['AI Science Fair', 'K-12 students'],
      ['AI Innovation Competition', 'University students'],
      ['AI Startup Accelerator', 'Entrepreneurs'],
      ['AI Upskilling Challenge', 'Employers and chambers'],
    ])
  })

  it('each has five distinct benefits and an https URL', () => {
    for (const c of competitions) {
      expect(new Set(c.benefits).size).toBe(5)
      expect(new URL(c.url).protocol).toBe('https:')
    }
  })
})

describe('training pathways (spec §3, §9)', () => {
  it('has the five pathways with levels, stages and durations', () => {
    expect(pathways.map((p) => [p.name, p.level, p.stage ?? null, p.duration])).toEqual([
      ['Talk to AI', 'Foundation', 'Stage 1', '1.5–2 hours'],
      ['Create with AI', 'Intermediate', 'Stage 2', '5–6 hours'],
      ['Build with AI', 'Advanced', null, '10–12 weeks'],
      ['AI Innovation Certification', 'Capstone', null, '8–12 weeks'],
      ['AI Coaching Certification', 'Professional development', null, '12–16 weeks, hybrid'],
    ])
  })

  it('each pathway links to its own detail page', () => {
    expect(pathways.map((p) => p.href)).toEqual([
      paths.talkToAi,
      paths.createWithAi,
      paths.buildWithAi,
      paths.aiInnovationCertification,
      paths.aiCoachingCertification,
    ])
  })

  it('states the prerequisites of the spec', () => {
    const byName = Object.fromEntries(pathways.map((p) => [p.name, p.prerequisites]))
    expect(byName['Build with AI']).toMatch(/Talk to AI and Create with AI \(or equivalent/)
    expect(byName['Build with AI']).toMatch(/basic programming/)
    expect(byName['AI Innovation Certification']).toMatch(/all three levels.*portfolio review/)
    expect(byName['AI Coaching Certification']).toMatch(
      /equivalent expertise, teaching experience, and passing the application and interview/,
    )
  })

  it('detail pages show four deliverables, six modules and four phases', () => {
    expect(blockOf(createWithAi, 'outline', 'steps')?.items).toHaveLength(4)
    expect(blockOf(buildWithAi, 'outline', 'steps')?.items).toHaveLength(6)
    expect(blockOf(aiInnovationCertification, 'outline', 'steps')?.items).toHaveLength(4)
  })

  it('the coaching certification lists modules 3 to 6 and points to the application', () => {
    const modules = blockOf(aiCoachingCertification, 'curriculum', 'steps')?.items.map(
      (m) => m.title,
    )
    expect(modules?.slice(2)).toEqual([
      'Module 3: Curriculum development and customization',
      'Module 4: Community engagement and outreach',
      'Module 5: Professional development and ethics',
      'Module 6: Practicum and certification',
    ])
    const hrefs = collectLinks(aiCoachingCertification).map((l) => l.href)
    expect(hrefs).toContain(paths.aiCoachApplication)
    expect(hrefs).toContain(paths.aiCoachProgram)
    expect(blockOf(aiCoachingCertification, 'benefits', 'list')?.items.length).toBeGreaterThan(0)
    expect(
      blockOf(aiCoachingCertification, 'who-should-apply', 'list')?.items.length,
    ).toBeGreaterThan(0)
  })
})

describe('goals (spec §9)', () => {
  it('2026 goals are the six targets, all at 0%', () => {
    expect(goals2026.map((g) => g.target)).toEqual([
      '500+',
      '1,000+',
      '150+',
      '50+',
      '$750,000+',
      'Every region',
    ])
    expect(goals2026.every((g) => g.progress === 0)).toBe(true)
  })

  it('pilot goals 2025-26 keep their own figures, including 15 coaches', () => {
    expect(pilotGoals.map((g) => `${g.target} ${g.label}`)).toEqual([
      '500+ Teachers trained',
      '150+ Businesses upskilled',
      '15 AI coaches certified',
      '10 Startups launched',
      '$750K+ Funding leveraged',
    ])
  })
})

describe('timeline (spec §2)', () => {
  it('has the six phases in order', () => {
    expect(timelinePhases.map((p) => p.phase)).toEqual([
      'Enroll',
      'Create',
      'Deadline',
      'Vote',
      'Judge',
      'Showcase',
    ])
  })

  it.each([
    'Nov 10, 2025 at 9:00 AM MT',
    'Jan 8, 2026',
    'Friday at 3:00 PM MT',
    'Mar 17, 2026',
    'Mar 18, 2026, 11:59 PM MT',
    '250–500 words',
    '3–5 minutes',
    'reflection log',
    'Mar 20–30, 2026',
    'per person, per e-mail address and per IP address',
    'Mar 21 – Apr 2, 2026',
    'ethical AI use',
    'Apr 3, 2026 at 9:00 AM MT',
    'Apr 25, 2026, 9:00 AM – 4:00 PM MT',
    'Idaho State Capitol',
    'AI Workforce Champion',
    'global nominees',
  ])('states "%s"', (fact) => {
    expect(allText(timelinePhases)).toContain(fact)
  })
})

describe('records used on the home page', () => {
  it('pillars and blueprint follow the spec', () => {
    expect(pillars.map((p) => p.title)).toEqual([
      'Training and certification',
      'Innovation contests',
      'Statewide events',
      'Impact measurement',
    ])
    expect(blueprint.map((s) => s.title)).toEqual(['Join', 'Train', 'Engage', 'Measure'])
  })

  it('partner tiers are State, Regional, Education, Community', () => {
    expect(partnerTiers.map((t) => t.name)).toEqual(['State', 'Regional', 'Education', 'Community'])
  })

  it('the claims quote the spec', () => {
    expect(allText(claims)).toContain('Nearly 40%')
    expect(allText(claims)).toContain('by 2030')
    expect(allText(claims)).toContain('Fewer than 20%')
  })

  const beforeTheWeek = Date.parse('2026-03-01T12:00:00-07:00')
  const afterEveryEvent = Date.parse('2026-11-25T12:00:00-07:00')

  it('hero has the three calls to action with their targets', () => {
    expect(blockOf(home, 'hero', 'hero')?.actions).toEqual([
      { label: 'Join the Alliance', href: paths.joinAlliance },
      { label: 'Access Training', href: paths.trainingPrograms },
    ])
    expect(homeCallouts.sponsor.href).toBe('/contact?type=partner')
  })

  it('before Idaho AI Week the banner and sponsor call to action announce it', () => {
    const callouts = eventCallouts(seedSiteContent, beforeTheWeek)
    expect(callouts.banner?.text).toBe('Idaho AI Week: April 20–25, 2026, Boise, Idaho')
    expect(callouts.banner?.link.href).toBe(paths.events)
    expect(callouts.sponsor).toMatchObject({
      label: 'Sponsor Idaho AI Week',
      href: '/contact?type=partner',
    })
    expect(callouts.aiWeek.schedule?.external).toBe(true)
    expect(callouts.aiWeek.schedule?.href).toMatch(/^https:\/\//)
  })

  it('with every event past there is no banner and the page says nothing is scheduled', () => {
    const callouts = eventCallouts(seedSiteContent, afterEveryEvent)
    expect(callouts.banner).toBeUndefined()
    expect(callouts.sponsor.label).toBe('Become a partner')
    expect(callouts.aiWeek.paragraphs.join(' ')).toContain('No statewide event is scheduled yet')
    expect(callouts.aiWeek.schedule).toBeUndefined()
  })

  it('a scheduled State AI Expo alone does not bring back a sponsor call: only a Week does', () => {
    const expo2027 = {
      ...seedSiteContent.events.find((event) => event.slug === 'state-ai-expo')!,
      slug: 'state-ai-expo-2027',
      startsAt: '2027-04-24T09:00:00-06:00',
      endsAt: '2027-04-24T16:00:00-06:00',
    }
    const callouts = eventCallouts(
      { ...seedSiteContent, events: [...seedSiteContent.events, expo2027] },
      afterEveryEvent,
    )
    expect(callouts.banner?.text).toContain('State AI Expo')
    expect(callouts.sponsor).toMatchObject({
      label: 'Become a partner',
      href: '/contact?type=partner',
    })
  })

  it('the teach-AI card applies to train', () => {
    expect(blockOf(home, 'become-an-ai-coach', 'cards')?.cards[0]?.link).toEqual({
      label: 'Apply to Train',
      href: '/ai-coach-application',
    })
  })

  it('the program table has a row per program with all three cells', () => {
    expect(programTable.length).toBeGreaterThanOrEqual(5)
    for (const row of programTable) {
      expect(row.program && row.audience && row.outcome).toBeTruthy()
      expect(internalPaths.has(row.href)).toBe(true)
    }
  })
})

describe('program and pathway pages', () => {
  it.each(Object.entries(pages))(
    '%s: every link goes to a route or an external https URL',
    (_n, page) => {
      const links = collectLinks(page)
      expect(links.length).toBeGreaterThan(0)
      for (const link of links) {
        if (link.external) {
          expect(link.href).toMatch(/^https:\/\//)
        } else {
          expect(internalPaths.has(link.href.split('?')[0] ?? '')).toBe(true)
          expect(() => linkSchema.parse(link)).not.toThrow()
        }
      }
    },
  )

  it('the expansion plan states the three phases and the state button goes to the partner form', () => {
    expect(blockOf(expansion, 'expansion-plan', 'table')?.rows.map((r) => r.slice(0, 2))).toEqual([
      ['2026-27', '3-5 state chapters'],
      ['By 2028', '10+ states'],
      ['2029-30', 'Global'],
    ])
    const bring = collectLinks(expansion).filter((l) =>
      'label' in l ? (l as { label: string }).label === 'Bring This to Your State' : false,
    )
    expect(bring.length).toBeGreaterThan(0)
    expect(bring.every((l) => l.href === contactLinks.partner)).toBe(true)
  })

  it('see-the-model links to /expansion and join-competition scrolls to 600 px', () => {
    expect(collectLinks(seeTheModel).map((l) => l.href)).toContain(paths.expansion)
    expect(seedLabels['competition-cards']['view-all']).toBe('View All Competitions')
    expect(joinCompetitionLayout.viewAllScrollTop).toBe(600)
    expect(blockOf(joinCompetition, 'hero', 'hero')?.actions?.[0]).toEqual({
      label: 'Explore Training First',
      href: paths.trainingPrograms,
    })
  })

  it('the timeline page links to /join-competition and /about', () => {
    const hrefs = collectLinks(timeline).map((l) => l.href)
    expect(hrefs).toEqual(expect.arrayContaining([paths.joinCompetition, paths.about]))
  })

  it('no page copy contains placeholder text', () => {
    for (const page of Object.values(pages)) {
      expect(allText(page)).not.toMatch(/lorem|ipsum|coming soon|TODO|TBD/i)
    }
  })
})
