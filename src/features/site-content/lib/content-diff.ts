import { pageMenus } from '@/content/made-pages'
import type { PageBlock, PageCopy } from '@/content/page-copy-schema'
import type { SiteContent, SiteContentPart } from '@/content/site-content-schema'
import { blockFields, blockName, fieldLabel, itemLabel, labelFields } from './block-fields'
import { diffRecord, quoted, type FieldChange, type Labels } from './change-words'
import { draftPages } from './draft-pages'
import { listOps } from './list-diff'
import { labelsOf, partRules, text, type Item } from './part-rules'

export type { FieldChange } from './change-words'

/** One item of a part (an event, a goal, a block of a page…) and what happened to it. */
export type ItemChange = {
  kind: 'added' | 'removed' | 'changed' | 'moved'
  item: string
  /** The page the item is on, as the desk's page list names it ("/about – About the Alliance"). */
  page?: string
  /** An item added, removed or moved, in a sentence ("Added event “Idaho AI Week 2027”"). */
  says?: string
  fields: FieldChange[]
}

/** A part of the site's content ("Events") and its changed items, in the order the desk shows. */
export type PartChange = { part: SiteContentPart; label: string; items: ItemChange[] }

/** An item added, removed or moved, said in a sentence; an item kept, its changed fields. */
function diffItems(
  before: Item[],
  after: Item[],
  key: (item: Item) => string,
  name: (item: Item) => string,
  noun: string,
  fieldsOf: (before: Item, after: Item) => FieldChange[],
  page?: string,
): ItemChange[] {
  const at = page === undefined ? {} : { page }
  return listOps(before, after, key).flatMap((op): ItemChange[] => {
    if (op.kind === 'added' || op.kind === 'removed') {
      const item = op.kind === 'added' ? op.after : op.before
      const verb = op.kind === 'added' ? 'Added' : 'Removed'
      return [
        {
          kind: op.kind,
          item: name(item),
          ...at,
          says: `${verb} ${noun} ${quoted(name(item), 12)}`,
          fields: [],
        },
      ]
    }
    const fields = fieldsOf(op.before, op.after)
    const edited: ItemChange[] = fields.length
      ? [{ kind: 'changed', item: name(op.after), ...at, fields }]
      : []
    if (op.kind === 'kept') return edited
    const where = op.next
      ? `above ${quoted(name(op.next), 12)}`
      : `below ${quoted(name(op.previous!), 12)}`
    const says = `Moved ${noun} ${quoted(name(op.after), 12)} ${where}`
    return [{ kind: 'moved', item: name(op.after), ...at, says, fields: [] }, ...edited]
  })
}

function diffPart(
  part: Exclude<SiteContentPart, 'pages'>,
  before: SiteContent,
  after: SiteContent,
) {
  const rule = partRules[part]
  const labels = labelsOf(rule)
  return diffItems(
    rule.items(before),
    rule.items(after),
    rule.key,
    rule.name,
    rule.noun,
    (was, now) => diffRecord('', was, now, labels),
  )
}

// ---------------------------------------------------------------------------------------------
// Pages: each page named as the desk's page list names it, its search words, then its blocks.

const seoLabels: Labels = {
  field: (key) =>
    key === 'title'
      ? 'Title in search results'
      : key === 'description'
        ? 'Description in search results'
        : key,
  entry: () => 'Entry',
  order: ['title', 'description'],
}

function blockChanges(before: PageBlock, after: PageBlock): FieldChange[] {
  if (before.kind === 'labels' && after.kind === 'labels') {
    // A labels block's words, each by the name the desk gives it.
    const named = new Map(labelFields(after.id).map((field) => [field.key, field.label]))
    return diffRecord('', before.labels, after.labels, {
      field: (key) => named.get(key) ?? key,
      entry: () => 'Entry',
      order: [...named.keys()],
    })
  }
  const { kind: _kind, id: _id, ...was } = before
  const { kind, id: _same, ...now } = after
  return diffRecord('', was, now, {
    field: fieldLabel,
    entry: (key) => itemLabel(key, kind),
    order: blockFields(kind).map((spec) => spec.key),
  })
}

