import { describe, expect, it } from 'vitest'
import { pageCopySchema, type PageBlock } from '@/content/page-copy-schema'
import { duplicateBlock, freshBlockId, moveBlock, newBlock, removeBlock } from './arrange-blocks'

const blocks: PageBlock[] = [
  { kind: 'hero', id: 'hero', title: 'About', lead: 'Who we are.' },
  { kind: 'prose', id: 'story', title: 'Our Story', paragraphs: ['It began in Boise.'] },
  { kind: 'faq', id: 'faq', title: 'Questions', items: [{ question: 'Q?', answer: 'A.' }] },
]

describe('arranging a page’s blocks', () => {
  it('gives a new block an id no other block has', () => {
    expect(freshBlockId('prose', blocks)).toBe('prose')
    expect(freshBlockId('faq', blocks)).toBe('faq-2')
    expect(freshBlockId('faq', [...blocks, { ...blocks[2]!, id: 'faq-2' }])).toBe('faq-3')
  })

  it('a new FAQ block starts with one empty question, which saving refuses until written', () => {
    const faq = newBlock('faq', blocks)
    expect(faq).toEqual({
      kind: 'faq',
      id: 'faq-2',
      title: '',
      items: [{ question: '', answer: '' }],
    })
    const checked = pageCopySchema.safeParse({ blocks: [...blocks, faq] })
    expect(checked.success).toBe(false)
    const filled = {
      ...faq,
      title: 'More questions',
      items: [{ question: 'Who?', answer: 'You.' }],
    }
    expect(pageCopySchema.safeParse({ blocks: [...blocks, filled] }).success).toBe(true)
  })

  it('every kind a new block can be is accepted by the schema once its fields are filled', () => {
    for (const kind of [
      'prose',
      'list',
      'steps',
      'cards',
      'table',
      'faq',
      'links',
      'cta',
    ] as const) {
      const block = newBlock(kind, blocks) as Record<string, unknown>
      const filled = JSON.parse(
        JSON.stringify(block, (key, value) =>
          typeof value === 'string' && value === ''
            ? key === 'href'
              ? '/contact'
              : 'Words'
            : value,
        ),
      )
      expect(pageCopySchema.safeParse({ blocks: [filled] }).success, kind).toBe(true)
    }
  })

  it('moves a block up or down, and not past either end', () => {
    expect(moveBlock(blocks, 2, -1).map((block) => block.id)).toEqual(['hero', 'faq', 'story'])
    expect(moveBlock(blocks, 0, -1).map((block) => block.id)).toEqual(['hero', 'story', 'faq'])
    expect(moveBlock(blocks, 2, 1).map((block) => block.id)).toEqual(['hero', 'story', 'faq'])
  })

  it('duplicates a block beside itself under a new id, and removes one', () => {
    const copied = duplicateBlock(blocks, 1)
    expect(copied.map((block) => block.id)).toEqual(['hero', 'story', 'story-copy', 'faq'])
    expect(copied[2]).toMatchObject({ title: 'Our Story', paragraphs: ['It began in Boise.'] })
    expect(removeBlock(blocks, 1).map((block) => block.id)).toEqual(['hero', 'faq'])
  })
})
