/**
 * The TBT (Total Blocking Time) goal of the speed work. On this 2-core machine every Lighthouse run
 * starts a cold renderer (the site's COOP header), and the page's own HTML and CSS, with no script
 * at all, already read over 50 ms of TBT on some routes. So a route meets its TBT goal when its
 * median TBT is at most 50 ms, or at most its own no-script floor's median + 30 ms, both medians
 * taken in the same bench run (the same machine load on both sides).
 */
export const TBT_GOAL = { absoluteMs: 50, overFloorMs: 30 } as const

export function meetsTbtGoal(shippedMedianMs: number, floorMedianMs: number): boolean {
  if (!Number.isFinite(shippedMedianMs)) return false
  if (shippedMedianMs <= TBT_GOAL.absoluteMs) return true
  return Number.isFinite(floorMedianMs) && shippedMedianMs <= floorMedianMs + TBT_GOAL.overFloorMs
}

/** The limit that applied to a route: the larger of 50 ms and its floor + 30 ms. */
export function tbtLimitMs(floorMedianMs: number): number {
  return Number.isFinite(floorMedianMs)
    ? Math.max(TBT_GOAL.absoluteMs, floorMedianMs + TBT_GOAL.overFloorMs)
    : TBT_GOAL.absoluteMs
}
