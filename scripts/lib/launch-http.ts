/** The launch checks' HTTP: a timeout, and the headers supabase-js sends with a key. */
import { shortError } from './launch-check-result'

const TIMEOUT_MS = 15_000

/** What supabase-js sends without a session: the key as `apikey` and as the bearer token. */
export function keyHeaders(key: string): Record<string, string> {
  return { apikey: key, Authorization: `Bearer ${key}` }
}

export async function request(
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: string } | { error: string }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
    return { status: response.status, body: await response.text() }
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause
    return { error: shortError(cause ?? error) }
  }
}
