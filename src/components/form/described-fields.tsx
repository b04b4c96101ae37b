import type { HTMLInputAutoCompleteAttribute } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import {
  ChoiceField,
  ChoicesField,
  LongTextField,
  TextInputField,
} from '@/components/form/bound-fields'
import type { IntakeForm } from '@/components/form/use-intake-form'
import type { FieldDescription } from '@schemas/form-description'

/*
 * A form's fields as its description lists them (supabase/functions/_shared/schemas/
 * form-description.ts): the control, label, hint, placeholder and counter come from there, so a
 * field added to the description appears on the form. Consecutive half-width fields share a
 * two-column grid. The coach's yes/no, the one control with no generic layout, is laid out by its
 * form.
 */

function DescribedField<TInput extends FieldValues, TOutput>({
  intake,
  field,
}: {
  intake: IntakeForm<TInput, TOutput>
  field: FieldDescription
}) {
  const common = {
    intake,
    name: field.key as Path<TInput>,
    label: field.label,
    required: !field.optional,
    hint: field.hint,
  }
  switch (field.control) {
    case 'choice':
      return (
        <ChoiceField
          {...common}
          options={field.options ?? []}
          placeholder={field.placeholder ?? ''}
        />
      )
    case 'choices':
      // Required only when choosing none is refused: "Choose any that apply" carries no asterisk.
      return (
        <ChoicesField
          {...common}
          required={!field.optional && !field.schema.safeParse([]).success}
          options={field.options ?? []}
        />
      )
    case 'long':
      return <LongTextField {...common} limit={field.limit ?? 2000} rows={field.rows} />
    case 'text':
    case 'email':
    case 'tel':
      return (
        <TextInputField
          {...common}
          type={field.control}
          autoComplete={field.autoComplete as HTMLInputAutoCompleteAttribute | undefined}
        />
      )
    default:
      throw new Error(`No generic control for ${field.control} (${field.key})`)
  }
}

export function DescribedFields<TInput extends FieldValues, TOutput>({
  intake,
  fields,
}: {
  intake: IntakeForm<TInput, TOutput>
  fields: readonly FieldDescription[]
}) {
  const rows: FieldDescription[][] = []
  for (const field of fields) {
    const last = rows.at(-1)
    if (field.half && last?.[0]?.half) last.push(field)
    else rows.push([field])
  }
  return (
    <>
      {rows.map((row) =>
        row[0]?.half ? (
          <div key={row[0].key} className="grid gap-6 sm:grid-cols-2">
            {row.map((field) => (
              <DescribedField key={field.key} intake={intake} field={field} />
            ))}
          </div>
        ) : (
          row.map((field) => <DescribedField key={field.key} intake={intake} field={field} />)
        ),
      )}
    </>
  )
}
