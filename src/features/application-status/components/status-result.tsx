import { CircleAlert, CircleCheck } from 'lucide-react'
import { type Ref, useId } from 'react'
import { AppLink } from '@/components/ui/app-link'
import type { SubmissionStatus } from '../api/get-submission-status'
import { languageLocales, type Language } from '@schemas/languages'
import { lookupWordsIn } from '../lookup-words'
import { type MissWords, type StageWords, statusWords } from '../page-words'

/** A date as the page's language writes it ("November 29, 2026", "29 de noviembre de 2026"). */
const dateFormats = Object.fromEntries(
  Object.entries(languageLocales).map(([language, locale]) => [
    language,
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Boise' }),
  ]),
) as Record<Language, Intl.DateTimeFormat>

/** The stages' and the misses' words as the page's seed writes them, when none are given. */
const seedWords = statusWords([])

/**
 * The answer of a lookup: the stage, its date, what happens next and whether a reply the person
 * e-mailed back has reached us; or why there is none.
 */
export function StatusResult({
  ref,
  answer,
  stages = seedWords.stages,
  misses = seedWords.misses,
  language = 'en',
}: {
  ref: Ref<HTMLDivElement>
  answer: SubmissionStatus | { outcome: 'failed' }
  stages?: StageWords
  misses?: MissWords
  /** The page's language (the lookup's). */
  language?: Language
}) {
  const headingId = useId()
  const lookupWords = lookupWordsIn[language]
  const dateFormat = dateFormats[language]
  if (answer.outcome === 'found') {
    const stage = stages[answer.stage]
    return (
      <div
        ref={ref}
        tabIndex={-1}
        aria-labelledby={headingId}
        role="region"
        className="focus-visible:ring-primary grid max-w-xl gap-4 rounded-md border-2 border-green-700 bg-green-50 p-6 text-green-950 outline-none focus-visible:ring-2"
      >
        <h2 id={headingId} className="flex items-center gap-3 text-xl font-semibold">
          <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
          {lookupWords.kinds[answer.kind]}
        </h2>
        <dl className="grid gap-3">
          <div>
            <dt className="font-medium">{lookupWords.result.stageLabel}</dt>
            <dd className="text-2xl font-bold" data-stage={answer.stage}>
              {stage.name}
            </dd>
          </div>
          <div>
            <dt className="font-medium">{lookupWords.result.changedLabel}</dt>
            <dd>
              <time dateTime={answer.changedAt.toISOString()}>
                {dateFormat.format(answer.changedAt)}
              </time>
            </dd>
          </div>
          <div>
            <dt className="font-medium">{lookupWords.result.nextLabel}</dt>
            <dd>{stage.next}</dd>
          </div>
          {answer.answers.lastAt ? (
            <div>
              <dt className="font-medium">{lookupWords.result.answersLabel}</dt>
              <dd>
                {lookupWords.result.answersReceived(
                  answer.answers.count,
                  dateFormat.format(answer.answers.lastAt),
                )}
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    )
  }
  const copy =
    answer.outcome === 'not-found'
      ? misses.notFound
      : answer.outcome === 'throttled'
        ? misses.throttled
        : misses.failed
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      role="region"
      className="border-destructive focus-visible:ring-primary grid max-w-xl gap-3 rounded-md border-4 bg-white p-6 outline-none focus-visible:ring-2"
    >
      <h2 id={headingId} className="text-ink flex items-center gap-2 text-lg font-bold">
        <CircleAlert aria-hidden="true" className="text-destructive size-5 shrink-0" />
        {copy.title}
      </h2>
      <p>{copy.body}</p>
      {copy.contact ? (
        <p>
          <AppLink
            href={copy.contact.href}
            className="text-primary hover:text-primary-hover font-semibold underline"
          >
            {copy.contact.label}
          </AppLink>
        </p>
      ) : null}
    </div>
  )
}
