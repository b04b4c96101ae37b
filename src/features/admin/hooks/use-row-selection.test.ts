import { describe, expect, it } from 'vitest'
import { EMPTY_SELECTION, togglePage, toggleRow } from './use-row-selection'

const rows = ['a', 'b', 'c', 'd', 'e']
const ids = (selection: { ids: ReadonlySet<string> }) => [...selection.ids].sort()

describe('row selection', () => {
  it('selects and unselects a single row', () => {
    const one = toggleRow(EMPTY_SELECTION, rows, 'b', null, false)
    expect(ids(one)).toEqual(['b'])
    expect(ids(toggleRow(one, rows, 'b', 'b', false))).toEqual([])
  })

  it('selects the range from the last row clicked with Shift, in either direction', () => {
    const anchor = toggleRow(EMPTY_SELECTION, rows, 'b', null, false)
    expect(ids(toggleRow(anchor, rows, 'd', 'b', true))).toEqual(['b', 'c', 'd'])
    const upwards = toggleRow(EMPTY_SELECTION, rows, 'e', null, false)
    expect(ids(toggleRow(upwards, rows, 'c', 'e', true))).toEqual(['c', 'd', 'e'])
  })

  it('unselects a Shift range when the clicked row was selected', () => {
    const all = togglePage(EMPTY_SELECTION, rows)
    expect(ids(toggleRow(all, rows, 'd', 'b', true))).toEqual(['a', 'e'])
  })

  it('without an anchor, Shift selects just the row', () => {
    expect(ids(toggleRow(EMPTY_SELECTION, rows, 'c', null, true))).toEqual(['c'])
  })

  it('selects every row on the page, and a second toggle clears it', () => {
    const all = togglePage(EMPTY_SELECTION, rows)
    expect(ids(all)).toEqual(rows)
    expect(ids(togglePage(all, rows))).toEqual([])
  })

  it('narrows "all that match" to the page rows once a row is clicked', () => {
    const everything = { ids: new Set(rows), allMatching: true }
    const narrowed = toggleRow(everything, rows, 'a', null, false)
    expect(narrowed.allMatching).toBe(false)
    expect(ids(narrowed)).toEqual(['b', 'c', 'd', 'e'])
  })
})
