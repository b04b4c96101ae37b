import { CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { formWords } from '@/components/form/form-words'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'
import { type Language, languageLocales } from '@schemas/languages'

/** The attributes that tie a control to its label, hint, counter and error message. */
export interface ControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
  'aria-required': boolean | undefined
  /** The field's rules for the page's inline boot (boot-checks.ts), when it has any. */
  'data-rules'?: string
}

export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error`, counter: `${id}-counter` }
}

function describedBy(id: string, parts: { hint?: boolean; counter?: boolean; error?: boolean }) {
  const ids = fieldIds(id)
  const list = [
    parts.error ? ids.error : null,
    parts.hint ? ids.hint : null,
    parts.counter ? ids.counter : null,
  ].filter((value): value is string => value !== null)
  return list.length > 0 ? list.join(' ') : undefined
}

/**
 * A field's message, word for word as the spec gives it. `summaryName` is how the error summary
 * names the field when the message does not (error-summary.tsx): "Relevant experience: please
 * provide at least 50 characters" instead of a second, anonymous "Please provide ...".
 */
export function FieldError({
  id,
  message,
  summaryName,
}: {
  id: string
  message?: string
  summaryName?: string
}) {
  if (!message) return null
  return (
    <p
      id={id}
      data-summary-name={summaryName}
      className="text-destructive flex items-start gap-1.5 text-sm font-medium"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  )
}

/**
 * A character counter `x/limit`; over the limit it turns red and says so to screen readers. The
 * numbers are written as the page's language writes them, without grouping ("0/2000").
 */
export function CharacterCounter({
  id,
  length,
  limit,
  language = 'en',
}: {
  id: string
  length: number
  limit: number
  language?: Language
}) {
  const over = length > limit
  const number = new Intl.NumberFormat(languageLocales[language], { useGrouping: false })
  return (
    <p
      id={id}
      className={cn(
        'text-right text-sm tabular-nums',
        over ? 'text-destructive font-semibold' : 'text-slate-700',
      )}
    >
      {number.format(length)}/{number.format(limit)}
      {over ? <span className="sr-only">{` ${formWords[language].overLimit}`}</span> : null}
    </p>
  )
}

/**
 * A labelled form control with its hint, optional character counter and error message. The
 * control itself is rendered by `children`, which receives the ids and ARIA state to spread on it.
 */
export function FormField({
  id,
  label,
  required,
  hint,
  error,
  counter,
  className,
  summaryName,
  rules,
  language = 'en',
  children,
}: {
  id: string
  label: ReactNode
  /** The field's name in the error summary; the label when it is plain text. */
  summaryName?: string
  required?: boolean
  hint?: ReactNode
  error?: string
  counter?: { length: number; limit: number }
  className?: string
  /** The field's rules as the form's markup carries them (rulesAttribute), put on the control. */
  rules?: string
  /** The page's language: the spoken "(required)" and the counter are in it. */
  language?: Language
  children: (control: ControlProps) => ReactNode
}) {
  const ids = fieldIds(id)
  return (
    // `data-field`: where the inline boot shows a message before the app is there (boot-checks.ts).
    <div data-field="" className={cn('grid gap-2', className)}>
      <Label htmlFor={id} required={required} requiredWord={formWords[language].required}>
        {label}
      </Label>
      {hint ? (
        <p id={ids.hint} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy(id, {
          hint: Boolean(hint),
          counter: Boolean(counter),
          error: Boolean(error),
        }),
        'aria-required': required || undefined,
        ...(rules ? { 'data-rules': rules } : {}),
      })}
      {counter ? (
        <CharacterCounter
          id={ids.counter}
          length={counter.length}
          limit={counter.limit}
          language={language}
        />
      ) : null}
      <FieldError
        id={ids.error}
        message={error}
        summaryName={summaryName ?? (typeof label === 'string' ? label : undefined)}
      />
    </div>
  )
}

/** A group of radios or checkboxes under one legend, with the group's error message. */
export function FormFieldset({
  id,
  legend,
  required,
  hint,
  error,
  className,
  rules,
  language = 'en',
  children,
}: {
  id: string
  legend: ReactNode
  required?: boolean
  hint?: ReactNode
  error?: string
  className?: string
  /** The group's rules for the page's inline boot (rulesAttribute). */
  rules?: string
  /** The page's language: the spoken "(required)" is in it. */
  language?: Language
  children: ReactNode
}) {
  const ids = fieldIds(id)
  return (
    <fieldset
      id={id}
      data-field=""
      data-rules={rules}
      className={cn('grid gap-3', className)}
      aria-describedby={describedBy(id, { hint: Boolean(hint), error: Boolean(error) })}
    >
      <legend className="text-ink text-sm font-semibold">
        {legend}
        {required ? (
          <span className="text-destructive">
            {' '}
            <span aria-hidden="true">*</span>
            <span className="sr-only">{formWords[language].required}</span>
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={ids.hint} className="-mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={ids.error} message={error} />
    </fieldset>
  )
}

/**
 * The honeypot: a text field hidden from people (off-screen, out of the tab order and of the
 * accessibility tree) that form-filling bots tend to complete.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  )
}
