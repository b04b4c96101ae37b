import { CardGrid } from '@/components/sections/card-grid'
import { AddToCalendarLink } from '@/components/sections/event-calendar-links'
import { useLabels } from '@/components/sections/use-labels'
import { Timed, When } from '@/components/ui/timed'
import { eventsIcons } from '@/content/pages/events'
import type { SiteEvent } from '@/content/site-content-schema'

/**
 * The events' cards on /events; their labels and state words are page copy (`event-cards`). Each
 * card's state follows the visitor's clock, so a page built before an event ended still says it
 * took place.
 */
export function EventCards({ events }: { events: readonly SiteEvent[] }) {
  const words = useLabels('event-cards')
  return (
    <CardGrid
      items={events.map((event) => ({
        title: event.name,
        text: event.description,
        icon: eventsIcons.bySlug[event.slug] ?? eventsIcons.fallback,
        meta: [
          { label: words.when, value: event.dates },
          { label: words.where, value: event.location },
        ],
        items: event.highlights,
        itemsTitle: words.highlights,
        // An event without a website of its own shows no link.
        link: event.url ? { label: words.link, href: event.url, external: true } : undefined,
        // A dated event also goes into a calendar (its own .ics file); an undated one has no day to put.
        extra:
          event.startsAt && event.endsAt ? (
            <>
              <Timed
                as="div"
                span={{ startsAt: event.startsAt, endsAt: event.endsAt }}
                className="text-sm font-semibold"
              >
                <When states={['upcoming']} className="text-primary">
                  {words.upcoming}
                </When>
                <When states={['now']} className="text-green-800">
                  {words.now}
                </When>
                <When states={['past']} className="text-slate-700">
                  {words.past}
                </When>
              </Timed>
              <AddToCalendarLink slug={event.slug} name={event.name} />
            </>
          ) : undefined,
      }))}
    />
  )
}
