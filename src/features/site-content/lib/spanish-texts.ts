import {
  localize,
  translationOf,
  translationStatus,
  type TranslatedTexts,
  type TranslationStatus,
  wordsOf,
} from '@schemas/translated-texts'
import type { PageCopy, Pages } from '@/content/page-copy-schema'
import { blockName, fieldLabel, itemLabel, labelFields } from './block-fields'
import { withValueAt, type Path } from './page-draft'

/**
 * A page's Spanish as the desk edits it: every text of the English page by its address
 * (@schemas/translated-texts), the Spanish written for it and whether that Spanish is current,
 * older than its English or missing. The English page is the one structure; the Spanish only
 * follows it.
 */

/** Where a page keeps its Spanish, and where the schema puts a refusal about one text. */
export const spanishPath = ['translations', 'es'] as const
export const spanishTextPath = (address: string): Path => [...spanishPath, 'texts', address]

/** The page without its translations: what its Spanish translates. */
function englishOf(page: PageCopy): Omit<PageCopy, 'translations'> {
  const { translations: _translations, ...english } = page
  return english
}

/** Each text of the page in the page's order, with its Spanish and that Spanish's state. */
export function spanishStatus(page: PageCopy): TranslationStatus[] {
  return translationStatus(englishOf(page), page.translations?.es?.texts)
}

export const publishesSpanish = (page: PageCopy) => page.translations?.es?.publish === true

/**
 * The page with the Spanish of one text, written from its English as it reads now (an empty
 * Spanish removes it: the text is missing again).
 */
export function withSpanishText(page: PageCopy, address: string, english: string, text: string) {
  const withSpanish = withValueAt(page, [...spanishPath], {
    publish: publishesSpanish(page),
    texts: page.translations?.es?.texts ?? {},
  })
  return withValueAt(
    withSpanish,
    spanishTextPath(address),
    text === '' ? undefined : translationOf(english, text),
  )
}

export function withSpanishPublished(page: PageCopy, publish: boolean): PageCopy {
  return withValueAt(page, [...spanishPath], {
    publish,
    texts: page.translations?.es?.texts ?? {},
  })
}

/**
 * The page's Spanish for the texts it still has: a block removed takes its Spanish with it, and a
 * page with no Spanish at all and not published in Spanish keeps no empty entry.
 */
export function withKeptSpanish(page: PageCopy): PageCopy {
  const english = englishOf(page)
  const spanish = page.translations?.es
  if (!spanish) return english
  const addresses = new Set(spanishStatus(page).map((text) => text.address))
  const texts: TranslatedTexts = Object.fromEntries(
    Object.entries(spanish.texts).filter(
      ([address, { text }]) => addresses.has(address) && text.trim() !== '',
    ),
  )
  if (!spanish.publish && Object.keys(texts).length === 0) return english
  return { ...english, translations: { es: { publish: spanish.publish, texts } } }
}

/**
 * Where a text sits, in the editor's words: its block (as the English form names it) and its
 * field, the item's number in a list ("Top of the page: Contact Us › Buttons, Button 2 › Words of
 * the link").
 */
export function textPlace(page: PageCopy, address: string): string {
  const [area, ...rest] = address.split('.')
  if (area === 'seo') {
    return rest[0] === 'title'
      ? 'Search engines › Title in search results'
      : 'Search engines › Description in search results'
  }
  if (area === 'made') return 'Menu › Name of the page'
  const [id, key = '', ...inner] = rest
  const block = page.blocks.find((candidate) => candidate.id === id)
  if (!block) return address
  const places = [blockName(block)]
  if (block.kind === 'labels') {
    places.push(labelFields(block.id).find((field) => field.key === key)?.label ?? key)
    return places.join(' › ')
  }
  let field = fieldLabel(key)
  for (const part of inner) {
    if (/^\d+$/.test(part)) field += `, ${itemLabel(key, block.kind)} ${Number(part) + 1}`
    else if (part === 'label') field += ' › Words of the link'
    else field += ` › ${fieldLabel(part)}`
  }
  places.push(field)
  return places.join(' › ')
}

/** What a page's Spanish lacks: its texts with no Spanish, and those older than their English. */
export type SpanishGap = { route: string; missing: number; older: number; publish: boolean }

/** Every page whose Spanish lacks something, in the pages' order. */
export function spanishGaps(pages: Pages): SpanishGap[] {
  return Object.entries(pages)
    .filter(([, page]) => !page.retiredTo)
    .map(([route, page]) => {
      const states = spanishStatus(page).map((text) => text.state)
      return {
        route,
        missing: states.filter((state) => state === 'missing').length,
        older: states.filter((state) => state === 'older').length,
        publish: publishesSpanish(page),
      }
    })
    .filter((gap) => gap.missing + gap.older > 0)
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** "/contact: 2 texts older than their English" (and the missing ones, and "English only"). */
export function gapSentence(gap: SpanishGap): string {
  const parts = [
    gap.older > 0 &&
      counted(gap.older, 'text older than its English', 'texts older than their English'),
    gap.missing > 0 && counted(gap.missing, 'text without Spanish', 'texts without Spanish'),
  ].filter(Boolean)
  return `${gap.route}${gap.publish ? '' : ' (English only)'}: ${parts.join(', ')}`
}

/**
 * The pages as their Spanish reads, for the preview: each page's blocks with the Spanish it has
 * (its English where a text has none), localized by address as the public /es/ pages are.
 */
export function pagesInSpanish(pages: Pages): Pages {
  return Object.fromEntries(
    Object.entries(pages).map(([route, page]) => {
      const texts = page.translations?.es?.texts
      return [
        route,
        texts ? { ...page, blocks: localize(page.blocks, wordsOf(texts), 'blocks') } : page,
      ]
    }),
  )
}
