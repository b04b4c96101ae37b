import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import type { Row, RowFields } from './list-editor'

type RowFieldProps = {
  row: Row
  fields: RowFields
  name: string
  label: string
  /** A hint under the label, read with the field. */
  hint?: string
  type?: 'text' | 'number' | 'date' | 'datetime-local'
  /** A textarea, one entry a line. */
  lines?: boolean
  className?: string
}

/** One field of a list row: its label, hint and, once a save is refused, the schema's message. */
export function RowField({
  row,
  fields,
  name,
  label,
  hint,
  type,
  lines,
  className,
}: RowFieldProps) {
  const id = fields.id(name)
  const problem = fields.problem(name)
  const describedBy = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ')
  const shared = {
    id,
    name,
    value: row[name] ?? '',
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy || undefined,
  }
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className ?? ''}`}>
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {lines ? (
        <Textarea {...shared} rows={4} onChange={(event) => fields.set(name, event.target.value)} />
      ) : (
        <Input
          {...shared}
          type={type ?? 'text'}
          // A timeline's times are kept to the second (23:59:59).
          step={type === 'datetime-local' ? 1 : undefined}
          onChange={(event) => fields.set(name, event.target.value)}
        />
      )}
      {problem && (
        <p id={`${id}-problem`} className="text-destructive text-sm font-semibold">
          {problem}
        </p>
      )}
    </div>
  )
}
