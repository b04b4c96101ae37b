import { formWords } from '@/components/form/form-words'
import type { Language } from '@schemas/languages'

/** The note above an intake form explaining the asterisk that marks required fields. */
export function RequiredFieldsNote({ language = 'en' }: { language?: Language }) {
  const note = formWords[language].requiredNote
  return (
    <p className="text-sm text-slate-700">
      {note.before}{' '}
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
      <span className="sr-only">{note.asterisk}</span>
      {` ${note.after}`}
    </p>
  )
}