const pageName = (route: string, page: PageCopy | undefined) =>
  page?.seo?.title ? `${route} – ${page.seo.title}` : route

function diffPages(before: SiteContent, after: SiteContent): ItemChange[] {
  const old = draftPages(before)
  const now = draftPages(after)
  const routes = [...new Set([...Object.keys(old), ...Object.keys(now)])]
  return routes.flatMap((route): ItemChange[] => {
    const was = old[route]
    const is = now[route]
    const page = pageName(route, is ?? was)
    if (!was || !is) {
      const kind = is ? 'added' : 'removed'
      return [
        { kind, item: 'The page', page, says: `${is ? 'Added' : 'Removed'} the page`, fields: [] },
      ]
    }
    const seo = diffRecord('', was.seo ?? {}, is.seo ?? {}, seoLabels)
    const seoChange: ItemChange[] = seo.length
      ? [{ kind: 'changed', item: 'Search engines', page, fields: seo }]
      : []
    const menu = diffRecord('', menuWords(was), menuWords(is), menuLabels)
    const menuChange: ItemChange[] = menu.length
      ? [{ kind: 'changed', item: 'The page in the menus', page, fields: menu }]
      : []
    if (was.retiredTo !== is.retiredTo) {
      const says = is.retiredTo
        ? `Retired the page: its address leads to ${is.retiredTo}`
        : 'Brought the page back'
      return [{ kind: 'changed', item: 'The page', page, says, fields: [] }, ...menuChange]
    }
    const blocks = diffItems(
      was.blocks as unknown as Item[],
      is.blocks as unknown as Item[],
      (block) => `${text(block.kind)}:${text(block.id)}`,
      (block) => blockName(block as PageBlock),
      'block',
      (one, two) => blockChanges(one as PageBlock, two as PageBlock),
      page,
    )
    return [...seoChange, ...menuChange, ...blocks]
  })
}

const menuLabels: Labels = {
  field: (key) => (key === 'name' ? 'Name on its menu link' : 'Where its link appears'),
  entry: () => 'Entry',
  order: ['name', 'menu'],
}

/** A made page's menu name and place, in the desk's words (none for the site's own pages). */
function menuWords(page: PageCopy): Record<string, string> {
  return page.made ? { name: page.made.name, menu: pageMenus[page.made.menu] } : {}
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
  'messages',
  'pages',
]

/**
 * What really changes from `before` to `after`, part by part, parts with no change left out. The
 * one comparison the desk has: History, "Compare two versions", Publish, Schedule, Restore and
 * Remove all ask it. Key order, spacing and a missing versus empty field never count, and each
 * side is read as the site shows it (a page without blocks as its content module writes it).
 */
export function diffContent(before: SiteContent, after: SiteContent): PartChange[] {
  return partOrder
    .map((part) => ({
      part,
      label: part === 'pages' ? 'Pages' : partRules[part].label,
      items: part === 'pages' ? diffPages(before, after) : diffPart(part, before, after),
    }))
    .filter((change) => change.items.length > 0)
}

const kindWords: Record<ItemChange['kind'], string> = {
  added: 'added',
  removed: 'removed',
  changed: 'changed',
  moved: 'moved',
}

/** One line for a history entry: "Events: Idaho AI Week 2027 changed. Partner tiers: Gold added." */
export function summaryLine(changes: PartChange[]): string {
  if (changes.length === 0) return 'No change to the content.'
  return changes
    .map((change) => {
      const items = change.items.map(
        (item) => `${item.page ? `${item.page}, ` : ''}${item.item} ${kindWords[item.kind]}`,
      )
      return `${change.label}: ${[...new Set(items)].join(', ')}.`
    })
    .join(' ')
}
