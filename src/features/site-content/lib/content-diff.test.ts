import { describe, expect, it } from 'vitest'
import type { PageBlock } from '@/content/page-copy-schema'
import { seedDatabaseContent } from '@/content/seed-database-content'
import { siteContentSchema, type SiteContent } from '@/content/site-content-schema'
import { diffContent, summaryLine, type PartChange } from './content-diff'

const copy = <T>(value: T) => JSON.parse(JSON.stringify(value)) as T
const base = copy(seedDatabaseContent) as SiteContent

function edited(change: (content: SiteContent) => void, from: SiteContent = base): SiteContent {
  const next = copy(from)
  change(next)
  return next
}

/** The document as Postgres returns a jsonb column: keys shorter first, then by their bytes. */
function asJsonb(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonb)
  if (!value || typeof value !== 'object') return value
  const keys = Object.keys(value).sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
  return Object.fromEntries(
    keys.map((key) => [key, asJsonb((value as Record<string, unknown>)[key])]),
  )
}

const blocksOf = (content: SiteContent, route: string) => content.pages![route]!.blocks
const pageItems = (changes: PartChange[]) =>
  changes.find((change) => change.part === 'pages')?.items ?? []
/** Every sentence and word a change shows. */
const read = (changes: PartChange[]) =>
  changes
    .flatMap((change) => change.items)
    .flatMap((item) => [
      item.item,
      item.says ?? '',
      ...item.fields.flatMap((field) => [
        field.field,
        field.says ?? '',
        ...(field.words ?? []).map((segment) => segment.text),
      ]),
    ])
    .join('\n')

describe('diffContent: only what really changes', () => {
  it('finds no change between a version and itself', () => {
    expect(diffContent(base, copy(base))).toEqual([])
    expect(summaryLine([])).toBe('No change to the content.')
  })

  it('does not count key order: the draft as zod writes it against the live version as jsonb returns it', () => {
    const draft = siteContentSchema.parse(copy(base))
    const live = asJsonb(copy(base)) as SiteContent
    expect(diffContent(live, draft)).toEqual([])
    expect(diffContent(draft, live)).toEqual([])
  })

  it('does not count spacing, nor an empty field against a missing one', () => {
    const after = edited((content) => {
      const block = blocksOf(content, '/privacy-policy')[4] as Extract<PageBlock, { kind: 'prose' }>
      block.paragraphs[1] = `  ${block.paragraphs[1]!.replace(/ /g, '  \n')} `
      content.banner = { text: '' }
      content.events[0]!.highlights = [...content.events[0]!.highlights]
      content.contact.address = ''
    })
    expect(diffContent(base, after)).toEqual([])
  })

  it('reads a version without pages, or a page without blocks, as the site shows it', () => {
    const withoutPages = edited((content) => {
      delete content.pages
    })
    const emptyPage = edited((content) => {
      content.pages!['/about']!.blocks = []
    })
    expect(diffContent(withoutPages, base)).toEqual([])
    expect(diffContent(base, emptyPage)).toEqual([])
  })
})

