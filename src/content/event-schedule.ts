import { contactLinks, paths } from '@/config/paths'
import { timeStateAt } from '@/lib/time-state'

type Dated = { startsAt?: string; endsAt?: string }
type Named = Dated & { slug: string; name: string; dates: string }

/** An event with a known span (AI Education Week, "held each year", has none). */
export function isDated<T extends Dated>(
  event: T,
): event is T & { startsAt: string; endsAt: string } {
  return Boolean(event.startsAt && event.endsAt)
}

/** Whether an event has ended at `nowMs`; an undated, recurring event never has. */
export function hasEnded(event: Dated, nowMs: number): boolean {
  return isDated(event) && timeStateAt(nowMs, event.startsAt, event.endsAt) === 'past'
}

/** The events still to come (or running) and those that have ended, each in date order. */
export function splitEvents<T extends Dated>(
  events: readonly T[],
  nowMs: number,
): { upcoming: T[]; past: T[] } {
  const byStart = (a: T, b: T) =>
    Date.parse(a.startsAt ?? '9999-12-31') - Date.parse(b.startsAt ?? '9999-12-31')
  const upcoming = events.filter((event) => !hasEnded(event, nowMs)).sort(byStart)
  // The latest first: the last edition is what a visitor looks for.
  const past = events.filter((event) => hasEnded(event, nowMs)).sort((a, b) => byStart(b, a))
  return { upcoming, past }
}

/** The next dated event that has not ended (the one running now first), if any. */
export function nextEvent<T extends Dated>(events: readonly T[], nowMs: number) {
  return splitEvents(events, nowMs).upcoming.find(isDated)
}

/**
 * Idaho AI Week's records: this year's (`idaho-ai-week`) and any later edition, whether the desk
 * gave it a slug of its own (`idaho-ai-week-2027`) or only the name ("Idaho AI Week 2027").
 */
const AI_WEEK_SLUG = 'idaho-ai-week'
const isAiWeek = (event: Named) =>
  event.slug === AI_WEEK_SLUG ||
  event.slug.startsWith(`${AI_WEEK_SLUG}-`) ||
  event.name.startsWith('Idaho AI Week')

/**
 * "Sponsor Idaho AI Week", wherever a page offers it: while an Idaho AI Week is scheduled (or
 * running) it names that Week and leads to `weekHref` (from the menu and footer, /events, where its
 * dates and the sponsor call are; from the home page and /events, which show the dates, the partner
 * form); with none scheduled it gives way to the general partner call, so no link promises a Week
 * that is over.
 */
export function sponsorCall(
  events: readonly Named[],
  nowMs: number,
  weekHref: string = paths.events,
): { label: string; es: string; href: string } {
  const week = nextEvent(events.filter(isAiWeek), nowMs)
  return week
    ? { label: `Sponsor ${week.name}`, es: `Patrocine ${week.name}`, href: weekHref }
    : { label: 'Become a partner', es: 'Hágase socio', href: contactLinks.partner }
}

/** One line of an events list: what it says and, for a dated event, the span its state follows. */
export type EventLine = {
  text: string
  span?: { startsAt: string; endsAt: string }
}

/**
 * Events as a list that files them as /events does: the ones to come (or running) first in date
 * order, then the ones that took place, the latest first. An event with dates says them; each
 * dated line carries its span, so the page can mark it upcoming, happening now or past.
 */
export function eventLines(events: readonly Named[], nowMs: number): EventLine[] {
  const { upcoming, past } = splitEvents(events, nowMs)
  return [...upcoming, ...past].map((event) => ({
    text: /\d/.test(event.dates) ? `${event.name}: ${event.dates}` : event.name,
    span: isDated(event) ? { startsAt: event.startsAt, endsAt: event.endsAt } : undefined,
  }))
}
