import { type FormEvent, type ReactNode, useState } from 'react'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { problemsByField, type FieldProblems } from '../lib/field-problems'

/** One list item as the form holds it: every field as typed, and a key that follows it around. */
export type Row = Record<string, string> & { key: string }

let nextKey = 0
/** A key no other row of this page holds, so a row keeps its inputs (and focus) when it moves. */
export const newRowKey = () => `row-${(nextKey += 1)}`

/** What a row's fields need: their ids, their messages, and a setter for what was typed. */
export type RowFields = {
  id: (field: string) => string
  problem: (field: string) => string | undefined
  set: (field: string, value: string) => void
}

type ListEditorProps = {
  /** The form's accessible name and heading, e.g. "Goals for 2026 and later". */
  title: string
  /** What one item is called in the buttons: "goal" gives "Add a goal", "Remove goal 2". */
  noun: string
  /** A short id for the form's field ids, unique on the page. */
  idPrefix: string
  /** The save button's words, e.g. "Save the goals". */
  saveLabel: string
  initialRows: Row[]
  blank: () => Row
  /** The field a new row's focus goes to. */
  firstField: string
  /** The item as its cards name it ("Teachers trained"), for the buttons' accessible names. */
  nameOf: (row: Row) => string
  /** Turns the rows as typed into the part's value (empty optional fields left out). */
  toValue: (rows: Row[]) => unknown
  /** The part's schema: its messages are shown beside the fields they are about. */
  schema: z.ZodType
  save: (value: unknown) => Promise<boolean>
  renderRow: (row: Row, fields: RowFields) => ReactNode
}

/**
 * A list the editor shapes item by item: add, remove and move up or down with buttons named for
 * the item they act on, each field's message beside it, and a refused save that keeps every row
 * as typed (nothing is sent until the part's schema accepts it).
 */
export function ListEditor(props: ListEditorProps) {
  const { title, noun, idPrefix, saveLabel, blank, firstField, nameOf, toValue, schema, save } =
    props
  const [rows, setRows] = useState(props.initialRows)
  const [problems, setProblems] = useState<FieldProblems>({})
  const [summary, setSummary] = useState<string>()
  const [announcement, setAnnouncement] = useState('')
  const [busy, setBusy] = useState(false)

  const label = (row: Row, index: number) => nameOf(row).trim() || `${noun} ${index + 1}`

  // After a move the same button of the moved row keeps the focus, wherever the row now is.
  function focusSoon(id: string) {
    requestAnimationFrame(() => document.getElementById(id)?.focus())
  }

  function move(index: number, by: -1 | 1) {
    const target = index + by
    if (target < 0 || target >= rows.length) return
    const next = [...rows]
    const [row] = next.splice(index, 1)
    if (!row) return
    next.splice(target, 0, row)
    setRows(next)
    setProblems({})
    setAnnouncement(`${label(row, index)} moved to position ${target + 1} of ${next.length}.`)
    const stillThere = (by === -1 ? target > 0 : target < next.length - 1) ? by : -by
    focusSoon(`${idPrefix}-${row.key}-${stillThere === -1 ? 'up' : 'down'}`)
  }

  function remove(index: number) {
    const row = rows[index]
    if (!row) return
    setRows(rows.filter((_, at) => at !== index))
    setProblems({})
    setAnnouncement(`${label(row, index)} removed. Save to keep the change.`)
    focusSoon(`${idPrefix}-add`)
  }

  function add() {
    const row = blank()
    setRows([...rows, row])
    setAnnouncement(`A new ${noun} was added at the end.`)
    focusSoon(`${idPrefix}-${row.key}-${firstField}`)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = schema.safeParse(toValue(rows))
    if (!parsed.success) {
      const found = problemsByField(parsed.error, rows)
      setProblems(found.byField)
      setSummary(found.summary)
      const first = Object.keys(found.byField)[0]
      if (first) focusSoon(`${idPrefix}-${first}`)
      return
    }
    setProblems({})
    setSummary(undefined)
    setBusy(true)
    // A refusal from the database is shown by the desk; the rows stay as typed either way.
    await save(parsed.data)
    setBusy(false)
  }

  const headingId = `${idPrefix}-heading`
  return (
    <form onSubmit={submit} aria-labelledby={headingId} noValidate>
      <h3 id={headingId} className="text-lg font-semibold">
        {title}
      </h3>
      <ol className="mt-3 flex list-none flex-col gap-3 p-0">
        {rows.map((row, index) => {
          const name = label(row, index)
          const fields: RowFields = {
            id: (field) => `${idPrefix}-${row.key}-${field}`,
            problem: (field) => problems[`${row.key}-${field}`],
            set: (field, value) =>
              setRows((current) =>
                current.map((other) =>
                  other.key === row.key ? { ...other, [field]: value } : other,
                ),
              ),
          }
          return (
            <li
              key={row.key}
              aria-label={`${name} (${index + 1} of ${rows.length})`}
              className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-3"
            >
              {props.renderRow(row, fields)}
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  id={`${idPrefix}-${row.key}-up`}
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  Move up
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  id={`${idPrefix}-${row.key}-down`}
                  aria-label={`Move ${name} down`}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                >
                  Move down
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${name}`}
                  onClick={() => remove(index)}
                >
                  Remove
                </Button>
              </div>
            </li>
          )
        })}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {summary && (
        <p role="alert" className="text-destructive mt-3 text-sm font-semibold">
          {summary}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="button" variant="outline" id={`${idPrefix}-add`} onClick={add}>
          Add a {noun}
        </Button>
        <Button type="submit" disabled={busy}>
          {saveLabel}
        </Button>
      </div>
    </form>
  )
}
