import { useDraftPages } from '@/components/sections/page-copy'
import { getPathway, pathwayWithCopy, seedPathways, type PathwaySlug } from '@/content/pathways'
import { publishedContent } from '@/content/published'
import type { Pathway } from '@/content/schema'

/**
 * The pathways with the words their own pages hold: the draft's in the desk's preview, else the
 * published version's (virtual:site-content keeps every page's `pathway` block), else the seed.
 * Every page that states a pathway's level or duration reads it here, so one edit on the
 * pathway's page changes them all.
 */
export function usePathways(): Pathway[] {
  const draft = useDraftPages()
  return seedPathways.map((seed) => withCopy(seed, draft))
}

export function usePathway(slug: PathwaySlug): Pathway {
  return withCopy(getPathway(slug), useDraftPages())
}

function withCopy(seed: Pathway, draft: ReturnType<typeof useDraftPages>): Pathway {
  const draftBlocks = draft?.[seed.href]?.blocks
  const blocks =
    draftBlocks && draftBlocks.length > 0
      ? draftBlocks
      : publishedContent.pages?.[seed.href]?.blocks
  return pathwayWithCopy(seed, blocks)
}
