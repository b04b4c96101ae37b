import { timeStateAt } from '@/lib/time-state'

type Dated = { startsAt?: string; endsAt?: string }

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
