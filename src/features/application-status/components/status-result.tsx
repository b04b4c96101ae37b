import { CircleAlert, CircleCheck } from 'lucide-react'
import { type Ref, useId } from 'react'
import { AppLink } from '@/components/ui/app-link'
import {
  applicationStatusPage as page,
  type SubmissionStage,
} from '@/content/pages/application-status'
import type { SubmissionStatus } from '../api/get-submission-status'

const dateFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeZone: 'America/Boise',
})

/** Each stage's name and what happens next (the page's copy; the content module's by default). */
export type StageWords = Record<SubmissionStage, { name: string; next: string }>

/** Why a lookup has no answer, in the page's copy (the content module's by default). */
export type MissWords = Record<
  'notFound' | 'throttled' | 'failed',
  { title: string; body: string; contact?: { label: string; href: string } }
>

const seedMisses: MissWords = {
  notFound: page.notFound,
  throttled: page.throttled,
  failed: page.failed,
}

/**
 * The answer of a lookup: the stage, its date, what happens next and whether a reply the person
 * e-mailed back has reached us; or why there is none.
 */
export function StatusResult({
  ref,
  answer,
  stages = page.stages,
  misses = seedMisses,
}: {
  ref: Ref<HTMLDivElement>
  answer: SubmissionStatus | { outcome: 'failed' }
  stages?: StageWords
  misses?: MissWords
}) {
  const headingId = useId()
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
          {page.kinds[answer.kind]}
        </h2>
        <dl className="grid gap-3">
          <div>
            <dt className="font-medium">{page.result.stageLabel}</dt>
            <dd className="text-2xl font-bold" data-stage={answer.stage}>
              {stage.name}
            </dd>
          </div>
          <div>
            <dt className="font-medium">{page.result.changedLabel}</dt>
            <dd>
              <time dateTime={answer.changedAt.toISOString()}>
                {dateFormat.format(answer.changedAt)}
              </time>
            </dd>
          </div>
          <div>
            <dt className="font-medium">{page.result.nextLabel}</dt>
            <dd>{stage.next}</dd>
          </div>
          {answer.answers.lastAt ? (
            <div>
              <dt className="font-medium">{page.result.answersLabel}</dt>
              <dd>
                {page.result.answersReceived(
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
