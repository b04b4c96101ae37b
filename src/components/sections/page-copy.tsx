import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { localize, type LocalizedTexts } from '@schemas/translated-texts'
import { useLanguage } from '@/components/language/use-language'
import type { BlockOf, PageBlock, PageBlockKind, Pages } from '@/content/page-copy-schema'
import { translatedRoutes, withLinksIn } from '@/content/spanish-pages'

/**
 * The words a page shows. A route reads its published blocks from its own build-time module
 * (`virtual:page-copy/<page>`, scripts/lib/site-content-plugin.ts), so a page's bundle carries
 * only its own copy; the desk's preview wraps the same route in a provider holding the draft.
 */
const DraftPages = createContext<Pages | undefined>(undefined)

export function PageCopyProvider({ pages, children }: { pages: Pages; children: ReactNode }) {
  return <DraftPages.Provider value={pages}>{children}</DraftPages.Provider>
}

export type PageCopyReader = {
  blocks: readonly PageBlock[]
  /** The block a route lays out at a given place; its kind is part of the page's structure. */
  block: <K extends PageBlockKind>(id: string, kind: K) => BlockOf<K>
}

export function readPageCopy(route: string, blocks: readonly PageBlock[]): PageCopyReader {
  return {
    blocks,
    block: <K extends PageBlockKind>(id: string, kind: K) => {
      const found = blocks.find((block) => block.id === id)
      if (!found || found.kind !== kind) {
        throw new Error(`The page ${route} has no ${kind} block "${id}"`)
      }
      return found as BlockOf<K>
    },
  }
}

/** Every page's draft words in the desk's preview; undefined on the public site. */
export function useDraftPages(): Pages | undefined {
  return useContext(DraftPages)
}

/**
 * A page as a build publishes it: its blocks, and its Spanish words by address when its editors
 * published it in Spanish (supabase/functions/_shared/schemas/translated-texts.ts).
 */
export type PublishedPage = {
  blocks: readonly PageBlock[]
  spanish?: LocalizedTexts
}

/**
 * The page's blocks in the page's language: the draft's in the desk's preview, else the published
 * ones, with their Spanish words on a Spanish page (`/es/…`).
 */
export function usePageCopy(route: string, published: PublishedPage): PageCopyReader {
  const draft = useContext(DraftPages)?.[route]?.blocks
  const language = useLanguage()
  const blocks = draft && draft.length > 0 ? draft : published.blocks
  const spanish = language === 'es' && !draft ? published.spanish : undefined
  const shown = useMemo(
    () =>
      spanish ? withLinksIn(localize(blocks, spanish, 'blocks'), 'es', translatedRoutes) : blocks,
    [blocks, spanish],
  )
  return readPageCopy(route, shown)
}
