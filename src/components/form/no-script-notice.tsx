import { formWords } from '@/components/form/form-words'
import { siteConfig } from '@/content/site'
import type { Language } from '@schemas/languages'

/**
 * Shown only when scripting is off: the intake forms are sent by the app, so without it a visitor
 * is told so plainly and given the e-mail address instead. (The forms use method="dialog", so
 * pressing Send without scripting sends nothing anywhere and puts no answer in the address.)
 */
export function NoScriptNotice({ language = 'en' }: { language?: Language }) {
  const words = formWords[language].noScript
  return (
    <noscript>
      <p className="rounded-md border-2 border-amber-700 bg-amber-50 p-4 text-amber-950">
        <strong className="font-semibold">{words.notice}</strong>
        {` ${words.instead}`}{' '}
        <a href={`mailto:${siteConfig.email}`} className="font-semibold underline">
          {siteConfig.email}
        </a>
        .
      </p>
    </noscript>
  )
}
