import type { z } from 'zod'
import {
  blockKindNames,
  labelSetOf,
  pageBlockSchema,
  type LabelSetId,
  type PageBlock,
  type PageBlockKind,
} from '@/content/page-copy-schema'

/**
 * The fields of a kind of block, read from its zod schema (page-copy.ts), so the Pages editor
 * shows what the schema holds and nothing else: a text, a list of texts, a link (words and
 * address), a list of links or of small records (steps, cards, questions), or a table's rows.
 */
export type FieldShape =
  | { type: 'text'; long: boolean }
  | { type: 'texts' }
  | { type: 'link' }
  | { type: 'links' }
  | { type: 'records'; fields: FieldSpec[] }
  | { type: 'rows' }
  /** Named words whose names the block's id fixes (a `labels` block: labelSets in page-copy.ts). */
  | { type: 'labels' }

export type FieldSpec = { key: string; optional: boolean; shape: FieldShape }

type Def = { type: string; innerType?: Schema; element?: Schema; shape?: Record<string, Schema> }
type Schema = { def: Def } & z.ZodType

function unwrap(schema: Schema): { schema: Schema; optional: boolean } {
  let current = schema
  let optional = false
  while (current.def.type === 'optional' || current.def.type === 'pipe') {
    optional ||= current.def.type === 'optional'
    current = (current.def.innerType ?? (current.def as { in?: Schema }).in) as Schema
  }
  return { schema: current, optional }
}

/** Texts an editor reads as paragraphs get a box of several lines. */
const longKeys = new Set(['lead', 'intro', 'text', 'note', 'description', 'answer', 'paragraphs'])

function isLink(shape: Record<string, Schema> | undefined) {
  return Boolean(shape && 'href' in shape && 'label' in shape)
}

function describe(key: string, raw: Schema): FieldSpec | undefined {
  const { schema, optional } = unwrap(raw)
  const { def } = schema
  if (def.type === 'string')
    return { key, optional, shape: { type: 'text', long: longKeys.has(key) } }
  if (def.type === 'object')
    return isLink(def.shape) ? { key, optional, shape: { type: 'link' } } : undefined
  if (def.type === 'record') return { key, optional, shape: { type: 'labels' } }
  if (def.type !== 'array' || !def.element) return undefined
  const element = unwrap(def.element).schema.def
  if (element.type === 'string') return { key, optional, shape: { type: 'texts' } }
  if (element.type === 'array') return { key, optional, shape: { type: 'rows' } }
  if (element.type === 'object' && isLink(element.shape))
    return { key, optional, shape: { type: 'links' } }
  if (element.type === 'object') {
    return { key, optional, shape: { type: 'records', fields: fieldsOf(element.shape ?? {}) } }
  }
  return undefined
}

function fieldsOf(shape: Record<string, Schema>): FieldSpec[] {
  return Object.entries(shape)
    .filter(([key]) => key !== 'kind' && key !== 'id')
    .map(([key, schema]) => describe(key, schema))
    .filter((spec): spec is FieldSpec => spec !== undefined)
}

const blockSchemas = new Map(
  (pageBlockSchema.options as unknown as Schema[]).map((schema) => {
    const shape = schema.def.shape ?? {}
    const kind = (shape.kind?.def as { values?: string[] } | undefined)?.values?.[0]
    return [kind as PageBlockKind, fieldsOf(shape)]
  }),
)

export function blockFields(kind: PageBlockKind): FieldSpec[] {
  return blockSchemas.get(kind) ?? []
}

export function blockName(block: PageBlock): string {
  if (block.kind === 'labels') return labelsBlockName(block.id)
  const heading =
    'title' in block && block.title
      ? block.title
      : 'label' in block
        ? block.label
        : 'name' in block
          ? block.name
          : ''
  return heading ? `${blockKindNames[block.kind]}: ${heading}` : blockKindNames[block.kind]
}

/** A field's label, and what one item of a list field is called. */
const labels: Record<string, [string, string?]> = {
  eyebrow: ['Line above the heading'],
  title: ['Heading'],
  lead: ['Lead paragraph'],
  actions: ['Buttons', 'Button'],
  paragraphs: ['Paragraphs', 'Paragraph'],
  more: ['Link to the full page'],
  intro: ['Introduction'],
  items: ['Items', 'Item'],
  note: ['Closing note'],
  action: ['Link after the steps'],
  cards: ['Cards', 'Card'],
  text: ['Text'],
  caption: ['Table caption (read by screen readers)'],
  columns: ['Column headers', 'Column'],
  rows: ['Rows', 'Row'],
  label: ['What the price is for'],
  amount: ['Price or range (leave empty to show none)'],
  question: ['Question'],
  answer: ['Answer'],
  description: ['Description'],
  links: ['Links', 'Link'],
  link: ['Link'],
  name: ['Name'],
  level: ['Level'],
  stage: ['Stage'],
  duration: ['Duration'],
  summary: ['Summary (on the pathway’s card)'],
  prerequisites: ['Prerequisites'],
  // A competition's words (the `competition` block, /join-competition).
  audience: ['For (who takes part)'],
  benefits: ['What participants get', 'Thing participants get'],
}

/** Items of a block's main list are named for what they are (a step, a question). */
const itemNames: Partial<Record<PageBlockKind, string>> = { steps: 'Step', faq: 'Question' }

export function fieldLabel(key: string): string {
  return labels[key]?.[0] ?? key
}

export function itemLabel(key: string, kind?: PageBlockKind): string {
  if (key === 'items' && kind && itemNames[kind]) return itemNames[kind]
  return labels[key]?.[1] ?? 'Item'
}

// ---------------------------------------------------------------------------------------------
// The words around records (`labels` blocks, so editors change them too): each block's name in the
// editor, and each word's label (labelSets in page-copy.ts, which also says which placeholders it
// keeps).

const labelsBlockNames: Record<LabelSetId, string> = {
  'event-cards':
    'Event cards (also the event states on /programs, and the page’s search description)',
  'partner-tier-cards': 'Partner tier cards (also the tier headings on /, /about)',
  'pathway-cards': 'Pathway cards (also on /ai-coaches and each pathway’s page)',
  'date-sentences': 'Sentences that quote the phases’ dates (also the page’s search description)',
  'phases-table': 'Phases table',
  'competition-cards': 'Competition cards (also the link on the home page’s cards)',
  'key-dates-sentence': 'Key dates, quoting the phases’ dates',
}

function labelsBlockName(id: string): string {
  const name = (labelsBlockNames as Record<string, string>)[id]
  return name ? `${blockKindNames.labels}: ${name}` : blockKindNames.labels
}

/**
 * The words a `labels` block holds, in the page's order, each with its label in the editor; a
 * word with placeholders says which it keeps ("keep {tier}: the tier’s name is written there").
 */
export function labelFields(id: string): { key: string; label: string }[] {
  return Object.entries(labelSetOf(id) ?? {}).map(([key, spec]) => ({
    key,
    label:
      spec.placeholders && spec.placeholders.length > 0
        ? `${spec.name} (keep ${spec.placeholders.map((name) => `{${name}}`).join(' and ')})`
        : spec.name,
  }))
}
