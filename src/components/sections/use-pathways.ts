import { ownerBlocksIn, useOwnerContext } from '@/components/sections/owner-blocks'
import { getPathway, pathwayWithCopy, seedPathways, type PathwaySlug } from '@/content/pathways'
import type { Pathway } from '@/content/schema'

/**
 * The pathways with the words their own pages hold: the draft's in the desk's preview, else the
 * published version's (virtual:site-content keeps every page's `pathway` block), else the seed.
 * Every page that states a pathway's level or duration reads it here, so one edit on the
 * pathway's page changes them all.
 */
export function usePathways(): Pathway[] {
  const { draft, language } = useOwnerContext()
  return seedPathways.map((seed) =>
    pathwayWithCopy(seed, ownerBlocksIn(seed.href, draft, language)),
  )
}

export function usePathway(slug: PathwaySlug): Pathway {
  const { draft, language } = useOwnerContext()
  const seed = getPathway(slug)
  return pathwayWithCopy(seed, ownerBlocksIn(seed.href, draft, language))
}
