import { CircleAlert } from 'lucide-react'
import { type MouseEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { errorSummaryTitles, summaryMessage } from '@/components/form/summary-message'
import type { Language } from '@schemas/languages'

interface SummaryItem {
  /** The id of the field (or fieldset) the message belongs to. */
  fieldId: string
  message: string
}

/** Every field message shown in the form, in reading order (FieldError renders `<id>-error`). */
function messagesIn(form: HTMLFormElement): SummaryItem[] {
  return Array.from(form.querySelectorAll<HTMLElement>('[id$="-error"]'))
    .filter((element) => !element.closest('[data-error-summary]'))
    .map((element) => ({
      fieldId: element.id.slice(0, -'-error'.length),
      message: summaryMessage(element.textContent?.trim() ?? '', element.dataset.summaryName),
    }))
    .filter((item) => item.message !== '' && document.getElementById(item.fieldId) !== null)
}

/** Moves focus to the field a summary link names: the control itself, or a group's first one. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const target = document.getElementById(fieldId)
  if (!target) return
  event.preventDefault()
  const control =
    target instanceof HTMLFieldSetElement
      ? target.querySelector<HTMLElement>('input, select, textarea, button')
      : target
  if (!control) return
  control.focus({ preventScroll: true })
  // The field with its label in the middle of the screen, clear of a toast at either edge.
  ;(target.closest('fieldset, .grid') ?? target).scrollIntoView?.({ block: 'center' })
}

/**
 * GOV.UK's error summary at the top of an intake form: after a refused submit it lists each
 * message as a link that moves focus to its field. Focus moves here once per refused submit,
 * when the list has rendered. It follows the inline messages, so an error that
 * clears when its field is edited leaves the list too.
 */
export function ErrorSummary<TInput extends FieldValues, TOutput>({
  form,
  language = 'en',
}: {
  form: UseFormReturn<TInput, unknown, TOutput>
  language?: Language
}) {
  const anchor = useRef<HTMLDivElement>(null)
  const [items, setItems] = useState<SummaryItem[]>([])
  const titleId = useId()
  const { submitCount, errors } = form.formState
  const errorKey = Object.entries(errors)
    .map(([name, error]) => `${name}:${String(error?.message ?? '')}`)
    .join('\n')
  // Read after the inline messages have rendered, so the list has their words and their order.
  useLayoutEffect(() => {
    const element = anchor.current?.closest('form')
    const next = element && submitCount > 0 ? messagesIn(element) : []
    setItems((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next))
  }, [submitCount, errorKey])
  // Each refused submit moves focus here once, when its list has rendered; later edits never do.
  const focusedForSubmit = useRef(0)
  const summary = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (items.length === 0 || focusedForSubmit.current === submitCount) return
    focusedForSubmit.current = submitCount
    // At the top of the screen (below the header), clear of a toast at the bottom of a phone.
    summary.current?.focus({ preventScroll: true })
    summary.current?.scrollIntoView?.({ block: 'start' })
  }, [items, submitCount])

  return (
    <div ref={anchor} className="contents">
      {items.length > 0 ? (
        <div
          ref={summary}
          data-error-summary=""
          tabIndex={-1}
          aria-labelledby={titleId}
          role="group"
          // Room above it on a phone for the Validation Error toast (toast.tsx's viewport).
          className="border-destructive focus-visible:ring-primary scroll-mt-32 rounded-md border-4 bg-white p-4 outline-none focus-visible:ring-2 sm:scroll-mt-24"
        >
          <h2 id={titleId} className="text-ink flex items-center gap-2 text-lg font-bold">
            <CircleAlert aria-hidden="true" className="text-destructive size-5 shrink-0" />
            {errorSummaryTitles[language]}
          </h2>
          <ul className="mt-2 grid gap-1">
            {items.map((item) => (
              <li key={item.fieldId}>
                <a
                  href={`#${item.fieldId}`}
                  onClick={(event) => focusField(event, item.fieldId)}
                  className="text-destructive font-semibold underline underline-offset-2"
                >
                  {item.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
