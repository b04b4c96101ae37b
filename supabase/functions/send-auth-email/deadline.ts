/** How long the hook may take, and waiting no longer than that. */

/**
 * Auth gives the hook 5 s in all, counted from just before it signs the first attempt
 * (supabase/auth internal/hooks/hookshttp/hookshttp.go:27,115,137-154), then answers 422
 * hook_timeout and rolls the sign-up, invitation or reset back: an e-mail queued after that would
 * carry a dead link. The signed `webhook-timestamp` is that moment rounded down to the second, so
 * Auth listens until that second plus 5 s at least. The e-mail must be queued (the database checks
 * p_send_by against its clock, NTP-close to ours) by that second plus 4 s, which leaves at least
 * 1 s for the answer's way back; a call Auth retried 2 s after a failed connection (its only
 * retry) has no margin left. A slow start (a cold function) arriving later queues nothing and
 * answers an error: the person asks again and gets one e-mail whose link works, never one whose
 * link is dead.
 */
export const QUEUE_BY_MS = 4000
/** Past this, Auth is no longer listening (its 5 s from the signed second). */
export const AUTH_GIVES_UP_MS = 5000
/** How long the answer waits for the first attempt to send, within QUEUE_BY_MS. */
export const SEND_BUDGET_MS = 2500

/** Resolves to `fallback` once `at` (a time on the clock) has passed, unless `work` settles first. */
export function settleBy<T, F = T>(
  work: Promise<T>,
  at: number,
  now: () => number,
  fallback: F,
): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<F>((done) => {
    timer = setTimeout(() => done(fallback), Math.max(0, at - now()))
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}
