import type { HTMLInputAutoCompleteAttribute, ReactNode } from 'react'
import { Controller, type FieldValues, get, type Path, useWatch } from 'react-hook-form'
import { FormField, FormFieldset } from '@/components/form/form-field'
import { SelectField } from '@/components/form/select-field'
import type { IntakeForm } from '@/components/form/use-intake-form'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { type Option, optionLabel } from '@schemas/fields'

/*
 * Labelled controls bound to one field of an intake form: the id, the ARIA wiring, the error
 * message and the registration all come from the form and the field's name, so a form file lists
 * its fields and nothing else.
 */

interface BoundFieldProps<TInput extends FieldValues, TOutput> {
  intake: IntakeForm<TInput, TOutput>
  name: Path<TInput>
  label: ReactNode
  required?: boolean
  hint?: ReactNode
  className?: string
  /** How the error summary names the field when the label is not a short name. */
  summaryName?: string
  /** The field's rules for the page's inline boot (rulesAttribute in boot-checks.ts). */
  rules?: string
}

/** `currentOccupation` → `current-occupation`: element ids stay readable in the DOM. */
export function kebab(name: string) {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

function useBinding<TInput extends FieldValues, TOutput>({
  intake,
  name,
}: Pick<BoundFieldProps<TInput, TOutput>, 'intake' | 'name'>) {
  const { form, fieldId } = intake
  return {
    id: fieldId(kebab(name)),
    error: form.getFieldState(name, form.formState).error?.message,
  }
}

/** A one-line text input (text, e-mail, phone). */
export function TextInputField<TInput extends FieldValues, TOutput>({
  type = 'text',
  autoComplete,
  ...props
}: BoundFieldProps<TInput, TOutput> & {
  type?: 'text' | 'email' | 'tel'
  autoComplete?: HTMLInputAutoCompleteAttribute
}) {
  const { id, error } = useBinding(props)
  const { intake, name, ...field } = props
  return (
    <FormField id={id} error={error} language={intake.language} {...field}>
      {(control) => (
        <Input
          {...control}
          type={type}
          autoComplete={autoComplete}
          {...intake.form.register(name)}
        />
      )}
    </FormField>
  )
}

/** A long answer with its `x/limit` character counter. */
export function LongTextField<TInput extends FieldValues, TOutput>({
  limit,
  rows = 6,
  ...props
}: BoundFieldProps<TInput, TOutput> & { limit: number; rows?: number }) {
  const { id, error } = useBinding(props)
  const { intake, name, ...field } = props
  const value: unknown = useWatch({ control: intake.form.control, name })
  const length = typeof value === 'string' ? value.length : 0
  return (
    <FormField
      id={id}
      error={error}
      counter={{ length, limit }}
      language={intake.language}
      {...field}
    >
      {(control) => <Textarea {...control} rows={rows} {...intake.form.register(name)} />}
    </FormField>
  )
}

/** One choice from a fixed list of stored values. */
export function ChoiceField<TInput extends FieldValues, TOutput>({
  options,
  placeholder,
  ...props
}: BoundFieldProps<TInput, TOutput> & { options: readonly Option[]; placeholder: string }) {
  const { id, error } = useBinding(props)
  const { intake, name, ...field } = props
  return (
    <FormField id={id} error={error} language={intake.language} {...field}>
      {(controlProps) => (
        <SelectField
          registration={intake.form.register(name)}
          options={options}
          placeholder={placeholder}
          language={intake.language}
          controlProps={controlProps}
          defaultValue={String(get(intake.form.formState.defaultValues, name) ?? '')}
        />
      )}
    </FormField>
  )
}

/** Any number of choices from a fixed list: a fieldset of checkboxes, two columns on wide screens. */
export function ChoicesField<TInput extends FieldValues, TOutput>({
  options,
  ...props
}: BoundFieldProps<TInput, TOutput> & { options: readonly Option[] }) {
  const { id, error } = useBinding(props)
  const { intake, name, label, required, hint, className, rules } = props
  return (
    <FormFieldset
      id={id}
      legend={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
      rules={rules}
      language={intake.language}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-3 text-base">
            <Checkbox value={option.value} {...intake.form.register(name)} />
            {optionLabel(option, intake.language)}
          </label>
        ))}
      </div>
    </FormFieldset>
  )
}

/** The words of a yes/no question's two answers. */
export interface YesNoWords {
  yes: string
  no: string
}

/** A yes/no question as two radio buttons; nothing is chosen until the person answers. */
export function YesNoField<TInput extends FieldValues, TOutput>({
  words,
  ...props
}: BoundFieldProps<TInput, TOutput> & { words: YesNoWords }) {
  const { id, error } = useBinding(props)
  const { intake, name, label, required, hint, className, rules } = props
  return (
    <Controller
      control={intake.form.control}
      name={name}
      render={({ field }) => (
        <FormFieldset
          id={id}
          legend={label}
          required={required}
          hint={hint}
          error={error}
          className={className}
          rules={rules}
          language={intake.language}
        >
          <div className="flex gap-6">
            {[
              { label: words.yes, value: true },
              { label: words.no, value: false },
            ].map((option) => (
              <label key={option.label} className="flex items-center gap-2 text-base">
                <input
                  type="radio"
                  name={field.name}
                  className="accent-primary size-5"
                  checked={field.value === option.value}
                  onChange={() => field.onChange(option.value)}
                  onBlur={field.onBlur}
                />
                {option.label}
              </label>
            ))}
          </div>
        </FormFieldset>
      )}
    />
  )
}
