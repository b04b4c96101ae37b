import { GraduationCap } from 'lucide-react'
import { contactLinks, paths } from '@/config/paths'
import { nextEvent, sponsorCall } from '@/content/event-schedule'
import { contentBuiltAt, publishedContent } from '@/content/published'
import type { Link } from '@/content/schema'
import type { SiteContent } from '@/content/site-content-schema'

/**
 * The banner, the sponsor call to action and the events section follow the next event that has
 * not ended at `nowMs`; with none ahead the page says so rather than advertising a past week.
 * They are written from the events' records, not page copy: the page's own words and structure
 * are its blocks (`page-seeds/home.ts`).
 */
export function eventCallouts(content: Pick<SiteContent, 'events' | 'banner'>, nowMs: number) {
  const upcoming = nextEvent(content.events, nowMs)
  const customBanner = content.banner.text
  // The page shows the Week's dates itself, so its sponsor call leads straight to the partner form.
  const sponsor = sponsorCall(content.events, nowMs, contactLinks.partner) satisfies Link
  if (!upcoming) {
    return {
      banner: undefined,
      sponsor,
      aiWeek: {
        title: 'Statewide events',
        paragraphs: [
          'No statewide event is scheduled yet. The dates of the next one will be announced here; past events are on the events page.',
        ],
        schedule: undefined as Link | undefined,
        more: { label: 'See past events', href: paths.events } satisfies Link,
        highlights: [] as string[],
      },
    }
  }
  return {
    banner: {
      text: customBanner || `${upcoming.name}: ${upcoming.dates}, ${upcoming.location}`,
      /** While the event runs; after it the banner is gone. */
      nowText:
        customBanner ||
        `${upcoming.name} is happening now in ${upcoming.location}: ${upcoming.dates}`,
      span: { startsAt: upcoming.startsAt, endsAt: upcoming.endsAt },
      link: { label: 'See the statewide events', href: paths.events } satisfies Link,
    },
    sponsor,
    aiWeek: {
      title: `${upcoming.name}, ${upcoming.dates}`,
      paragraphs: [upcoming.description],
      schedule: (upcoming.url
        ? { label: `${upcoming.name} schedule`, href: upcoming.url, external: true }
        : undefined) as Link | undefined,
      more: { label: 'All statewide events', href: paths.events } satisfies Link,
      highlights: upcoming.highlights,
    },
  }
}

/** The callouts as the build's clock sees the published events (the prerender and the app agree). */
export const homeCallouts = eventCallouts(publishedContent, contentBuiltAt)

/** /'s design: the icon of the "Become an AI Coach" card. */
export const homeIcons = {
  becomeAnAiCoach: [GraduationCap],
}
