import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import type { PartChange } from '../lib/content-diff'
import type { Checked, ItemValues } from '../lib/item-check'
import { ConfirmChange } from './confirm-change'
import { ItemForm, type ItemField } from './item-form'

type InPlaceListProps<T> = {
  /** The list's heading and accessible name, e.g. "Goals", "Partner tiers". */
  title: string
  /** What one item is called: "goal" gives "Add a goal" and "Save this goal". */
  noun: string
  /** Unique on the page: the buttons' ids, to put focus back where it was. */
  idPrefix: string
  items: T[]
  /** What a person calls the item ("Teachers trained"): the buttons are named with it. */
  nameOf: (item: T) => string
  /** The item as it stands, one line or two. */
  summary: (item: T) => ReactNode
  fields: readonly ItemField[]
  toValues: (item: T) => ItemValues
  blank: ItemValues
  check: (values: ItemValues) => Checked<T>
  /** The whole list's rule ("Keep at least one partner tier"), checked before a removal. */
  listSchema?: z.ZodType
  /** What the draft would become with these items, for the removal's question. */
  changesOf: (items: T[]) => PartChange[]
  save: (items: T[]) => Promise<boolean>
}

/**
 * A list whose items are each changed where they stand (the events' pattern): Edit opens the
 * item's form in place, filled in; Save changes that item in the draft; Cancel leaves it as it
 * was. Remove asks once, naming what leaves; Move up and Move down save the new order. Focus
 * returns to the button that opened a form once it closes.
 */
export function InPlaceList<T>(props: InPlaceListProps<T>) {
  const { items, idPrefix, noun } = props
  // The item being edited by its place, or 'new' while one is added.
  const [editing, setEditing] = useState<number | 'new'>()
  const [removing, setRemoving] = useState<number>()
  const [refusal, setRefusal] = useState<string>()
  const [announcement, setAnnouncement] = useState('')
  const [busy, setBusy] = useState(false)
  // Moved after the render that brings the named button back.
  const focusTarget = useRef<string>(undefined)
  useEffect(() => {
    const target = focusTarget.current && document.getElementById(focusTarget.current)
    if (!target) return
    target.focus()
    focusTarget.current = undefined
  })
  const focusSoon = (id: string) => (focusTarget.current = id)
  const buttonId = (index: number, what: string) => `${idPrefix}-${index}-${what}`
  // A form that opens takes the focus to its first field (the button that opened it is gone).
  // Its ids are React's own, so the field is found by its name within the form's box.
  const focusFirstField = (boxId: string) =>
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(`#${CSS.escape(boxId)} [name="${props.fields[0]?.name}"]`)
        ?.focus(),
    )

  async function saveAt(index: number, item: T) {
    const saved = await props.save(items.map((other, at) => (at === index ? item : other)))
    if (saved) {
      setEditing(undefined)
      focusSoon(buttonId(index, 'edit'))
    }
    return saved
  }

  async function add(item: T) {
    const saved = await props.save([...items, item])
    if (saved) {
      setEditing(undefined)
      focusSoon(buttonId(items.length, 'edit'))
    }
    return saved
  }

  async function move(index: number, by: -1 | 1) {
    const target = index + by
    const item = items[index]
    if (item === undefined || target < 0 || target >= items.length) return
    const next = [...items]
    next.splice(index, 1)
    next.splice(target, 0, item)
    if (!(await props.save(next))) return
    setAnnouncement(`${props.nameOf(item)} moved to position ${target + 1} of ${next.length}.`)
    // At the top or the bottom its own button is disabled: the other one keeps the focus.
    const stillThere = by === -1 ? target > 0 : target < next.length - 1
    focusSoon(buttonId(target, stillThere === (by === -1) ? 'up' : 'down'))
  }

  function askRemove(index: number) {
    const rest = items.filter((_, at) => at !== index)
    const refused = props.listSchema?.safeParse(rest)
    if (refused && !refused.success) {
      setRefusal(`${refused.error.issues[0]?.message ?? 'This cannot be removed'}.`)
      return
    }
    setRefusal(undefined)
    setRemoving(index)
  }

  async function confirmRemove() {
    if (removing === undefined) return
    setBusy(true)
    const saved = await props.save(items.filter((_, at) => at !== removing))
    setBusy(false)
    setRemoving(undefined)
    focusSoon(saved ? `${idPrefix}-add` : buttonId(removing, 'remove'))
  }

  const headingId = `${idPrefix}-heading`
  const removed = removing === undefined ? undefined : items[removing]
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {props.title}
      </h3>
      <ol className="flex list-none flex-col gap-2 p-0">
        {items.map((item, index) => {
          const name = props.nameOf(item)
          return (
            <li
              key={`${name}-${index}`}
              className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-3"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">{props.summary(item)}</div>
                {editing !== index && (
                  <span className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      id={buttonId(index, 'edit')}
                      aria-label={`Edit ${name}`}
                      onClick={() => {
                        setEditing(index)
                        focusFirstField(`${idPrefix}-${index}-form`)
                      }}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      id={buttonId(index, 'up')}
                      aria-label={`Move ${name} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      Move up
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      id={buttonId(index, 'down')}
                      aria-label={`Move ${name} down`}
                      disabled={index === items.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      Move down
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      id={buttonId(index, 'remove')}
                      aria-label={`Remove ${name}`}
                      onClick={() => askRemove(index)}
                    >
                      Remove
                    </Button>
                  </span>
                )}
              </div>
              {editing === index && (
                <div id={`${idPrefix}-${index}-form`}>
                  <ItemForm
                    label={`Edit ${name}`}
                    submitLabel={`Save this ${noun}`}
                    fields={props.fields}
                    initial={props.toValues(item)}
                    check={props.check}
                    onSave={(changed) => saveAt(index, changed)}
                    onCancel={() => {
                      setEditing(undefined)
                      focusSoon(buttonId(index, 'edit'))
                    }}
                  />
                </div>
              )}
            </li>
          )
        })}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {refusal && (
        <p role="alert" className="text-destructive text-sm font-semibold">
          {refusal}
        </p>
      )}
      {editing === 'new' ? (
        <div id={`${idPrefix}-new`} className="rounded-md border border-slate-300 bg-white p-3">
          <ItemForm
            label={`Add a ${noun}`}
            submitLabel={`Add the ${noun} to the draft`}
            fields={props.fields}
            initial={props.blank}
            check={props.check}
            onSave={add}
            onCancel={() => {
              setEditing(undefined)
              focusSoon(`${idPrefix}-add`)
            }}
          />
        </div>
      ) : (
        <div>
          <Button
            type="button"
            variant="outline"
            id={`${idPrefix}-add`}
            onClick={() => {
              setRefusal(undefined)
              setEditing('new')
              focusFirstField(`${idPrefix}-new`)
            }}
          >
            Add a {noun}
          </Button>
        </div>
      )}
      {removed !== undefined && removing !== undefined && (
        <ConfirmChange
          title={`Remove ${props.nameOf(removed)}?`}
          lead={`The ${noun} leaves the draft. Visitors still see it until you publish.`}
          changes={props.changesOf(items.filter((_, at) => at !== removing))}
          confirmLabel={`Remove ${props.nameOf(removed)}`}
          busy={busy}
          onConfirm={confirmRemove}
          onClose={() => {
            setRemoving(undefined)
            focusSoon(buttonId(removing, 'remove'))
          }}
        />
      )}
    </section>
  )
}
