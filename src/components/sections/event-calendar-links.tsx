import { siteUrl } from '@/components/seo/head'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import {
  eventCalendarCopy as copy,
  eventCalendarPath,
  eventsCalendarPath,
  webcalUrl,
} from '@/content/event-calendar'

// The calendar files are files, not pages of the app: plain links, which the browser fetches (and
// hands to the calendar app) with no script.
const linkClass = 'text-primary font-semibold underline'

/** "Add to calendar" on a dated event's card: its own .ics file. */
export function AddToCalendarLink({ slug, name }: { slug: string; name: string }) {
  return (
    <a href={eventCalendarPath(slug)} type="text/calendar" className={`${linkClass} text-sm`}>
      {copy.add}
      <VisuallyHidden>: {name}</VisuallyHidden>
    </a>
  )
}

/**
 * "Subscribe to all events": the calendar of every event through webcal://, which calendar apps
 * take as a subscription they refresh, and the same file's https address for apps that ask for one.
 */
export function SubscribeToEvents() {
  const address = `${siteUrl}${eventsCalendarPath}`
  return (
    <p className="mt-6 flex flex-wrap items-baseline gap-x-2 gap-y-1 text-slate-800">
      <a href={webcalUrl(address)} type="text/calendar" className={linkClass}>
        {copy.subscribe}
      </a>
      <span>
        {copy.subscribeByAddress}{' '}
        <a href={address} type="text/calendar" className={`${linkClass} break-all`}>
          {address}
        </a>
      </span>
    </p>
  )
}
