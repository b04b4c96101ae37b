import type { PageBlock, PageBlockKind } from '@/content/page-copy-schema'
import { blockFields, type FieldShape, type FieldSpec } from './block-fields'

/** An id no other block of the page has: the kind's name, then -2, -3, … */
export function freshBlockId(base: string, blocks: readonly PageBlock[]): string {
  const taken = new Set(blocks.map((block) => block.id))
  if (!taken.has(base)) return base
  let number = 2
  while (taken.has(`${base}-${number}`)) number += 1
  return `${base}-${number}`
}

function emptyValue(shape: FieldShape): unknown {
  switch (shape.type) {
    case 'text':
      return ''
    case 'texts':
      return ['']
    case 'link':
      return { label: '', href: '' }
    case 'links':
      return [{ label: '', href: '' }]
    case 'records':
      return [emptyRecord(shape.fields)]
    case 'rows':
      return [['']]
    case 'labels':
      return {}
  }
}

function emptyRecord(fields: readonly FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.filter((spec) => !spec.optional).map((spec) => [spec.key, emptyValue(spec.shape)]),
  )
}

/**
 * A new block of `kind`, its fields empty for the editor to fill in (saving refuses what is still
 * empty, beside the field). A table starts with one column and one row to match it.
 */
export function newBlock(kind: PageBlockKind, blocks: readonly PageBlock[]): PageBlock {
  return {
    kind,
    id: freshBlockId(kind, blocks),
    ...emptyRecord(blockFields(kind)),
  } as PageBlock
}

/** The blocks with the one at `index` moved by `step` (-1 up, +1 down); unchanged at an end. */
export function moveBlock(blocks: readonly PageBlock[], index: number, step: -1 | 1): PageBlock[] {
  const to = index + step
  const next = [...blocks]
  if (to < 0 || to >= next.length) return next
  ;[next[index], next[to]] = [next[to]!, next[index]!]
  return next
}

/** The blocks with a copy of the one at `index` right after it, under a new id. */
export function duplicateBlock(blocks: readonly PageBlock[], index: number): PageBlock[] {
  const original = blocks[index]!
  const copy = {
    ...structuredClone(original),
    id: freshBlockId(`${original.id}-copy`, blocks),
  }
  return [...blocks.slice(0, index + 1), copy, ...blocks.slice(index + 1)]
}

export function removeBlock(blocks: readonly PageBlock[], index: number): PageBlock[] {
  return blocks.filter((_, position) => position !== index)
}
