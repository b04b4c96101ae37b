import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { toast } from '@/components/ui/use-toast'
import { getNeighbour } from '../api/get-neighbour'
import { getSubmission } from '../api/get-submission'
import { markRead, markUnread } from '../api/mark-read'
import type { DeskRows } from '../api/desk-query'
import type { DeskView, DeskViewChange } from '../lib/desk-view'
import type { ListFilter, DeskTab } from '../types'
import type { PagedList } from './use-paged-list'

type Fetched<Row> = { id: string; row: Row | null }

interface OpenRecordOptions<K extends DeskTab> {
  kind: K
  noun: string
  view: DeskView
  update: (change: DeskViewChange, options?: { replace?: boolean }) => void
  list: PagedList<DeskRows[K]>
  filter: ListFilter
  messages: { loadFailed: string; updated: string; updateFailed: string }
  updateStatus: (id: string, status: string) => Promise<void>
  onStatusChanged?: () => void
  onReadChanged?: () => void
  /** Where focus goes back to when the record closes: its row's open button, else the heading. */
  tableRef: RefObject<HTMLDivElement | null>
  headingRef: RefObject<HTMLHeadingElement | null>
}

/**
 * The record open in the detail view (the URL's `open`) and what the reviewer does with it:
 * fetched when it is not on the page, marked read when opened (unless marked unread while open),
 * stepped through the list (turning the page at its ends), its status saved, focus given back
 * when it closes. Status changes from the table's rows go through here too, so the open record
 * and its row always agree.
 */
