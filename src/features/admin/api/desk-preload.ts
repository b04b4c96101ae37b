import { parseDeskView, listFilter, pageRequestFor } from '../lib/desk-view'
import type { PageRequest, DeskTab } from '../types'
import { checkAdminRole } from './check-admin-role'
import { getApplicationCounts } from './count-applications'
import { countUnread } from './count-unread'
import { getApplicationOverview } from './get-application-overview'
import { listSubmissions } from './list-submissions'

/**
 * The first requests of /admin, sent as soon as its code has loaded instead of once React has
 * rendered the dashboard and run its effects: on the bench machine that is 80 to 100 ms earlier,
 * while the first render happens anyway. Each component still asks for its own data, through
 * `takePreloaded`, and gets the request already under way when there is one for the same
 * reviewer; otherwise (a later reload, another reviewer, no preload) it sends its own.
 */

type Outcome = { userId: string; value: unknown } | null
interface Entry {
  startedAt: number
  outcome: Promise<Outcome>
}

const entries = new Map<string, Entry>()

/** Older than this, a preload is not what a component mounting now should show. */
const MAX_AGE_MS = 10_000

const LIST_KEY_PREFIX = 'list:'

export const PRELOAD_KEYS = {
  role: 'role',
  applicationCounts: 'application-counts',
  overview: 'overview',
  unread: 'unread',
  list: (kind: DeskTab, request: PageRequest) =>
    `${LIST_KEY_PREFIX}${kind}:${JSON.stringify(request)}`,
} as const

/** The requests whose answers make the dashboard usable: the role, the counters, the list. */
function isShownTogether(key: string): boolean {
  return (
    key === PRELOAD_KEYS.role ||
    key === PRELOAD_KEYS.applicationCounts ||
    key.startsWith(LIST_KEY_PREFIX)
  )
}

/**
 * Starts the dashboard's first requests for whoever `userId` turns out to be (null: no one is
 * signed in, nothing is sent), for the view in `search` (the page's query string).
 */
export function preloadDesk(userId: Promise<string | null>, search: string): void {
  const view = parseDeskView(new URLSearchParams(search))
  const request = pageRequestFor(listFilter(view), view.page, view.sort)
  const requests: [string, (userId: string) => Promise<unknown>][] = [
    [PRELOAD_KEYS.role, (id) => checkAdminRole(id)],
    [PRELOAD_KEYS.applicationCounts, () => getApplicationCounts()],
    [PRELOAD_KEYS.overview, () => getApplicationOverview()],
    [PRELOAD_KEYS.unread, () => countUnread()],
    [PRELOAD_KEYS.list(view.tab, request), () => listSubmissions(view.tab, request)],
  ]
  const startedAt = Date.now()
  // The role check goes first; the data requests leave only once it has answered yes, so a
  // non-admin's desk sends nothing that could fail (and toast) behind "Access Denied".
  const [roleKey, checkRole] = requests[0]!
  const role = userId.then((id) =>
    id === null ? null : checkRole(id).then((value) => ({ userId: id, value })),
  )
  const started = requests.map(([key, send]): [string, Promise<Outcome>] => [
    key,
    key === roleKey
      ? role
      : role.then((checked) =>
          checked?.value === true
            ? send(checked.userId).then((value) => ({ userId: checked.userId, value }))
            : null,
        ),
  ])
  // What the reviewer waits for (the role check, the counters, the first page) is handed over
  // together: arriving in one task, it is shown in one React render and one layout instead of
  // one for each response, 20 to 40 ms apiece on the bench machine.
  const shownTogether = Promise.allSettled(
    started.filter(([key]) => isShownTogether(key)).map(([, outcome]) => outcome),
  )
  for (const [key, outcome] of started) {
    const handed = isShownTogether(key) ? shownTogether.then(() => outcome) : outcome
    // Never taken (the dashboard did not ask, or the role check failed first): not an error.
    handed.catch(() => {})
    entries.set(key, { startedAt, outcome: handed })
  }
}

/**
 * The preloaded request for `key` if one was started for this reviewer (taken once: a later call
 * sends a fresh request), else `load()`. A preloaded request that failed fails here the same way.
 */
export function takePreloaded<T>(key: string, userId: string, load: () => Promise<T>): Promise<T> {
  const entry = entries.get(key)
  entries.delete(key)
  if (!entry || Date.now() - entry.startedAt > MAX_AGE_MS) return load()
  return entry.outcome.then((outcome) =>
    outcome?.userId === userId ? (outcome.value as T) : load(),
  )
}

/** For tests: forget every preload. */
export function clearPreloads(): void {
  entries.clear()
}
