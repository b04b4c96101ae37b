import type { RecordKind } from './notification-kinds.ts'
import type { Outbox } from './outbox.ts'

/**
 * Who receives one record's notification: the admins' route for its contact subject or its form
 * (resolved now, when it is sent), else the NOTIFY_TO fallback. A failed lookup is an error for the
 * caller to record as a failed attempt: sending to the fallback instead could reach the wrong team.
 */
export async function routedOrFallback(
  routes: Pick<Outbox, 'routedRecipients'> | undefined,
  kind: RecordKind,
  recordId: string,
  fallback: string[],
): Promise<{ ok: true; recipients: string[] } | { ok: false; error: string }> {
  if (!routes) return { ok: true, recipients: fallback }
  try {
    const routed = await routes.routedRecipients(kind, recordId)
    return { ok: true, recipients: routed.length > 0 ? routed : fallback }
  } catch (error) {
    return {
      ok: false,
      error: `looking up the notification route failed: ${error instanceof Error ? error.message : String(error)}`,
    }
  }
}
