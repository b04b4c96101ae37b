import { useOwnerBlocks } from '@/components/sections/owner-blocks'
import { blueprintWithCopy } from '@/content/blueprint'
import { claimsWithCopy } from '@/content/claims'
import { competitions, competitionWithCopy } from '@/content/competitions'
import { pillarsWithCopy } from '@/content/pillars'
import { competitionsRoute, sharedLists } from '@/content/shared-blocks'

/**
 * The lists several pages share (claims, pillars, blueprint steps, competitions), with the words
 * their owning page holds (src/content/shared-blocks.ts): the draft's in the desk's preview, else
 * the published version's (virtual:site-content keeps those blocks for every page), else the
 * seed. Every page that shows a list reads it here, so one edit on the owning page changes them
 * all, as usePathways does for a pathway's facts.
 */
export function useClaims() {
  return claimsWithCopy(useOwnerBlocks(sharedLists.claims.route))
}

export function usePillars() {
  return pillarsWithCopy(useOwnerBlocks(sharedLists.pillars.route))
}

export function useBlueprint() {
  return blueprintWithCopy(useOwnerBlocks(sharedLists.blueprint.route))
}

export function useCompetitions() {
  const blocks = useOwnerBlocks(competitionsRoute)
  return competitions.map((seed) => competitionWithCopy(seed, blocks))
}
