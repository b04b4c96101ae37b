import { news as seedNews } from '@/content/news'
import {
  formatTierPrice,
  tierPriceSchema,
  type SiteContent,
  type SiteContentPart,
} from '@/content/site-content-schema'

/** One field of one item: what it read before and what it reads after, in words. */
export type FieldChange = { field: string; before: string; after: string }

/** One item of a part (an event, a goal, a tier, a phase…) and what happened to it. */
export type ItemChange = {
  kind: 'added' | 'removed' | 'changed' | 'reordered'
  item: string
  fields: FieldChange[]
}

/** A part of the site's content ("Events") and its changed items, in the order the desk shows. */
export type PartChange = { part: SiteContentPart; label: string; items: ItemChange[] }

type Item = Record<string, unknown>
type PartRule = {
  label: string
  /** The item's identity across versions: an event edited in place keeps its short name. */
  key: (item: Item) => string
  /** What a person calls the item. */
  name: (item: Item) => string
  /** Each field's label, in the order the desk's form shows them. */
  fields: Record<string, string>
  items: (content: SiteContent) => Item[]
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

const eventFields = {
  name: 'Name',
  dates: 'Dates',
  startsAt: 'Starts',
  endsAt: 'Ends',
  location: 'Place',
  description: 'Summary',
  url: 'Website',
  highlights: 'Highlights',
  image: 'Image',
}
const goalFields = {
  label: 'Goal',
  target: 'Target',
  progress: 'Progress',
  current: 'Current figure',
  asOf: 'As of',
}

/** A page's words as diff items: its search title and description, then each block by its id. */
function pageItems(content: SiteContent): Item[] {
  return Object.entries(content.pages ?? {}).flatMap(([route, page]) => [
    { route, block: 'seo', label: 'search title and description', ...(page.seo ?? {}) },
    ...page.blocks.flatMap((block) =>
      block.kind === 'labels'
        ? labelItems(route, block.id, block.labels)
        : [{ route, block: block.id, label: block.id, ...block }],
    ),
  ])
}

/**
 * A `labels` block's words as one item each ("/partners: partner-tier-cards, link"), so the
 * summary names the one word that changed rather than the whole block.
 */
function labelItems(route: string, id: string, labels: Record<string, string>): Item[] {
  return Object.entries(labels).map(([key, words]) => ({
    route,
    block: `${id}.${key}`,
    label: `${id}, ${key}`,
    words,
  }))
}

/** The parts in the desk's order, each with how its items are known and named. */
const rules: Record<SiteContentPart, PartRule> = {
  events: {
    label: 'Events',
    key: (event) => text(event.slug),
    name: (event) => text(event.name),
    fields: eventFields,
    items: (content) => content.events,
  },
  news: {
    label: 'News',
    key: (item) => text(item.slug),
    name: (item) => text(item.title),
    fields: {
      title: 'Title',
      date: 'Date',
      summary: 'Summary',
      body: 'Text',
      link: 'Link',
      image: 'Picture',
    },
    // A version without news of its own shows the repository's (src/content/published.ts).
    items: (content) => content.news ?? seedNews,
  },
  banner: {
    label: 'Home banner',
    key: () => 'banner',
    name: () => 'Banner text',
    fields: { text: 'Text' },
    items: (content) => [content.banner],
  },
  contact: {
    label: 'Contact details',
    key: () => 'contact',
    name: () => 'Contact details',
    fields: { email: 'E-mail', phone: 'Phone', address: 'Postal address' },
    items: (content) => [content.contact],
  },
  partners: {
    label: 'Partners',
    key: (partner) => text(partner.name),
    name: (partner) => text(partner.name),
    fields: { name: 'Name', tier: 'Tier', url: 'Link', logo: 'Logo' },
    items: (content) => content.partners,
  },
  goals: {
    label: 'Goals',
    key: (goal) => text(goal.label),
    name: (goal) => text(goal.label),
    fields: goalFields,
    items: (content) => content.goals,
  },
  pilotGoals: {
    label: 'Pilot goals',
    key: (goal) => text(goal.label),
    name: (goal) => text(goal.label),
    fields: goalFields,
    items: (content) => content.pilotGoals,
  },
  partnerTiers: {
    label: 'Partner tiers',
    key: (tier) => text(tier.name),
    name: (tier) => text(tier.name),
    fields: { name: 'Name', price: 'Price', description: 'Description', benefits: 'Benefits' },
    items: (content) => content.partnerTiers,
  },
  pages: {
    label: 'Pages',
    key: (item) => `${text(item.route)}\u0000${text(item.block)}`,
    name: (item) => `${text(item.route)}: ${text(item.label)}`,
    // Every field a block kind has (page-copy.ts); a kind without the field reads "(empty)" both sides.
    fields: {
      eyebrow: 'Eyebrow',
      title: 'Title',
      description: 'Description',
      lead: 'Lead',
      intro: 'Introduction',
      text: 'Text',
      paragraphs: 'Paragraphs',
      items: 'Items',
      cards: 'Cards',
      columns: 'Columns',
      rows: 'Rows',
      caption: 'Caption',
      amount: 'Amount',
      note: 'Note',
      more: 'More',
      action: 'Button',
      actions: 'Buttons',
      links: 'Links',
      link: 'Link',
      name: 'Name',
      level: 'Level',
      stage: 'Stage',
      duration: 'Duration',
      summary: 'Summary',
      prerequisites: 'Prerequisites',
      audience: 'For',
      benefits: 'What participants get',
      words: 'Words',
    },
    items: pageItems,
  },
  timeline: {
    label: 'Contest timeline',
    key: (phase) => `${text(phase.cycle)}\u0000${text(phase.phase)}`,
    name: (phase) => `${text(phase.phase)} (${text(phase.cycle)})`,
    fields: {
      phase: 'Phase',
      dates: 'Dates',
      startsAt: 'Starts',
      endsAt: 'Ends',
      details: 'Details',
    },
    // Each phase is an item, named with its cycle.
    items: (content) =>
      content.timeline.flatMap((cycle) =>
        cycle.phases.map((phase) => ({ ...phase, cycle: cycle.cycle })),
      ),
  },
}

const MAX_SHOWN = 120

/** A field's value as a person reads it: "(empty)" when there is none, lists joined, long text cut. */
export function shown(value: unknown): string {
  let words: string
  if (value === undefined || value === null || value === '') words = '(empty)'
  else if (Array.isArray(value)) words = value.length ? value.map(shown).join('; ') : '(empty)'
  else if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    // A tier's price reads as its card does ("$2,500–$5,000 a year"), never as its record.
    const price = tierPriceSchema.safeParse(value)
    words = price.success
      ? formatTierPrice(price.data)
      : typeof record.alt === 'string'
        ? `image “${record.alt}”`
        : typeof record.href === 'string'
          ? `${String(record.label)} (${record.href})`
          : JSON.stringify(value)
  } else words = String(value)
  return words.length > MAX_SHOWN ? `${words.slice(0, MAX_SHOWN - 1)}…` : words
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

function keyed(rule: PartRule, items: Item[]): Map<string, Item> {
  const map = new Map<string, Item>()
  for (const item of items) {
    // Two items with one key (a goal listed twice) are told apart by their place among them.
    let key = rule.key(item)
    for (let n = 2; map.has(key); n += 1) key = `${rule.key(item)}#${n}`
    map.set(key, item)
  }
  return map
}

function diffPart(part: SiteContentPart, before: SiteContent, after: SiteContent): PartChange {
  const rule = rules[part]
  const old = keyed(rule, rule.items(before))
  const now = keyed(rule, rule.items(after))
  const items: ItemChange[] = []
  for (const [key, item] of old) {
    if (!now.has(key)) items.push({ kind: 'removed', item: rule.name(item), fields: [] })
  }
  for (const [key, item] of now) {
    const was = old.get(key)
    if (!was) {
      items.push({ kind: 'added', item: rule.name(item), fields: [] })
      continue
    }
    const fields = Object.entries(rule.fields)
      .filter(([field]) => !same(was[field], item[field]))
      .map(([field, label]) => ({
        field: label,
        before: shown(was[field]),
        after: shown(item[field]),
      }))
    if (fields.length) items.push({ kind: 'changed', item: rule.name(item), fields })
  }
  const order = (map: Map<string, Item>, other: Map<string, Item>) =>
    [...map.keys()].filter((key) => other.has(key))
  if (!same(order(old, now), order(now, old))) {
    items.push({
      kind: 'reordered',
      item: `The order of the ${rule.label.toLowerCase()}`,
      fields: [],
    })
  }
  return { part, label: rule.label, items }
}

const partOrder: SiteContentPart[] = [
  'events',
  'news',
  'banner',
  'contact',
  'partners',
  'goals',
  'pilotGoals',
  'partnerTiers',
  'timeline',
  'pages',
]

/** What changes from `before` to `after`, part by part; parts with no change are left out. */
export function diffContent(before: SiteContent, after: SiteContent): PartChange[] {
  return partOrder
    .map((part) => diffPart(part, before, after))
    .filter((change) => change.items.length > 0)
}

const kindWords: Record<ItemChange['kind'], string> = {
  added: 'added',
  removed: 'removed',
  changed: 'changed',
  reordered: 'changed',
}

/** One line for a history entry: "Events: Idaho AI Week 2027 changed. Partner tiers: Gold added." */
export function summaryLine(changes: PartChange[]): string {
  if (changes.length === 0) return 'No change to the content.'
  return changes
    .map(
      (change) =>
        `${change.label}: ${change.items.map((item) => `${item.item} ${kindWords[item.kind]}`).join(', ')}.`,
    )
    .join(' ')
}
