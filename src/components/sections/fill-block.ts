import type { BlockOf, PageBlock, PageBlockKind } from '@/content/page-copy-schema'

/**
 * The page's blocks with the words a route quotes from its records filled into one of them (the
 * timeline's dates before the hero's lead): the block of this id and kind goes through `fill`,
 * every other block, and the page without it (an editor removed it), as they are.
 */
export function fillBlock<K extends PageBlockKind>(
  blocks: readonly PageBlock[],
  id: string,
  kind: K,
  fill: (block: BlockOf<K>) => BlockOf<K>,
): readonly PageBlock[] {
  return blocks.map((block) =>
    block.id === id && block.kind === kind ? fill(block as BlockOf<K>) : block,
  )
}
