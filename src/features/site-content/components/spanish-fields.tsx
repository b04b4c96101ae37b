import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import type { PageCopy } from '@/content/page-copy-schema'
import type { TranslationState } from '@schemas/translated-texts'
import { pathKey } from '../lib/page-draft'
import {
  publishesSpanish,
  spanishStatus,
  spanishTextPath,
  textPlace,
  withSpanishPublished,
  withSpanishText,
} from '../lib/spanish-texts'

/** What the editor reads beside a text about its Spanish (in words, never by colour alone). */
const stateWords: Record<TranslationState, string> = {
  missing: 'Missing: no Spanish yet',
  older: 'Older than its English: the English changed since this Spanish was written',
  current: 'Up to date',
}

const stateClass: Record<TranslationState, string> = {
  missing: 'text-destructive font-semibold',
  older: 'font-semibold text-amber-900',
  current: 'text-green-800',
}

/**
 * The Spanish view of the page form: whether the page is published in Spanish, then every text of
 * the page in its order, each with its English (read only) and its Spanish, and where its Spanish
 * stands. A Spanish typed is written from the English as it reads now, so it is current until the
 * English changes again; "Keep this Spanish" says an older Spanish still says what the English does.
 */
export function SpanishFields({
  page,
  idPrefix,
  problems,
  onChange,
}: {
  page: PageCopy
  idPrefix: string
  problems: Record<string, string>
  onChange: (page: PageCopy) => void
}) {
  const texts = spanishStatus(page)
  const publish = publishesSpanish(page)
  const missing = texts.filter((text) => text.state === 'missing').length
  const older = texts.filter((text) => text.state === 'older').length
  const publishId = `${idPrefix}-es-publish`
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2 rounded-md border border-slate-300 bg-white p-4">
        <legend className="px-1 text-lg font-semibold">Spanish page</legend>
        <div className="flex items-center gap-2">
          <input
            id={publishId}
            type="checkbox"
            className="size-5"
            checked={publish}
            aria-describedby={`${publishId}-hint`}
            onChange={(event) => onChange(withSpanishPublished(page, event.target.checked))}
          />
          <Label htmlFor={publishId}>Publish this page in Spanish</Label>
        </div>
        <p id={`${publishId}-hint`} className="text-sm text-slate-700">
          {publish
            ? 'Visitors read it at /es/…: every text needs its Spanish before the page is saved.'
            : 'This page is in English only: the Spanish site links to its English page.'}
        </p>
        <p role="status" className="text-sm">
          {texts.length} texts: {missing} without Spanish, {older} older than their English.
        </p>
      </fieldset>
      <ol className="flex flex-col gap-3">
        {texts.map(({ address, text, translation, state }) => {
          const id = `${idPrefix}-es-${address.replace(/\./g, '-')}`
          const problem = problems[pathKey(spanishTextPath(address))]
          const Control = text.length > 80 ? Textarea : Input
          const describedBy = [`${id}-english`, `${id}-state`, problem && `${id}-problem`]
          return (
            <li
              key={address}
              data-address={address}
              data-state={state}
              className="flex flex-col gap-1 rounded-md border border-slate-300 bg-white p-3"
            >
              <Label htmlFor={id}>{textPlace(page, address)}</Label>
              <p id={`${id}-english`} className="text-sm text-slate-700">
                English: <span lang="en">{text}</span>
              </p>
              <p id={`${id}-state`} className={`text-sm ${stateClass[state]}`}>
                {stateWords[state]}
              </p>
              {problem && (
                <p id={`${id}-problem`} className="text-destructive text-sm font-semibold">
                  {problem}
                </p>
              )}
              <Control
                id={id}
                lang="es"
                value={translation ?? ''}
                aria-invalid={problem ? true : undefined}
                aria-describedby={describedBy.filter(Boolean).join(' ')}
                {...(Control === Textarea ? { rows: 3 } : {})}
                onChange={(event) =>
                  onChange(withSpanishText(page, address, text, event.target.value))
                }
              />
              {state === 'older' && translation && (
                <div>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => onChange(withSpanishText(page, address, text, translation))}
                  >
                    Keep this Spanish
                    <span className="sr-only">: {textPlace(page, address)}</span>
                  </Button>
                </div>
              )}
            </li>
          )
        })}
      </ol>
    </div>
  )
}