export function useOpenRecord<K extends DeskTab>({
  kind,
  noun,
  view,
  update,
  list,
  filter,
  messages,
  updateStatus,
  onStatusChanged,
  onReadChanged,
  tableRef,
  headingRef,
}: OpenRecordOptions<K>) {
  type Row = DeskRows[K]
  const [fetched, setFetched] = useState<Fetched<Row> | null>(null)
  const [notice, setNotice] = useState('')
  const [savingId, setSavingId] = useState<string | null>(null)
  /** Records marked unread while open: not marked read again until opened anew. */
  const [keptUnread, setKeptUnread] = useState<ReadonlySet<string>>(new Set())
  const keepUnread = useCallback(
    (id: string, keep: boolean) =>
      setKeptUnread((current) => {
        if (current.has(id) === keep) return current
        const next = new Set(current)
        if (keep) next.add(id)
        else next.delete(id)
        return next
      }),
    [],
  )
  /** The record whose row gets focus back when the detail closes. */
  const focusOnClose = useRef<string | null>(null)

  const openRow: Row | null =
    (view.open && list.rows.find((row) => row.id === view.open)) ||
    (fetched && fetched.id === view.open ? fetched.row : null)
  const openIndex = openRow ? list.rows.findIndex((row) => row.id === openRow.id) : -1

  const loadFailed = useCallback(
    () =>
      toast({
        title: messages.loadFailed,
        description: 'Please try again.',
        variant: 'destructive',
      }),
    [messages.loadFailed],
  )

  // A record that is not on this page (a shared link, a step off the page) is fetched alone.
  useEffect(() => {
    if (!view.open || list.initialLoading) return
    if (list.rows.some((row) => row.id === view.open)) return
    if (fetched?.id === view.open) return
    let current = true
    const id = view.open
    getSubmission(kind, id).then(
      (row) => {
        if (!current) return
        setFetched({ id, row })
        if (!row) {
          toast({
            title: `This ${noun} could not be found`,
            description: 'It may have been deleted, or the link is incomplete.',
            variant: 'destructive',
          })
          update({ open: null }, { replace: true })
        }
      },
      () => {
        if (!current) return
        loadFailed()
        update({ open: null }, { replace: true })
      },
    )
    return () => {
      current = false
    }
  }, [view.open, list.rows, list.initialLoading, fetched, kind, noun, loadFailed, update])

  const { patchRow } = list
  const patchRecord = useCallback(
    (id: string, patch: Partial<Row>) => {
      patchRow(id, patch)
      setFetched((current) =>
        current?.row && current.id === id ? { id, row: { ...current.row, ...patch } } : current,
      )
    },
    [patchRow],
  )

  // Opening a record marks it read for this reviewer.
  const openId = openRow?.id
  const openUnread = openRow?.unread
  useEffect(() => {
    if (!openId || !openUnread || keptUnread.has(openId)) return
    let current = true
    markRead(kind, [openId]).then(
      () => {
        if (!current) return
        patchRecord(openId, { unread: false } as Partial<Row>)
        onReadChanged?.()
      },
      // Not worth a toast: the record stays marked new and is marked read when opened again.
      () => {},
    )
    return () => {
      current = false
    }
  }, [openId, openUnread, keptUnread, kind, patchRecord, onReadChanged])

  // Focus goes back to the row of the record that was open (or the heading if it left the page).
  useEffect(() => {
    if (view.open || !focusOnClose.current) return
    const id = focusOnClose.current
    focusOnClose.current = null
    const button = tableRef.current?.querySelector<HTMLElement>(
      `[data-row-id="${CSS.escape(id)}"] [data-open-record]`,
    )
    ;(button ?? headingRef.current)?.focus()
  }, [view.open, tableRef, headingRef])

  function openRecord(row: Row) {
    keepUnread(row.id, false)
    setNotice('')
    update({ open: row.id })
  }

  function closeRecord() {
    focusOnClose.current = view.open
    setNotice('')
    update({ open: null })
  }

  async function step(direction: 'next' | 'previous') {
    const current = openRow
    if (!current) return
    const delta = direction === 'next' ? 1 : -1
    const inPage = openIndex >= 0 ? list.rows[openIndex + delta] : undefined
    setNotice('')
    if (inPage) {
      keepUnread(inPage.id, false)
      update({ open: inPage.id }, { replace: true })
      return
    }
    try {
      const neighbour = await getNeighbour(kind, filter, view.sort, current, direction)
      if (!neighbour) {
        setNotice(`This is the ${direction === 'next' ? 'last' : 'first'} ${noun} in the list.`)
        return
      }
      setFetched({ id: neighbour.id, row: neighbour })
      keepUnread(neighbour.id, false)
      // Stepping off the end of the page turns the page, so the list follows the record.
      const page = openIndex >= 0 ? view.page + delta : undefined
      update(
        page !== undefined && page >= 0 ? { open: neighbour.id, page } : { open: neighbour.id },
        { replace: true },
      )
    } catch {
      loadFailed()
    }
  }

  async function changeStatus(row: Row, status: string) {
    setSavingId(row.id)
    try {
      await updateStatus(row.id, status)
      patchRecord(row.id, { status } as Partial<Row>)
      // The open record stays open even when its new status takes it out of the filtered list.
      if (row.id === view.open) setFetched({ id: row.id, row: { ...row, status } })
      toast({ title: messages.updated, variant: 'success' })
      list.reload()
      onStatusChanged?.()
    } catch {
      toast({
        title: messages.updateFailed,
        description: 'Please try again.',
        variant: 'destructive',
      })
    } finally {
      setSavingId(null)
    }
  }

  // A reply that set the status already saved it (send_desk_reply); the list just follows.
  function replyChangedStatus(row: Row, status: string) {
    patchRecord(row.id, { status } as Partial<Row>)
    if (row.id === view.open) setFetched({ id: row.id, row: { ...row, status } })
    list.reload()
    onStatusChanged?.()
  }

  async function markOpenUnread() {
    const row = openRow
    if (!row) return
    try {
      await markUnread(kind, [row.id])
      keepUnread(row.id, true)
      patchRecord(row.id, { unread: true } as Partial<Row>)
      setNotice(`Marked unread.`)
      onReadChanged?.()
    } catch {
      toast({
        title: 'Failed to mark unread',
        description: 'Please try again.',
        variant: 'destructive',
      })
    }
  }

  return {
    openRow,
    openIndex,
    notice,
    savingId,
    openRecord,
    closeRecord,
    step,
    changeStatus,
    replyChangedStatus,
    markOpenUnread,
  }
}
