import type { LucideIcon } from 'lucide-react'
import { useLanguage } from '@/components/language/use-language'
import { useOwnerBlocks } from '@/components/sections/owner-blocks'
import { paths } from '@/config/paths'
import type { BlockOf } from '@/content/page-copy-schema'
import { programAreas } from '@/content/program-areas'
import { translatedRoutes, withLinksIn } from '@/content/spanish-pages'

type AreaCard = BlockOf<'cards'>['cards'][number] & { icon?: LucideIcon }

/**
 * The four program areas as /programs holds them (its `areas` cards block): the draft's in the
 * desk's preview, else the published version's (virtual:site-content keeps that block for every
 * page, scripts/lib/site-content-plugin.ts), else the seed. /about lists them too, so an area's
 * title or text is corrected once, on /programs. Icons are the design and stay with the records.
 */
export function useProgramAreas(): AreaCard[] {
  const blocks = useOwnerBlocks(paths.programs)
  const block = blocks?.find((candidate) => candidate.id === 'areas')
  const cards =
    block?.kind === 'cards'
      ? block.cards
      : programAreas.map(({ title, text, link }) => ({ title, text, link }))
  // On a Spanish page each card's link leads to the Spanish version of its page where there is one.
  return withLinksIn(cards, useLanguage(), translatedRoutes).map((card, index) => ({
    ...card,
    icon: programAreas[index]?.icon,
  }))
}
