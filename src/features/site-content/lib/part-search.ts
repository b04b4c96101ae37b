import type { SiteContent, SiteContentPart } from '@/content/site-content-schema'
import { partRules, text, type Item } from './part-rules'
import type { SearchEntry, SearchTarget } from './search-entry'

/**
 * What the desk's search reads in the parts other than pages: each item's texts, named as the
 * desk's comparison names them (part-rules.ts: the part, the item, the field by its form's
 * label), and where the desk shows them.
 */

export type OtherPart = Exclude<SiteContentPart, 'pages'>

/** The parts in the order the desk shows their sections. */
export const partOrder: OtherPart[] = [
  'events',
  'news',
  'banner',
  'contact',
  'partners',
  'goals',
  'pilotGoals',
  'partnerTiers',
  'timeline',
  'messages',
]

/** Fields that hold no sentence a person would look for: addresses, instants, numbers, choices. */
const notWords = new Set([
  'slug',
  'url',
  'startsAt',
  'endsAt',
  'date',
  'asOf',
  'progress',
  'tier',
  'price',
])

/** Where the desk shows each part: its section's heading and each item's Edit button or field. */
type Place = {
  headingId: string
  /** The Edit button's id, from the item's place in the part's list. */
  editId?: (item: Item, index: number, content: SiteContent) => string
  /** What the editor calls the item on its buttons and form, where not the comparison's name. */
  editName?: (item: Item) => string
  /** A part edited in forms always on screen: each field's id. */
  fieldId?: (key: string, item: Item) => string
  /** Several such forms, one per item: results name the item too. */
  formPerItem?: boolean
}

/** The place of the n-th phase, counted across the cycles: "timeline-<cycle>-<phase>-edit". */
function phaseEditId(index: number, content: SiteContent) {
  let rest = index
  for (const [cycle, { phases }] of content.timeline.entries()) {
    if (rest < phases.length) return `timeline-${cycle}-${rest}-edit`
    rest -= phases.length
  }
  return 'timeline-heading'
}

const places: Record<OtherPart, Place> = {
  events: { headingId: 'events-heading', editId: (event) => `edit-event-${text(event.slug)}` },
  news: { headingId: 'news-heading', editId: (item) => `edit-news-${text(item.slug)}` },
  banner: { headingId: 'banner-heading', fieldId: () => 'banner-text' },
  contact: { headingId: 'banner-heading', fieldId: (key) => `contact-${key}` },
  // The partners' buttons have no ids: found by their names.
  partners: { headingId: 'partners-heading' },
  goals: { headingId: 'goals-heading', editId: (_, index) => `goals-${index}-edit` },
  pilotGoals: {
    headingId: 'pilot-goals-heading',
    editId: (_, index) => `pilot-goals-${index}-edit`,
  },
  partnerTiers: { headingId: 'tiers-heading', editId: (_, index) => `tiers-${index}-edit` },
  timeline: {
    headingId: 'timeline-heading',
    editId: (_, index, content) => phaseEditId(index, content),
    editName: (phase) => text(phase.phase),
  },
  messages: {
    headingId: 'messages-heading',
    fieldId: (key, item) => `messages-${text(item.form)}-${key}`,
    formPerItem: true,
  },
}

/** The words a field holds: its text, its lines, or the words of its link or picture. */
function wordsOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.filter((entry) => typeof entry === 'string').join('\n')
  if (value && typeof value === 'object') {
    const { label, alt } = value as { label?: unknown; alt?: unknown }
    return typeof label === 'string' ? label : typeof alt === 'string' ? alt : undefined
  }
  return undefined
}

export function partEntries(part: OtherPart, content: SiteContent): SearchEntry[] {
  const rule = partRules[part]
  const place = places[part]
  return rule.items(content).flatMap((item, index) => {
    const name = rule.name(item)
    const editName = place.editName?.(item) ?? name
    return Object.entries(rule.fields).flatMap(([key, label]): SearchEntry[] => {
      const words = notWords.has(key) ? undefined : wordsOf(item[key])
      if (!words) return []
      const target: SearchTarget = place.fieldId
        ? { kind: 'field', headingId: place.headingId, fieldId: place.fieldId(key, item) }
        : {
            kind: 'item',
            headingId: place.headingId,
            editId: place.editId?.(item, index, content),
            editName: `Edit ${editName}`,
            formName: `Edit ${editName}`,
            fieldLabel: label,
          }
      // A part edited in one form is named by the part alone: "Contact details › Phone".
      const where =
        place.fieldId && !place.formPerItem ? [rule.label, label] : [rule.label, name, label]
      return [{ key: `${part}-${index}-${key}`, part, where, text: words, target }]
    })
  })
}
