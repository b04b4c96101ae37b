import { useId, useState } from 'react'
import { ARRANGEABLE_KINDS, isArrangeable } from '@/components/sections/render-blocks'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { blockKindNames, type PageBlock, type PageBlockKind } from '@/content/page-copy-schema'
import { FORM_BLOCKS, RECORD_BLOCKS } from '@/content/arranged-pages'
import { sharedLists } from '@/content/shared-blocks'
import { duplicateBlock, moveBlock, newBlock, removeBlock } from '../lib/arrange-blocks'
import { blockName } from '../lib/block-fields'

/**
 * Changes the page's blocks, says what happened in the form's live region and moves focus: to the
 * block with id `focus.block` (its first field), or to the element with id `focus.element`.
 */
export type Arrange = (
  blocks: PageBlock[],
  said: string,
  focus?: { block: string } | { element: string },
) => void

/**
 * Blocks their page keeps, and why: a list other pages show too (the pillars, the program areas,
 * …: removing it would bring back the seed's words on those pages), the block a form page
 * shows its form under and the blocks of words the form says, and the blocks a page shows records
 * of its own with (the next event, a legal page’s effective date). Their ids are the seeds' own (a block an editor adds or duplicates gets
 * another), so the id alone names them.
 */
const keptBlocks: ReadonlyMap<string, string> = new Map([
  ...Object.values(sharedLists).map((list): [string, string] => [
    list.id,
    'Other pages show this list, so it stays on the page: change its words, or move it.',
  ]),
  ...Object.values(FORM_BLOCKS).flatMap(([form, ...words]) => [
    [
      form,
      'The page’s form is shown under this block, so it stays on the page: change its words, or move it.',
    ] as [string, string],
    ...words.map((id): [string, string] => [
      id,
      'The page’s form says these words, so they stay on the page: change them, or move them.',
    ]),
  ]),
  ...Object.values(RECORD_BLOCKS)
    .flat()
    .map((id): [string, string] => [
      id,
      'The page shows something of its own with this block (events, a date, the contact addresses), so it stays on the page: change its words, or move it.',
    ]),
])

/**
 * Move up, Move down, Duplicate and Remove for one block of an arranged page. The top of the page
 * (its h1) stays first and is not offered, nor is removing a block its page keeps (a sentence
 * says why); nothing is saved until "Save the page".
 */
export function BlockTools({
  blocks,
  index,
  arrange,
}: {
  blocks: readonly PageBlock[]
  index: number
  arrange: Arrange
}) {
  const block = blocks[index]!
  if (block.kind === 'hero' || !isArrangeable(block)) return null
  const name = blockName(block)
  const above = blocks[index - 1]
  const canMoveUp = above !== undefined && above.kind !== 'hero'
  const canMoveDown = index < blocks.length - 1
  return (
    <div role="group" aria-label={`Arrange ${name}`} className="flex flex-wrap gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={!canMoveUp}
        aria-label={`Move ${name} up`}
        onClick={() => arrange(moveBlock(blocks, index, -1), `${name} moved up.`)}
      >
        Move up
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={!canMoveDown}
        aria-label={`Move ${name} down`}
        onClick={() => arrange(moveBlock(blocks, index, 1), `${name} moved down.`)}
      >
        Move down
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Duplicate ${name}`}
        onClick={() => arrange(duplicateBlock(blocks, index), `${name} duplicated below itself.`)}
      >
        Duplicate
      </Button>
      {keptBlocks.has(block.id) ? (
        <p className="text-sm text-slate-700">{keptBlocks.get(block.id)}</p>
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={`Remove ${name}`}
          onClick={() =>
            arrange(
              removeBlock(blocks, index),
              `${name} removed. Save the page to keep this, or choose the page again to undo.`,
              { element: 'add-block-kind' },
            )
          }
        >
          Remove
        </Button>
      )}
    </div>
  )
}

const addable = ARRANGEABLE_KINDS.filter((kind) => kind !== 'hero')

/** Add a block of any kind the page's renderer shows, after the block chosen (the last by default). */
export function AddBlock({ blocks, arrange }: { blocks: readonly PageBlock[]; arrange: Arrange }) {
  const positionId = useId()
  const [kind, setKind] = useState<PageBlockKind>('prose')
  const [after, setAfter] = useState<string>('')
  const afterIndex = after ? blocks.findIndex((block) => block.id === after) : blocks.length - 1
  function add() {
    const block = newBlock(kind, blocks)
    const at = afterIndex + 1
    arrange(
      [...blocks.slice(0, at), block, ...blocks.slice(at)],
      `${blockKindNames[kind]} added: fill in its fields, then save the page.`,
      { block: block.id },
    )
  }
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-dashed border-slate-400 p-4">
      <legend className="px-1 font-semibold">Add a block</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="add-block-kind">Kind of block</Label>
          <select
            id="add-block-kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as PageBlockKind)}
            className="min-h-10 rounded-md border border-slate-400 bg-white px-3"
          >
            {addable.map((value) => (
              <option key={value} value={value}>
                {blockKindNames[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={positionId}>Place it after</Label>
          <select
            id={positionId}
            value={after}
            onChange={(event) => setAfter(event.target.value)}
            className="min-h-10 max-w-xs rounded-md border border-slate-400 bg-white px-3"
          >
            <option value="">The last block</option>
            {blocks.map((block) => (
              <option key={block.id} value={block.id}>
                {blockName(block)}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" variant="outline" onClick={add}>
          Add the block
        </Button>
      </div>
    </fieldset>
  )
}
