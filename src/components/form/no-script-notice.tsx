import { siteConfig } from '@/content/site'

export const NO_SCRIPT_NOTICE = 'This form needs JavaScript to send your answers.'

/**
 * Shown only when scripting is off: the intake forms are sent by the app, so without it a visitor
 * is told so plainly and given the e-mail address instead. (The forms use method="dialog", so
 * pressing Send without scripting sends nothing anywhere and puts no answer in the address.)
 */
export function NoScriptNotice() {
  return (
    <noscript>
      <p className="rounded-md border-2 border-amber-700 bg-amber-50 p-4 text-amber-950">
        <strong className="font-semibold">{NO_SCRIPT_NOTICE}</strong> Turn JavaScript on and reload
        this page, or e-mail us at{' '}
        <a href={`mailto:${siteConfig.email}`} className="font-semibold underline">
          {siteConfig.email}
        </a>
        .
      </p>
    </noscript>
  )
}
