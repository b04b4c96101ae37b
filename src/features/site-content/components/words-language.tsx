import type { Language } from '@schemas/languages'
import type { PageCopy } from '@/content/page-copy-schema'
import { publishesSpanish, spanishStatus } from '../lib/spanish-texts'

/** The page form's two views: the page's English words, or their Spanish beside them. */
const views: { language: Language; name: string }[] = [
  { language: 'en', name: 'English' },
  { language: 'es', name: 'Spanish' },
]

export function WordsLanguage({
  idPrefix,
  language,
  onLanguage,
}: {
  idPrefix: string
  language: Language
  onLanguage: (language: Language) => void
}) {
  return (
    <fieldset className="flex flex-wrap gap-4">
      <legend className="font-semibold">Words in</legend>
      {views.map((view) => (
        <label key={view.language} className="flex min-h-10 items-center gap-2">
          <input
            type="radio"
            name={`${idPrefix}-words-in`}
            className="size-5"
            checked={language === view.language}
            onChange={() => onLanguage(view.language)}
          />
          {view.name}
        </label>
      ))}
    </fieldset>
  )
}

/** Above the English words: whether the page is also in Spanish, and what its Spanish lacks. */
export function SpanishSummary({ page }: { page: PageCopy }) {
  const states = spanishStatus(page).map((text) => text.state)
  const missing = states.filter((state) => state === 'missing').length
  const older = states.filter((state) => state === 'older').length
  if (!publishesSpanish(page)) {
    return (
      <p className="text-sm text-slate-700">
        English only: this page is not published in Spanish (choose Spanish above to write it).
      </p>
    )
  }
  const lacks = [
    older > 0 &&
      `${older} ${older === 1 ? 'text is older than its English' : 'texts are older than their English'}`,
    missing > 0 && `${missing} ${missing === 1 ? 'text has' : 'texts have'} no Spanish`,
  ].filter(Boolean)
  return (
    <p className="text-sm text-slate-700">
      Also published in Spanish
      {lacks.length > 0 ? `: ${lacks.join(', ')}.` : ', every text up to date.'}
    </p>
  )
}
