import type { BlockOf, PageBlock } from '@/content/page-copy-schema'
import { sharedLists } from '@/content/shared-blocks'

/**
 * The two claims the specification states (§9). They are quoted as given; do not add figures here
 * that the initiative cannot source. Their words are page copy: the home page holds them as a
 * `cards` block (a card's title the figure, its text the statement; `sharedLists.claims`), and /
 * and /about read them from there (useClaims), so this list is only the seed.
 */
export type Claim = { figure: string; statement: string }

export const claims = [
  {
    figure: 'Nearly 40%',
    statement: 'of job skills will be influenced by AI by 2030.',
  },
  {
    figure: 'Fewer than 20%',
    statement: 'of teachers and professionals have been formally trained in AI.',
  },
] satisfies Claim[]

/** The claims as the block the home page's seed holds. */
export function claimsSeedBlock(): BlockOf<'cards'> {
  return {
    kind: 'cards',
    id: sharedLists.claims.id,
    cards: claims.map(({ figure, statement }) => ({ title: figure, text: statement })),
  }
}

/** The claims as a page's blocks hold them; a version without the block keeps the seed's words. */
export function claimsWithCopy(blocks: readonly PageBlock[] | undefined): Claim[] {
  const block = blocks?.find((candidate) => candidate.id === sharedLists.claims.id)
  if (block?.kind !== 'cards') return claims
  return block.cards.map(({ title, text }) => ({ figure: title, statement: text }))
}
