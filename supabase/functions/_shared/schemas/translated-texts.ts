/*
 * A second language as a property of each text (docs/languages.md). The English content keeps its
 * one structure; each text a visitor reads has an address in it (`blocks.why.items.2`,
 * `seo.title`), and a translation is the Spanish of an address together with a fingerprint of the
 * English it was written from. So:
 * - a page's structure stays one: a block added, moved or removed is added, moved or removed in
 *   every language, and its Spanish follows its id;
 * - "older than its English" is exact: the English at the address no longer has the fingerprint
 *   the Spanish was written from;
 * - every text of every block kind, present and future, is found by one walk of the content, with
 *   no list of translatable fields to keep beside the schemas.
 * Plain functions without zod: the public pages localize their words with them while they render.
 */

/** Keys whose strings are structure, not words: ids, kinds, addresses, a made page's menu. */
const structureKeys: ReadonlySet<string> = new Set([
  'kind',
  'id',
  'href',
  'menu',
  'retiredTo',
  'src',
  'slug',
  'translations',
])

/** One text of the content, by where it sits. */
export type AddressedText = { address: string; text: string }

/** The Spanish of one text, and the fingerprint of the English it translates. */
export type TranslatedText = { text: string; of: string }
export type TranslatedTexts = Record<string, TranslatedText>

/**
 * Every text a visitor reads in `value`, in document order. An array of blocks is addressed by
 * each block's id (stable when blocks move), any other array by position.
 */
export function textsOf(value: unknown, base = ''): AddressedText[] {
  const found: AddressedText[] = []
  const visit = (node: unknown, address: string) => {
    if (typeof node === 'string') {
      if (node.trim() !== '') found.push({ address, text: node })
      return
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        const id = blockIdOf(item)
        visit(item, join(address, id ?? String(index)))
      })
      return
    }
    if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (!structureKeys.has(key)) visit(child, join(address, key))
      }
    }
  }
  visit(value, base)
  return found
}

function blockIdOf(item: unknown): string | undefined {
  if (!item || typeof item !== 'object') return undefined
  const { kind, id } = item as { kind?: unknown; id?: unknown }
  return typeof kind === 'string' && typeof id === 'string' ? id : undefined
}

function join(base: string, key: string): string {
  return base ? `${base}.${key}` : key
}

/**
 * A short fingerprint of an English text (FNV-1a, 32 bits, hex): enough to tell that the English
 * changed since its Spanish was written, in the browser and in Deno alike, without a digest API.
 */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5
  const normalized = text.trim().replace(/\s+/g, ' ')
  for (let index = 0; index < normalized.length; index += 1) {
    hash ^= normalized.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

/** A Spanish text written from the English as it reads now. */
export function translationOf(english: string, text: string): TranslatedText {
  return { text, of: fingerprint(english) }
}

/** The words of a translation by address, as a page renders them (without the fingerprints). */
export type LocalizedTexts = Readonly<Record<string, string>>

export function wordsOf(texts: TranslatedTexts): LocalizedTexts {
  return Object.fromEntries(Object.entries(texts).map(([address, { text }]) => [address, text]))
}

/**
 * `value` with each text replaced by its translation where there is one; the structure, links and
 * any text without a translation stay as they are.
 */
export function localize<T>(value: T, texts: LocalizedTexts | undefined, base = ''): T {
  if (!texts || Object.keys(texts).length === 0) return value
  const visit = (node: unknown, address: string): unknown => {
    if (typeof node === 'string') return texts[address] ?? node
    if (Array.isArray(node)) {
      return node.map((item, index) => visit(item, join(address, blockIdOf(item) ?? String(index))))
    }
    if (node && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node).map(([key, child]) => [
          key,
          structureKeys.has(key) ? child : visit(child, join(address, key)),
        ]),
      )
    }
    return node
  }
  return visit(value, base) as T
}

/** Where a text's translation stands: written from today's English, from an older one, or not yet. */
export type TranslationState = 'current' | 'older' | 'missing'

export type TranslationStatus = AddressedText & {
  state: TranslationState
  translation?: string
}

/** Each text of `value` with the state of its translation, in document order. */
export function translationStatus(
  value: unknown,
  texts: TranslatedTexts | undefined,
  base = '',
): TranslationStatus[] {
  return textsOf(value, base).map(({ address, text }) => {
    const translated = texts?.[address]
    if (!translated || translated.text.trim() === '') return { address, text, state: 'missing' }
    return {
      address,
      text,
      translation: translated.text,
      state: translated.of === fingerprint(text) ? 'current' : 'older',
    }
  })
}

/** `{name}`s a text keeps for the page to fill, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{([a-z-]+)\}/g)].map((match) => match[1] ?? '').sort()
}

/**
 * What stops a translation being published, each with the address of its field: a text with no
 * translation, or a translation that drops or adds a `{placeholder}` its English keeps.
 */
export function translationProblems(
  value: unknown,
  texts: TranslatedTexts | undefined,
  base = '',
): { address: string; message: string }[] {
  return translationStatus(value, texts, base).flatMap(({ address, text, translation, state }) => {
    if (state === 'missing') {
      return [
        { address, message: 'Write the Spanish of this text, or publish the page in English only' },
      ]
    }
    const english = placeholdersOf(text).join(' ')
    const spanish = placeholdersOf(translation ?? '').join(' ')
    if (english === spanish) return []
    const keep = placeholdersOf(text)
      .map((name) => `{${name}}`)
      .join(', ')
    return [
      {
        address,
        message: keep
          ? `Keep ${keep} in the Spanish, as the English does: the page fills them in`
          : 'Remove the {…} from the Spanish: the English has none for the page to fill',
      },
    ]
  })
}
