import type { SiteContent, SiteContentPart } from '@/content/site-content-schema'
import { recordKinds } from '@schemas/record-kind'
import { defaultSiteMessages, formNames, messageFieldLabels } from '@schemas/site-messages-defaults'
import type { Labels } from './change-words'
import { draftNews } from './draft-pages'
import { eventFieldLabels } from './event-fields'

/**
 * How the comparison knows and names the items of each part other than pages: an event by its
 * short name, a goal by its words, a field by the label the desk's form gives it.
 */
export type Item = Record<string, unknown>
export type PartRule = {
  label: string
  /** What one item is called in a sentence ("Added event …"). */
  noun: string
  /** The item's identity across versions: an event edited in place keeps its short name. */
  key: (item: Item) => string
  /** What a person calls the item. */
  name: (item: Item) => string
  /** Each field's label as the desk's form words it, in the form's order. */
  fields: Record<string, string>
  /** What one entry of a list field is called ("highlight"). */
  entries?: Record<string, string>
  items: (content: SiteContent) => Item[]
}

export const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** A form's label without its hint to the person typing: "Website (optional)" is the Website. */
const plain = (label: string) => label.replace(/ \((optional|one a line)\)$/, '')

const goalFields = {
  label: 'Goal',
  target: 'Target',
  progress: 'Progress (%)',
  current: 'Current figure',
  asOf: 'As of',
}

/** The parts other than pages, in the desk's order, each with how its items are known and named. */
export const partRules: Record<Exclude<SiteContentPart, 'pages'>, PartRule> = {
  events: {
    label: 'Events',
    noun: 'event',
    key: (event) => text(event.slug),
    name: (event) => text(event.name),
    fields: {
      name: plain(eventFieldLabels.name),
      slug: 'Short name',
      dates: plain(eventFieldLabels.dates),
      startsAt: plain(eventFieldLabels.startsAt),
      endsAt: plain(eventFieldLabels.endsAt),
      location: plain(eventFieldLabels.location),
      description: plain(eventFieldLabels.description),
      url: plain(eventFieldLabels.url),
      highlights: plain(eventFieldLabels.highlights),
      reminderDays: plain(eventFieldLabels.reminderDays),
      image: 'Picture',
    },
    entries: { highlights: 'Highlight' },
    items: (content) => content.events,
  },
  news: {
    label: 'News',
    noun: 'announcement',
    key: (item) => text(item.slug),
    name: (item) => text(item.title),
    fields: {
      title: 'Title',
      slug: 'Short name',
      date: 'Date',
      summary: 'Summary',
      body: 'Text',
      link: 'Link',
      image: 'Picture',
    },
    entries: { body: 'Paragraph' },
    // A version without news of its own shows the repository's (src/content/published.ts).
    items: draftNews,
  },
  banner: {
    label: 'Home banner',
    noun: 'banner',
    key: () => 'banner',
    name: () => 'Banner text',
    fields: { text: 'Text' },
    items: (content) => [content.banner],
  },
  contact: {
    label: 'Contact details',
    noun: 'contact details',
    key: () => 'contact',
    name: () => 'Contact details',
    fields: { email: 'E-mail', phone: 'Phone', address: 'Postal address' },
    items: (content) => [content.contact],
  },
  partners: {
    label: 'Partners',
    noun: 'partner',
    key: (partner) => text(partner.name),
    name: (partner) => text(partner.name),
    fields: { name: 'Partner name', tier: 'Tier', url: 'Partner website', logo: 'Logo' },
    items: (content) => content.partners,
  },
  goals: {
    label: 'Goals',
    noun: 'goal',
    key: (goal) => text(goal.label),
    name: (goal) => text(goal.label),
    fields: goalFields,
    items: (content) => content.goals,
  },
  pilotGoals: {
    label: 'Pilot goals',
    noun: 'pilot goal',
    key: (goal) => text(goal.label),
    name: (goal) => text(goal.label),
    fields: goalFields,
    items: (content) => content.pilotGoals,
  },
  partnerTiers: {
    label: 'Partner tiers',
    noun: 'tier',
    key: (tier) => text(tier.name),
    name: (tier) => text(tier.name),
    fields: { name: 'Tier name', price: 'Price', description: 'Description', benefits: 'Benefits' },
    entries: { benefits: 'Benefit' },
    items: (content) => content.partnerTiers,
  },
  timeline: {
    label: 'Contest timeline',
    noun: 'phase',
    key: (phase) => `${text(phase.cycle)}\u0000${text(phase.phase)}`,
    name: (phase) => `${text(phase.phase)} (${text(phase.cycle)})`,
    fields: {
      phase: 'Phase',
      dates: 'Dates as visitors read them',
      startsAt: 'Starts',
      endsAt: 'Ends',
      details: 'What happens and the rules',
    },
    entries: { details: 'Line' },
    // Each phase is an item, named with its cycle.
    items: (content) =>
      content.timeline.flatMap((cycle) =>
        cycle.phases.map((phase) => ({ ...phase, cycle: cycle.cycle })),
      ),
  },
  messages: {
    label: 'Confirmations and e-mails',
    noun: 'form',
    key: (item) => text(item.form),
    name: (item) => formNames[item.form as keyof typeof formNames] ?? text(item.form),
    fields: messageFieldLabels,
    entries: { nextSteps: 'Step' },
    items: (content) => draftMessages(content),
  },
}

/** Each form's messages, as the draft holds them or, before it holds any, today's words. */
export function draftMessages(content: SiteContent) {
  const messages = content.messages ?? defaultSiteMessages
  return recordKinds.map((form) => ({ form, ...messages[form] }))
}

export function labelsOf(rule: PartRule): Labels {
  return {
    field: (key) => rule.fields[key] ?? key,
    entry: (key) => rule.entries?.[key] ?? 'Entry',
    order: Object.keys(rule.fields),
  }
}