describe('diffContent: each change in the page’s own words', () => {
  it('shows one changed word of a 600-character text in its context, naming the page and field', () => {
    const before = blocksOf(base, '/privacy-policy')[4] as Extract<PageBlock, { kind: 'prose' }>
    const paragraph = before.paragraphs[1]!
    expect(paragraph.length).toBeGreaterThan(600)
    const after = edited((content) => {
      const block = blocksOf(content, '/privacy-policy')[4] as typeof before
      block.paragraphs[1] = paragraph.replace(
        'random value that changes every day',
        'random value that changes every hour',
      )
    })
    const changes = diffContent(base, after)
    expect(changes.map((change) => change.label)).toEqual(['Pages'])
    const [item, ...others] = pageItems(changes)
    expect(others).toEqual([])
    expect(item).toMatchObject({
      kind: 'changed',
      page: `/privacy-policy – ${base.pages!['/privacy-policy']!.seo!.title}`,
      item: `Text section: ${before.title}`,
    })
    expect(item!.fields).toHaveLength(1)
    const [field] = item!.fields
    expect(field!.field).toBe('Paragraph 2')
    const words = field!.words!
    expect(words.filter((segment) => segment.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'day,' },
      { kind: 'added', text: 'hour,' },
    ])
    // Context on both sides, not the whole paragraph, and never cut at the same point twice.
    expect(words[0]).toEqual({
      kind: 'same',
      text: '… address with a random value that changes every',
    })
    expect(words.at(-1)).toEqual({
      kind: 'same',
      text: 'and our database keeps only the scrambled result …',
    })
    expect(words.map((segment) => segment.text).join(' ').length).toBeLessThan(160)
  })

  it('names the one word of a labels block that changed, by its name in the desk', () => {
    const after = edited((content) => {
      for (const block of blocksOf(content, '/partners')) {
        if (block.kind === 'labels') block.labels.link = 'Talk to us about this tier'
      }
    })
    const [item] = pageItems(diffContent(base, after))
    expect(item?.fields).toEqual([
      {
        field: 'Words of the link to discuss the tier',
        words: [
          { kind: 'removed', text: 'Discuss' },
          { kind: 'added', text: 'Talk to us about' },
          { kind: 'same', text: 'this tier' },
        ],
      },
    ])
  })

  it('says an entry added, removed or moved in words, never as JSON', () => {
    const route = Object.keys(base.pages!).find((key) =>
      blocksOf(base, key).some((block) => block.kind === 'faq' && block.items.length > 2),
    )!
    const faqAt = blocksOf(base, route).findIndex((block) => block.kind === 'faq')
    const faq = blocksOf(base, route)[faqAt] as Extract<PageBlock, { kind: 'faq' }>
    const [first, second] = faq.items
    const after = edited((content) => {
      const block = blocksOf(content, route)[faqAt] as typeof faq
      block.items = [second!, first!, ...block.items.slice(2)]
      block.items.push({ question: 'Can a school join mid-year?', answer: 'Yes, at any time.' })
    })
    const [item, ...others] = pageItems(diffContent(base, after))
    expect(others).toEqual([])
    expect(item?.fields.map((field) => field.says)).toEqual([
      expect.stringMatching(/^Moved question “.*” (above|below) “.*”$/),
      'Added question “Can a school join mid-year?”',
    ])
    expect(read(diffContent(base, after))).not.toMatch(/[{[]"/)
  })

  it('counts a block moved on its page as one change', () => {
    const route = Object.keys(base.pages!).find((key) => blocksOf(base, key).length >= 4)!
    const after = edited((content) => {
      const blocks = blocksOf(content, route)
      blocks.push(blocks.splice(1, 1)[0]!)
    })
    const items = pageItems(diffContent(base, after))
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      kind: 'moved',
      says: expect.stringMatching(/^Moved block “.*” below “.*”$/),
    })
  })
})

describe('diffContent: the other parts', () => {
  it('names an event edited in place and each field’s changed words', () => {
    const event = base.events[0]!
    const after = edited((content) => {
      content.events[0]!.location = 'Idaho Falls, Idaho'
      delete content.events[0]!.url
    })
    const [events] = diffContent(base, after)
    expect(events?.label).toBe('Events')
    expect(events?.items).toHaveLength(1)
    expect(events?.items[0]).toMatchObject({ kind: 'changed', item: event.name })
    expect(events?.items[0]?.fields.map((field) => field.field)).toEqual(
      event.url ? ['Place', 'Website'] : ['Place'],
    )
  })

  it('names added and removed items, and a tier’s new price as the card reads it', () => {
    const after = edited((content) => {
      content.events.pop()
      content.partners.push({ name: 'Acme', tier: content.partnerTiers[0]!.name })
      content.partnerTiers[0]!.price = { from: 5000, to: 10000, per: 'year' }
    })
    const changes = diffContent(base, after)
    expect(changes.map((change) => change.label)).toEqual(['Events', 'Partners', 'Partner tiers'])
    expect(changes[0]?.items[0]).toMatchObject({
      kind: 'removed',
      says: `Removed event “${base.events.at(-1)!.name}”`,
    })
    expect(changes[1]?.items[0]).toMatchObject({ kind: 'added', says: 'Added partner “Acme”' })
    expect(changes[2]?.items[0]?.fields).toEqual([
      { field: 'Price', words: [{ kind: 'added', text: '$5,000–$10,000 a year' }] },
    ])
    expect(summaryLine(changes)).toBe(
      `Events: ${base.events.at(-1)!.name} removed. Partners: Acme added. Partner tiers: ${base.partnerTiers[0]!.name} changed.`,
    )
  })

  it('counts phases put in another order as the moves, not as every phase changed', () => {
    const phases = base.timeline[0]!.phases
    const after = edited((content) => {
      const moved = content.timeline[0]!.phases
      moved.push(moved.shift()!)
    })
    const [timeline] = diffContent(base, after)
    expect(timeline?.items).toEqual([
      {
        kind: 'moved',
        item: `${phases[0]!.phase} (${base.timeline[0]!.cycle})`,
        says: `Moved phase “${phases[0]!.phase} (${base.timeline[0]!.cycle})” below “${phases.at(-1)!.phase} (${base.timeline[0]!.cycle})”`,
        fields: [],
      },
    ])
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
