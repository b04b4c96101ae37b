import { useCallback, useState } from 'react'

/**
 * Which rows are selected for a bulk action: single rows, a Shift-click range from the last row
 * clicked (the anchor), every row on the page, or every record that matches the filter (also
 * those on other pages, which are not loaded; the ids are fetched when the action runs).
 */
export interface RowSelection {
  ids: ReadonlySet<string>
  /** Every record matching the filter, not only the loaded rows. */
  allMatching: boolean
}

export const EMPTY_SELECTION: RowSelection = { ids: new Set(), allMatching: false }

/**
 * The selection after clicking row `id`'s checkbox. With `shift`, every row between the anchor
 * and this one takes the state this row is getting (as in Gmail and Gravity Forms).
 */
export function toggleRow(
  selection: RowSelection,
  rowIds: readonly string[],
  id: string,
  anchor: string | null,
  shift: boolean,
): RowSelection {
  const ids = new Set(selection.allMatching ? rowIds : selection.ids)
  const select = !ids.has(id)
  const from = shift && anchor ? rowIds.indexOf(anchor) : -1
  const to = rowIds.indexOf(id)
  const range =
    from >= 0 && to >= 0 ? rowIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [id]
  for (const rowId of range) {
    if (select) ids.add(rowId)
    else ids.delete(rowId)
  }
  return { ids, allMatching: false }
}

export function togglePage(selection: RowSelection, rowIds: readonly string[]): RowSelection {
  const allOnPage = rowIds.length > 0 && rowIds.every((id) => selection.ids.has(id))
  if (selection.allMatching || allOnPage) return EMPTY_SELECTION
  return { ids: new Set(rowIds), allMatching: false }
}

export function useRowSelection() {
  const [selection, setSelection] = useState<RowSelection>(EMPTY_SELECTION)
  const [anchor, setAnchor] = useState<string | null>(null)

  const toggle = useCallback(
    (rowIds: readonly string[], id: string, shift: boolean) => {
      setSelection((current) => toggleRow(current, rowIds, id, anchor, shift))
      setAnchor(id)
    },
    [anchor],
  )
  const toggleAllOnPage = useCallback(
    (rowIds: readonly string[]) => setSelection((current) => togglePage(current, rowIds)),
    [],
  )
  const selectAllMatching = useCallback(
    (rowIds: readonly string[]) => setSelection({ ids: new Set(rowIds), allMatching: true }),
    [],
  )
  const clear = useCallback(() => {
    setSelection(EMPTY_SELECTION)
    setAnchor(null)
  }, [])

  return { selection, toggle, toggleAllOnPage, selectAllMatching, clear }
}
