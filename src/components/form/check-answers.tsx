import { type Ref, useId } from 'react'

/** One answer on the check page: its question, the answer as the person gave it, its field. */
export interface CheckAnswersRow {
  /** The field's element id (the one its label points at): "Change" moves focus there. */
  fieldId: string
  question: string
  answer: string
  /** Long answers keep their line breaks. */
  long?: boolean
}

export interface CheckAnswersCopy {
  heading: string
  intro: string
  change: string
}

/**
 * GOV.UK's "Check your answers", so a wrong answer is caught before it is sent: every answer under
 * its question, each with a "Change" link back to its field. The link's accessible name says which
 * answer it changes.
 */
export function CheckAnswers({
  ref,
  copy,
  rows,
  onChange,
}: {
  ref: Ref<HTMLHeadingElement>
  copy: CheckAnswersCopy
  rows: readonly CheckAnswersRow[]
  onChange: (fieldId: string) => void
}) {
  const introId = useId()
  return (
    <section aria-labelledby={`${introId}-heading`} className="grid gap-4">
      <h2
        ref={ref}
        id={`${introId}-heading`}
        tabIndex={-1}
        className="text-ink focus-visible:ring-primary scroll-mt-24 text-2xl font-bold outline-none focus-visible:ring-2"
      >
        {copy.heading}
      </h2>
      <p id={introId} className="text-slate-700">
        {copy.intro}
      </p>
      <dl className="divide-y divide-slate-300 border-y border-slate-300">
        {rows.map((row) => (
          <div
            key={row.fieldId}
            className="grid gap-1 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:gap-4"
          >
            <dt className="font-semibold break-words">{row.question}</dt>
            <dd className={row.long ? 'break-words whitespace-pre-wrap' : 'break-words'}>
              {row.answer}
            </dd>
            <dd className="sm:text-right">
              <a
                href={`#${row.fieldId}`}
                // The visible word first (label in name), then which answer it changes.
                aria-label={`${copy.change} ${row.question.toLowerCase()}`}
                onClick={(event) => {
                  event.preventDefault()
                  onChange(row.fieldId)
                }}
                className="text-primary hover:text-primary-hover font-semibold underline underline-offset-2"
              >
                {copy.change}
              </a>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
