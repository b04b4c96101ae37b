import type { HTMLInputAutoCompleteAttribute } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import {
  ChoiceField,
  ChoicesField,
  LongTextField,
  TextInputField,
  YesNoField,
  type YesNoWords,
} from '@/components/form/bound-fields'
import { rulesAttribute } from '@/components/form/rules-attribute'
import type { IntakeForm } from '@/components/form/use-intake-form'
import { formWords } from '@/components/form/form-words'
import { inLanguage } from '@schemas/fields'
import { type FieldDescription, fieldWords } from '@schemas/form-description'

/*
 * A form's fields as its description lists them (supabase/functions/_shared/schemas/
 * form-description.ts): the control, label, hint, placeholder, counter and group come from
 * there, so a field added to the description appears on the form. Consecutive fields of one
 * section share a fieldset with the section as its legend; consecutive half-width fields share a
 * two-column grid. Every word and message is in the form's language (intake.language): the
 * description's Spanish beside its English, the schema built in that language.
 */

interface FieldsProps<TInput extends FieldValues, TOutput> {
  intake: IntakeForm<TInput, TOutput>
  /** The words of a yes/no question's answers; the form's own "Yes" and "No" otherwise. */
  yesNo?: YesNoWords
}

function DescribedField<TInput extends FieldValues, TOutput>({
  intake,
  field,
  yesNo = formWords[intake.language],
}: FieldsProps<TInput, TOutput> & { field: FieldDescription }) {
  // A group's message is listed in the error summary as it stands (FormFieldset names no field).
  const group = field.control === 'yes-no' || field.control === 'choices'
  const words = fieldWords(field, intake.language)
  const schema = inLanguage(field.schema, intake.language)
  const common = {
    intake,
    name: field.key as Path<TInput>,
    label: words.label,
    required: !field.optional,
    hint: words.hint,
    summaryName: words.summaryName,
    rules: rulesAttribute(schema, group ? undefined : (words.summaryName ?? words.label)),
  }
  switch (field.control) {
    case 'choice':
      return (
        <ChoiceField
          {...common}
          options={field.options ?? []}
          placeholder={words.placeholder ?? ''}
        />
      )
    case 'choices':
      // Required only when choosing none is refused: "Choose any that apply" carries no asterisk.
      return (
        <ChoicesField
          {...common}
          required={!field.optional && !schema.safeParse([]).success}
          options={field.options ?? []}
        />
      )
    case 'yes-no':
      return <YesNoField {...common} words={yesNo} />
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
  }
}

/** Runs of consecutive items that `sameGroup` puts together, in order. */
function runs<T>(items: readonly T[], sameGroup: (a: T, b: T) => boolean): T[][] {
  const grouped: T[][] = []
  for (const item of items) {
    const last = grouped.at(-1)
    if (last?.[0] !== undefined && sameGroup(last[0], item)) last.push(item)
    else grouped.push([item])
  }
  return grouped
}

function FieldRows<TInput extends FieldValues, TOutput>({
  fields,
  ...props
}: FieldsProps<TInput, TOutput> & { fields: readonly FieldDescription[] }) {
  return (
    <>
      {runs(fields, (a, b) => Boolean(a.half && b.half)).map((row) =>
        row[0]?.half ? (
          <div key={row[0].key} className="grid gap-6 sm:grid-cols-2">
            {row.map((field) => (
              <DescribedField key={field.key} field={field} {...props} />
            ))}
          </div>
        ) : (
          row.map((field) => <DescribedField key={field.key} field={field} {...props} />)
        ),
      )}
    </>
  )
}

export function DescribedFields<TInput extends FieldValues, TOutput>({
  fields,
  ...props
}: FieldsProps<TInput, TOutput> & { fields: readonly FieldDescription[] }) {
  return (
    <>
      {runs(fields, (a, b) => a.section === b.section).map((group) => {
        const first = group[0]
        const section = first && fieldWords(first, props.intake.language).section
        return section ? (
          <fieldset key={section} className="grid gap-6">
            <legend className="text-ink mb-4 text-lg font-semibold">{section}</legend>
            <FieldRows fields={group} {...props} />
          </fieldset>
        ) : (
          <FieldRows key={group[0]?.key} fields={group} {...props} />
        )
      })}
    </>
  )
}
