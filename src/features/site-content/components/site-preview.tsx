import { useState } from 'react'
import { splitEvents } from '@/content/event-schedule'
import { eventCallouts } from '@/content/pages/home'
import type { SiteContent } from '@/content/site-content-schema'

/**
 * "Preview": what the home page's banner and events section and the /events lists will say once
 * the draft is published, worked out by the same functions the pages use, at today's date.
 */
export function SitePreview({ content }: { content: SiteContent }) {
  // Read once per opening: the preview is of the pages as they will be built now.
  const [now] = useState(() => Date.now())
  const callouts = eventCallouts(content, now)
  const { upcoming, past } = splitEvents(content.events, now)
  return (
    <section
      aria-labelledby="preview-heading"
      className="flex flex-col gap-3 rounded-md border-2 border-dashed border-slate-400 p-4"
    >
      <h2 id="preview-heading" className="text-xl font-bold">
        Preview of the draft
      </h2>
      <p>
        <strong>Home banner:</strong> {callouts.banner?.text ?? 'none (no upcoming event)'}
      </p>
      <p>
        <strong>Home events section:</strong> {callouts.aiWeek.title}
      </p>
      <div>
        <h3 className="font-semibold">Upcoming events</h3>
        <ul className="list-disc pl-6">
          {upcoming.map((event) => (
            <li key={event.slug}>
              {event.name}: {event.dates}, {event.location}
            </li>
          ))}
          {upcoming.length === 0 && <li>None: the page says no event is scheduled yet</li>}
        </ul>
      </div>
      <div>
        <h3 className="font-semibold">Past events</h3>
        <ul className="list-disc pl-6">
          {past.map((event) => (
            <li key={event.slug}>
              {event.name}: {event.dates}
            </li>
          ))}
        </ul>
      </div>
      <p>
        <strong>Footer:</strong> {content.contact.email} · {content.contact.phone}
        {content.contact.address ? ` · ${content.contact.address}` : ''}
      </p>
    </section>
  )
}
