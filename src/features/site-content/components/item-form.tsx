import { type FormEvent, type KeyboardEvent, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import type { Checked, ItemValues } from '../lib/item-check'

/** One field of an item's form, in the order the form shows it. */
export type ItemField = {
  name: string
  label: string
  /** A hint under the label, read with the field. */
  hint?: string
  type?: 'text' | 'number' | 'date' | 'datetime-local'
  /** A textarea, one entry a line. */
  lines?: boolean
  /** A choice among these (a select). */
  options?: readonly { value: string; label: string }[]
  /** Spans the form's two columns on a wide screen. */
  wide?: boolean
}

type ItemFormProps<T> = {
  /** The form's accessible name: "Edit Teachers trained", "Add a goal". */
  label: string
  submitLabel: string
  fields: readonly ItemField[]
  initial: ItemValues
  check: (values: ItemValues) => Checked<T>
  onSave: (item: T) => Promise<boolean>
  onCancel: () => void
}

/**
 * One goal, tier or phase, added or edited where it stands (the events' and partners' pattern):
 * each refusal beside its field in words that say how to put it right, focus to the first one,
 * and nothing typed lost (a refused save keeps every field as typed). Escape cancels.
 */
export function ItemForm<T>(props: ItemFormProps<T>) {
  const prefix = useId()
  const [values, setValues] = useState<ItemValues>(props.initial)
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const id = (field: string) => `${prefix}-${field}`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = props.check(values)
    if ('problems' in checked) {
      setProblems(checked.problems)
      const first = props.fields.find((field) => checked.problems[field.name])
      if (first) document.getElementById(id(first.name))?.focus()
      return
    }
    setProblems({})
    setBusy(true)
    await props.onSave(checked.item)
    setBusy(false)
  }

  function control(field: ItemField) {
    const problem = problems[field.name]
    const describedBy = [
      field.hint && `${id(field.name)}-hint`,
      problem && `${id(field.name)}-problem`,
    ]
      .filter(Boolean)
      .join(' ')
    const shared = {
      id: id(field.name),
      name: field.name,
      value: values[field.name] ?? '',
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': describedBy || undefined,
      // Escape leaves the form as Cancel does: the item stays as it was.
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          props.onCancel()
        }
      },
    }
    const set = (value: string) => setValues((current) => ({ ...current, [field.name]: value }))
    if (field.options) {
      return (
        <select
          {...shared}
          className="min-h-10 rounded-md border border-slate-500 bg-white px-3"
          onChange={(event) => set(event.target.value)}
        >
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )
    }
    if (field.lines) {
      return <Textarea {...shared} rows={4} onChange={(event) => set(event.target.value)} />
    }
    return (
      <Input
        {...shared}
        // Numbers are typed as text ("2,500" reads as 2500); the check says what it needs.
        type={field.type === 'number' ? 'text' : (field.type ?? 'text')}
        inputMode={field.type === 'number' ? 'numeric' : undefined}
        // A timeline's times are kept to the second (23:59:59).
        step={field.type === 'datetime-local' ? 1 : undefined}
        onChange={(event) => set(event.target.value)}
      />
    )
  }

  return (
    <form
      onSubmit={submit}
      aria-label={props.label}
      noValidate
      className="grid gap-4 md:grid-cols-2"
    >
      {props.fields.map((field) => (
        <div
          key={field.name}
          className={`flex min-w-0 flex-col gap-1 ${field.wide ? 'md:col-span-2' : ''}`}
        >
          <Label htmlFor={id(field.name)}>{field.label}</Label>
          {field.hint && (
            <p id={`${id(field.name)}-hint`} className="text-sm text-slate-700">
              {field.hint}
            </p>
          )}
          {problems[field.name] && (
            <p id={`${id(field.name)}-problem`} className="text-destructive text-sm font-semibold">
              {problems[field.name]}
            </p>
          )}
          {control(field)}
        </div>
      ))}
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <Button type="submit" disabled={busy}>
          {props.submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
