import { describe, expect, it } from 'vitest'
import { listOps } from './list-diff'
import { changed, inContext, wordDiff } from './word-diff'

describe('wordDiff', () => {
  it('sees no change when only the spacing changed', () => {
    const segments = wordDiff('Join  the\nAlliance today', ' Join the Alliance today ')
    expect(segments).toEqual([{ kind: 'same', text: 'Join the Alliance today' }])
    expect(changed(segments)).toBe(false)
  })

  it('marks the words taken out and put in, between the words both keep', () => {
    expect(wordDiff('Apply by March 1 at noon', 'Apply by March 15 at 5 pm')).toEqual([
      { kind: 'same', text: 'Apply by March' },
      { kind: 'removed', text: '1' },
      { kind: 'added', text: '15' },
      { kind: 'same', text: 'at' },
      { kind: 'removed', text: 'noon' },
      { kind: 'added', text: '5 pm' },
    ])
  })

  it('keeps a few words of context around a change in a long text', () => {
    const words = Array.from({ length: 100 }, (_, index) => `w${index}`)
    const after = [...words]
    after[50] = 'changed'
    const shown = inContext(wordDiff(words.join(' '), after.join(' ')), 3)
    expect(shown).toEqual([
      { kind: 'same', text: '… w47 w48 w49' },
      { kind: 'removed', text: 'w50' },
      { kind: 'added', text: 'changed' },
      { kind: 'same', text: 'w51 w52 w53 …' },
    ])
  })
})

describe('listOps', () => {
  const same = (text: string) => text

  it('says one item moved, not every item after it', () => {
    const ops = listOps(['a', 'b', 'c', 'd'], ['b', 'c', 'd', 'a'], same)
    expect(ops.filter((op) => op.kind !== 'kept')).toEqual([
      { kind: 'moved', before: 'a', after: 'a', previous: 'd' },
    ])
  })

  it('pairs an item rewritten in place, and tells added from removed', () => {
    expect(listOps(['a', 'b', 'c'], ['a', 'B', 'c', 'd'], same, true)).toEqual([
      { kind: 'kept', before: 'a', after: 'a' },
      { kind: 'kept', before: 'b', after: 'B' },
      { kind: 'kept', before: 'c', after: 'c' },
      { kind: 'added', after: 'd' },
    ])
    expect(listOps(['a', 'b'], ['b'], same, true)).toEqual([
      { kind: 'removed', before: 'a' },
      { kind: 'kept', before: 'b', after: 'b' },
    ])
  })
})
