import published from 'virtual:page-copy/events'
import { SubscribeToEvents } from '@/components/sections/event-calendar-links'
import { EventCards } from '@/components/sections/event-cards'
import { usePageCopy } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { useSiteContent } from '@/components/sections/site-content-context'
import { contactLinks, paths } from '@/config/paths'
import { RECORD_BLOCKS } from '@/content/arranged-pages'
import { isDated, splitEvents, sponsorCall } from '@/content/event-schedule'
import { contentBuiltAt } from '@/content/published'

/**
 * /events is arranged by its editors: its blocks, in their order, rendered by kind. The events are
 * split at the build's clock (the prerender and the hydrating app agree): the upcoming ones under
 * the block that introduces them (its later paragraphs said only while no dated event is ahead),
 * the past ones under theirs, which shows only once an event has taken place (both blocks the
 * desk keeps). The band's last button follows the schedule shown (the draft's, in a preview):
 * "Sponsor Idaho AI Week 2027" while a Week is scheduled, else the partner call.
 */
export function Component() {
  const { blocks } = usePageCopy(paths.events, published)
  const [upcomingId, pastId] = RECORD_BLOCKS[paths.events]
  const { events } = useSiteContent()
  const { upcoming, past } = splitEvents(events, contentBuiltAt)
  const intro = blocks.find((block) => block.id === upcomingId)
  const noneUpcoming =
    intro?.kind === 'prose' && !upcoming.some((event) => event.startsAt)
      ? intro.paragraphs.slice(1)
      : []
  return (
    <RenderBlocks
      blocks={blocks}
      anchored
      within={past.length > 0 ? [] : [pastId]}
      design={{
        [upcomingId]: { paragraphs: 1 },
        cta: { actions: [sponsorCall(events, contentBuiltAt, contactLinks.partner)] },
      }}
      extras={{
        [upcomingId]: (
          <>
            {noneUpcoming.map((paragraph) => (
              <p key={paragraph} className="max-w-3xl text-lg font-semibold text-slate-800">
                {paragraph}
              </p>
            ))}
            {upcoming.length > 0 && <EventCards events={upcoming} />}
            {/* The calendar of every dated event, past ones too (a calendar keeps its history). */}
            {events.some(isDated) && <SubscribeToEvents />}
          </>
        ),
        [pastId]: <EventCards events={past} />,
      }}
    />
  )
}
