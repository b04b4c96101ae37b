import { describe, expect, it } from 'vitest'
import { seedPageCopy } from '@/content/page-copy-seed'
import { seedSiteContent } from '@/content/seed-site-content'
import type { SiteContent } from '@/content/site-content-schema'
import { diffContent, shown, summaryLine } from './content-diff'

const base = JSON.parse(JSON.stringify(seedSiteContent)) as SiteContent

function edited(change: (content: SiteContent) => void): SiteContent {
  const copy = JSON.parse(JSON.stringify(base)) as SiteContent
  change(copy)
  return copy
}

describe('diffContent', () => {
  it('finds no change between a version and itself', () => {
    expect(
      diffContent(
        base,
        edited(() => {}),
      ),
    ).toEqual([])
    expect(summaryLine([])).toBe('No change to the content.')
  })

  it('names the one word of a labels block that changed', () => {
    const before = { ...base, pages: seedPageCopy }
    const after = edited((content) => {
      content.pages = JSON.parse(JSON.stringify(seedPageCopy)) as typeof seedPageCopy
      for (const block of content.pages['/partners']!.blocks) {
        if (block.kind === 'labels') block.labels.link = 'Talk to us about this tier'
      }
    })
    const pages = diffContent(before, after).find((part) => part.part === 'pages')
    expect(pages?.items).toEqual([
      {
        kind: 'changed',
        item: '/partners: partner-tier-cards, link',
        fields: [
          { field: 'Words', before: 'Discuss this tier', after: 'Talk to us about this tier' },
        ],
      },
    ])
  })

  it('names an event edited in place and each field before → after', () => {
    const after = edited((content) => {
      const event = content.events[0]!
      event.dates = 'April 19–24, 2027'
      delete event.url
    })
    const [events] = diffContent(base, after)
    expect(events?.label).toBe('Events')
    expect(events?.items).toEqual([
      {
        kind: 'changed',
        item: base.events[0]!.name,
        fields: [
          { field: 'Dates', before: base.events[0]!.dates, after: 'April 19–24, 2027' },
          { field: 'Website', before: base.events[0]!.url, after: '(empty)' },
        ],
      },
    ])
  })

  it('names added and removed items, and a tier’s new price', () => {
    const after = edited((content) => {
      content.events.pop()
      content.partners.push({ name: 'Acme', tier: content.partnerTiers[0]!.name })
      content.partnerTiers[0]!.price = { from: 5000, to: 10000, per: 'year' }
    })
    const changes = diffContent(base, after)
    expect(changes.map((change) => change.label)).toEqual(['Events', 'Partners', 'Partner tiers'])
    expect(changes[0]?.items[0]).toMatchObject({ kind: 'removed', item: base.events.at(-1)!.name })
    expect(changes[1]?.items[0]).toMatchObject({ kind: 'added', item: 'Acme' })
    expect(changes[2]?.items[0]?.fields).toEqual([
      { field: 'Price', before: '(empty)', after: '$5,000–$10,000 a year' },
    ])
    expect(summaryLine(changes)).toBe(
      `Events: ${base.events.at(-1)!.name} removed. Partners: Acme added. Partner tiers: ${base.partnerTiers[0]!.name} changed.`,
    )
  })

  it('names a timeline phase with its cycle, and a change of order', () => {
    const after = edited((content) => {
      const phases = content.timeline[0]!.phases
      phases.reverse()
    })
    const [timeline] = diffContent(base, after)
    expect(timeline?.items).toEqual([
      { kind: 'reordered', item: 'The order of the contest timeline', fields: [] },
    ])
    const renamed = edited((content) => {
      content.timeline[0]!.phases[0]!.dates = 'Soon'
    })
    const phase = base.timeline[0]!.phases[0]!
    expect(diffContent(base, renamed)[0]?.items[0]?.item).toBe(
      `${phase.phase} (${base.timeline[0]!.cycle})`,
    )
  })

  it('shows the banner and contact details as single items', () => {
    const after = edited((content) => {
      content.banner = { text: 'Registration is open' }
      content.contact.phone = '(208) 555-0199'
    })
    expect(summaryLine(diffContent(base, after))).toBe(
      'Home banner: Banner text changed. Contact details: Contact details changed.',
    )
  })
})

describe('shown', () => {
  it('writes values as a person reads them', () => {
    expect(shown(undefined)).toBe('(empty)')
    expect(shown(['a', 'b'])).toBe('a; b')
    expect(shown({ src: '/x.png', alt: 'Acme logo' })).toBe('image “Acme logo”')
    expect(shown('x'.repeat(300))).toHaveLength(120)
  })
})
