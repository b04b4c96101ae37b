import { formatTierPrice, tierPriceSchema } from '@/content/site-content-schema'
import { listOps } from './list-diff'
import { changed, inContext, wordDiff, type Segment } from './word-diff'

/**
 * One change inside an item, in the desk's words: a field's words with what was taken out and
 * put in (`words`), or a sentence saying what happened to an entry of a list (`says`: "Added
 * question “How do I apply?”").
 */
export type FieldChange = { field: string; words?: Segment[]; says?: string }

type Value = unknown
type Record_ = Record<string, unknown>

const isRecord = (value: Value): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim()
const isEmpty = (value: Value) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && squeeze(value) === '') ||
  (Array.isArray(value) && value.length === 0)

/**
 * A value as comparison sees it: keys sorted, spacing squeezed, an empty text, an empty list and
 * a missing field alike. The database stores a document with its keys in its own order, and
 * zod writes them in the schema's order, so the draft and the live version seldom agree on it.
 */
export function canonical(value: Value): string {
  const plain = (inner: Value): Value => {
    if (typeof inner === 'string') return squeeze(inner)
    if (Array.isArray(inner)) return inner.map(plain)
    if (!isRecord(inner)) return inner ?? null
    return Object.fromEntries(
      Object.keys(inner)
        .filter((key) => !isEmpty(inner[key]))
        .sort()
        .map((key) => [key, plain(inner[key])]),
    )
  }
  return JSON.stringify(isEmpty(value) ? null : plain(value))
}

export const sameValue = (a: Value, b: Value) => canonical(a) === canonical(b)

/** A link, a price or a picture reads as one phrase, the way the page shows it. */
function phrase(record: Record_): string | undefined {
  const price = tierPriceSchema.safeParse(record)
  if (price.success) return formatTierPrice(price.data)
  if (typeof record.href === 'string') {
    const label = typeof record.label === 'string' ? `${record.label} ` : ''
    return `${label}(${record.href}${record.external ? ', opens in a new tab' : ''})`
  }
  if (typeof record.alt === 'string') {
    return `picture “${record.alt}”${typeof record.src === 'string' ? ` (${record.src})` : ''}`
  }
  return undefined
}

/** A value in words, never as JSON: texts as they are, lists one after the other. */
export function wordsOf(value: Value): string {
  if (isEmpty(value)) return ''
  if (typeof value === 'string') return squeeze(value)
  if (Array.isArray(value)) return value.map(wordsOf).join('; ')
  if (isRecord(value)) {
    return phrase(value) ?? Object.values(value).map(wordsOf).filter(Boolean).join(', ')
  }
  return String(value)
}

/** At most `limit` words of a text, for naming an entry by what it says. */
export function quoted(text: string, limit = 8): string {
  const words = squeeze(text).split(' ')
  return `“${words.length > limit ? `${words.slice(0, limit).join(' ')} …` : words.join(' ')}”`
}

/** What a person calls an entry of a list: a card by its title, a question by itself, a row by its first cell. */
function nameOf(item: Value): string {
  if (Array.isArray(item)) return quoted(wordsOf(item[0]))
  if (isRecord(item)) {
    for (const key of ['title', 'question', 'name', 'label', 'phase', 'text']) {
      if (typeof item[key] === 'string') return quoted(item[key])
    }
  }
  return quoted(wordsOf(item))
}

/** How the fields of one value are named: the desk's label of a field, and of one entry of a list. */
export type Labels = {
  field: (key: string) => string
  entry: (key: string) => string
  /** The fields in the order the desk's form shows them; others follow in their own order. */
  order?: readonly string[]
}

const lower = (noun: string) => noun.charAt(0).toLowerCase() + noun.slice(1)

/**
 * The changes from `before` to `after` under the name `field`: a text or phrase as its changed
 * words in context, a list entry by entry (added, removed, moved, or edited field by field),
 * a record field by field. Nothing when the two read the same.
 */
export function diffValue(
  field: string,
  key: string,
  before: Value,
  after: Value,
  labels: Labels,
): FieldChange[] {
  if (sameValue(before, after)) return []
  const list = (value: Value) => (Array.isArray(value) ? value : isEmpty(value) ? [] : undefined)
  const oldList = list(before)
  const newList = list(after)
  if (oldList && newList) return diffList(field, key, oldList, newList, labels)
  if (isRecord(before) && isRecord(after) && !phrase(before) && !phrase(after)) {
    return diffRecord(field, before, after, labels)
  }
  const words = wordDiff(wordsOf(before), wordsOf(after))
  return changed(words) ? [{ field, words: inContext(words) }] : []
}

/** Each field of a record that changed, named "Card “Workshops”, Text". */
export function diffRecord(
  prefix: string,
  before: Record_,
  after: Record_,
  labels: Labels,
): FieldChange[] {
  const keys = [
    ...new Set([...(labels.order ?? []), ...Object.keys(before), ...Object.keys(after)]),
  ]
  return keys.flatMap((key) => {
    const name = labels.field(key)
    return diffValue(
      prefix ? `${prefix}, ${lower(name)}` : name,
      key,
      before[key],
      after[key],
      labels,
    )
  })
}

function diffList(
  field: string,
  key: string,
  before: Value[],
  after: Value[],
  labels: Labels,
): FieldChange[] {
  const noun = labels.entry(key)
  const texts = after.every((item) => typeof item === 'string')
  let place = 0
  return listOps(before, after, canonical, true).flatMap((op) => {
    if (op.kind !== 'removed') place += 1
    if (op.kind === 'added') return [{ field, says: `Added ${lower(noun)} ${nameOf(op.after)}` }]
    if (op.kind === 'removed')
      return [{ field, says: `Removed ${lower(noun)} ${nameOf(op.before)}` }]
    if (op.kind === 'moved') {
      const where = op.next ? `above ${nameOf(op.next)}` : `below ${nameOf(op.previous)}`
      return [{ field, says: `Moved ${lower(noun)} ${nameOf(op.after)} ${where}` }]
    }
    // An entry edited in place: a text by its place ("Paragraph 2"), a record by its name, a
    // table's row as its cells in a line.
    const name = texts ? `${noun} ${place}` : `${noun} ${nameOf(op.after)}`
    if (Array.isArray(op.after)) {
      const words = wordDiff(wordsOf(op.before), wordsOf(op.after))
      return changed(words) ? [{ field: name, words: inContext(words) }] : []
    }
    return diffValue(name, key, op.before, op.after, labels)
  })
}
