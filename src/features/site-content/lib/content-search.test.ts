import { describe, expect, it } from 'vitest'
import { seedPageCopy } from '@/content/page-copy-seed'
import { seedSiteContent } from '@/content/seed-site-content'
import type { SiteContent, SiteContentPart } from '@/content/site-content-schema'
import { isSearchable, searchContent, searchEntries, searchIndex } from './content-search'

const seeded = seedSiteContent as SiteContent
const where = (query: string, content = seeded) =>
  searchContent(content, query).map((result) => result.where.join(' › '))

describe('searchContent, on the seeded content', () => {
  it('finds “5-7 business days” on the coach application page, in the terms of service, and in the confirmation, notice and e-mail that promise it', () => {
    const results = searchContent(seeded, '5-7 business days')
    expect(results.map((result) => result.where.join(' › '))).toEqual([
      'Pages › /ai-coach-application – Apply to Be an AI Coach | Idaho AI Alliance › Search engines › Description in search results',
      'Pages › /ai-coach-application – Apply to Be an AI Coach | Idaho AI Alliance › Steps: What happens after you apply › Items › Step 4 › Description',
      'Pages › /terms-of-service – Terms of Service | Idaho AI Alliance › Text section: Forms and AI Coach applications › Paragraphs › Paragraph 2',
      'Confirmations and e-mails › AI Coach application › What happens next (on the confirmation and in the acknowledgement e-mail)',
      'Confirmations and e-mails › AI Coach application › Notice sentence',
    ])
    expect(results[3]?.target).toEqual({
      kind: 'field',
      headingId: 'messages-heading',
      fieldId: 'messages-coach_application-nextSteps',
    })
    expect(results[1]).toMatchObject({
      before: 'You hear our decision within ',
      match: '5-7 business days',
      after: '.',
      target: {
        kind: 'page',
        route: '/ai-coach-application',
        fieldId: 'page-ai-coach-application-blocks-2-items-3-description',
      },
    })
    expect(results[2]?.target).toEqual({
      kind: 'page',
      route: '/terms-of-service',
      fieldId: 'page-terms-of-service-blocks-5-paragraphs-1',
    })
    // The same with an en dash and capitals.
    expect(where('5–7 Business Days')).toEqual(results.map((result) => result.where.join(' › ')))
  })

  it('names each field as the desk labels it: a labels block’s words, a table’s cell, a link’s words', () => {
    expect(where('This event took place')).toEqual([
      'Pages › /events › Words around the records: Event cards (also the event states on /programs, and the page’s search description) › State of an event that has ended',
    ])
    expect(where('Visit the event website')).toHaveLength(1)
    expect(where('apply their skills in contests')).toContain(
      'Pages › /about – About the Idaho AI Alliance › Table: Approach › Rows › Row 3: What happens',
    )
    const home = seedPageCopy['/']!
    const hero = home.blocks[0]
    const button = hero?.kind === 'hero' ? hero.actions?.[0]?.label : undefined
    expect(button).toBeDefined()
    expect(
      searchContent(seeded, button!).some(
        (result) =>
          result.where.join(' › ').endsWith('› Buttons › Button 1 › Words of the link') &&
          result.target.kind === 'page' &&
          result.target.fieldId === 'page--blocks-0-actions-0-label',
      ),
    ).toBe(true)
  })

  it('names events, news, goals and the timeline by the item and the form’s label', () => {
    expect(where('April 20–25, 2026')).toContain(
      'Events › Idaho AI Week › Dates as visitors read them',
    )
    expect(where('free to apply, and certification')).toContain(
      'News › AI Coach applications are open › Summary',
    )
    expect(where('no prior AI experience is required')).toContain(
      'News › AI Coach applications are open › Text',
    )
    expect(where('1,000+')).toContain('Goals › Students engaged in contests › Target')
    expect(where('check-ins every Friday')).toEqual([
      'Contest timeline › Create (2025–26) › What happens and the rules',
    ])
    const [event] = searchContent(seeded, 'April 20–25, 2026')
    const [phase] = searchContent(seeded, 'check-ins every Friday')
    expect(phase?.target).toMatchObject({ editId: 'timeline-0-1-edit', formName: 'Edit Create' })
    expect(event?.target).toMatchObject({
      kind: 'item',
      editId: 'edit-event-idaho-ai-week',
      formName: 'Edit Idaho AI Week',
      fieldLabel: 'Dates as visitors read them',
    })
  })
})

