import type { Language } from '@schemas/languages'
import { localize, wordsOf } from '@schemas/translated-texts'
import { useLanguage } from '@/components/language/use-language'
import { useDraftPages } from '@/components/sections/page-copy'
import type { PageBlock, Pages } from '@/content/page-copy-schema'
import { publishedContent } from '@/content/published'
import { translatedRoutes, withLinksIn } from '@/content/spanish-pages'

/** Each published page's shared blocks in Spanish, localized once per build. */
const spanishBlocks = new Map<string, readonly PageBlock[]>()

/**
 * The blocks a page owns that other pages show too (a pathway's facts, the labels around the
 * records, the claims, the program areas): the draft's in the desk's preview, else the published
 * version's in the page's language (virtual:site-content keeps those blocks, and their Spanish,
 * for every page), else undefined, and the caller falls back to the seed.
 */
export function ownerBlocksIn(
  route: string,
  draft: Pages | undefined,
  language: Language,
): readonly PageBlock[] | undefined {
  const drafted = draft?.[route]?.blocks
  if (drafted && drafted.length > 0) return drafted
  const page = publishedContent.pages?.[route]
  const spanish = page?.translations?.es
  if (!page || language !== 'es' || !spanish?.publish) return page?.blocks
  let localized = spanishBlocks.get(route)
  if (!localized) {
    localized = withLinksIn(
      localize(page.blocks, wordsOf(spanish.texts), 'blocks'),
      'es',
      translatedRoutes,
    )
    spanishBlocks.set(route, localized)
  }
  return localized
}

/** The draft pages and the page's language, for a hook that reads several owners' blocks. */
export function useOwnerContext(): { draft: Pages | undefined; language: Language } {
  return { draft: useDraftPages(), language: useLanguage() }
}

export function useOwnerBlocks(route: string): readonly PageBlock[] | undefined {
  const { draft, language } = useOwnerContext()
  return ownerBlocksIn(route, draft, language)
}
