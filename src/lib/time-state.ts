/**
 * Where a dated thing (an event, a timeline phase) stands at a moment: before it starts, while it
 * runs, or after it ended. Plain code with no imports: the boot script (src/boot.ts) uses it to
 * correct a prerendered page built before the date moved on, and the app renders with it.
 */
export type TimeState = 'upcoming' | 'now' | 'past'

/** `start` and `end` are ISO 8601 instants with an offset (Boise: -07:00 MST, -06:00 MDT). */
export function timeStateAt(nowMs: number, start: string, end: string): TimeState {
  const startMs = Date.parse(start)
  const endMs = Date.parse(end)
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) return 'upcoming'
  if (nowMs < startMs) return 'upcoming'
  if (nowMs <= endMs) return 'now'
  return 'past'
}

/** Corrects every `[data-timed]` element's `data-time-state` to the visitor's clock. */
export function applyTimeStates(root: ParentNode, nowMs: number) {
  for (const element of root.querySelectorAll<HTMLElement>('[data-timed]')) {
    const { start, end } = element.dataset
    if (!start || !end) continue
    const state = timeStateAt(nowMs, start, end)
    if (element.dataset.timeState !== state) element.dataset.timeState = state
  }
}