describe('searchContent reads every part of the content', () => {
  const marker = 'Zephyrine'
  const marked: SiteContent = {
    ...seeded,
    events: [{ ...seeded.events[0]!, location: `${marker} Hall` }],
    news: [{ ...seeded.news![0]!, summary: `Held at ${marker}.` }],
    partners: [{ name: `${marker} Labs`, tier: seeded.partnerTiers[0]!.name }],
    partnerTiers: [{ ...seeded.partnerTiers[0]!, benefits: ['One', `${marker} two`] }],
    timeline: [
      { cycle: '2026–27', phases: [{ ...seeded.timeline[0]!.phases[0]!, phase: marker }] },
    ],
    goals: [{ label: 'Goal', target: `${marker}s`, progress: 0 }],
    pilotGoals: [{ label: marker, target: '5', progress: 0 }],
    banner: { text: `See ${marker}` },
    contact: { ...seeded.contact, address: `1 ${marker} Way` },
    pages: {
      ...seedPageCopy,
      '/contact': {
        ...seedPageCopy['/contact']!,
        blocks: [{ kind: 'prose', id: 'story', title: 'Story', paragraphs: [`Ask ${marker}.`] }],
      },
    },
  }

  it('finds the words in pages, events, news, partners, tiers, the timeline, goals, pilot goals, the banner and contact details', () => {
    const parts = new Set(searchContent(marked, marker.toLowerCase()).map((result) => result.part))
    const every: SiteContentPart[] = [
      'banner',
      'contact',
      'events',
      'goals',
      'news',
      'pages',
      'partnerTiers',
      'partners',
      'pilotGoals',
      'timeline',
    ]
    expect([...parts].sort()).toEqual(every.sort())
    expect(where(marker, marked)).toEqual(
      expect.arrayContaining([
        'Pages › /contact – Contact Us | Idaho AI Alliance › Text section: Story › Paragraphs › Paragraph 1',
        'Partners › Zephyrine Labs › Partner name',
        'Partner tiers › State › Benefits',
        'Pilot goals › Zephyrine › Goal',
        'Contact details › Postal address',
      ]),
    )
    expect(
      where(marker, marked).filter((place) => place.startsWith('Home banner › ')),
    ).toHaveLength(1)
  })

  it('reads the draft’s pages: a page the draft changed is searched as changed', () => {
    expect(where('Ask Zephyrine', marked)).toHaveLength(1)
    expect(where('Ask Zephyrine')).toHaveLength(0)
  })

  it('searches only the parts given', () => {
    const found = searchContent(marked, marker, ['events', 'settings'])
    expect(new Set(found.map((result) => result.part))).toEqual(
      new Set(['events', 'banner', 'contact']),
    )
  })

  it('needs two characters at least', () => {
    expect(isSearchable(' a ')).toBe(false)
    expect(isSearchable('ai')).toBe(true)
    expect(searchContent(marked, 'a')).toEqual([])
    expect(searchContent(marked, 'ai').length).toBeGreaterThan(0)
  })

  it('answers the same from the draft folded once (what the desk keeps between searches)', () => {
    const index = searchIndex(marked)
    expect(searchContent(index, marker)).toEqual(searchContent(marked, marker))
    expect(searchContent(index, '5–7 business days')).toHaveLength(5)
  })

  it('gives each field one entry, under a key of its own', () => {
    const entries = searchEntries(marked)
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length)
  })
})
