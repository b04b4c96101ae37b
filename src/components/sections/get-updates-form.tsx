import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useCurrentLanguage } from '@/components/language/current-language'
import { updatesCopy } from '@/content/updates'
import { cn } from '@/lib/utils'

/** The form's words in the page's language. */
export function useGetUpdatesWords() {
  return useCurrentLanguage() === 'es' ? updatesCopy.footerInSpanish : updatesCopy.footer
}

/**
 * "Get updates" as a plain HTML form: a GET to /updates with the address (and, from /news, the
 * topic), where the full sign-up form takes it. No script of its own, so the footer of every page
 * and /news stay as light as they were; the sign-up itself (topics, consent, confirmation) happens
 * on /updates.
 */
export function GetUpdatesForm({
  tone = 'dark',
  from,
  className,
}: {
  tone?: 'dark' | 'light'
  /** The page the form is on, passed along (`news`): the topic ticked and where consent was given. */
  from?: 'news'
  className?: string
}) {
  const inputId = from ? `get-updates-${from}-email` : 'get-updates-email'
  const copy = useGetUpdatesWords()
  return (
    <form
      action={paths.updates}
      method="get"
      aria-label={copy.heading}
      className={cn('flex flex-col gap-2', className)}
    >
      <label
        htmlFor={inputId}
        className={cn('text-sm', tone === 'dark' ? 'text-slate-200' : 'text-slate-800')}
      >
        {copy.emailLabel}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={255}
          className="text-ink min-h-10 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2"
        />
        {from ? <input type="hidden" name="from" value={from} /> : null}
        <Button type="submit" variant={tone === 'dark' ? 'secondary' : 'default'}>
          {copy.button}
        </Button>
      </div>
    </form>
  )
}
