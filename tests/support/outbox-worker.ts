/**
 * The outbox as the stack and e2e suites drive it: the cron job's call to the delivery worker,
 * the local inbox's simulated outage, and polling until the worker's effect shows. Each caller
 * asserts on the answer itself (vitest and Playwright have their own `expect`).
 */

/** What the cron job does every minute: POST to deliver-notifications with its own secret. */
export function callDeliveryWorker(apiUrl: string, secret: string): Promise<Response> {
  return fetch(`${apiUrl}/functions/v1/deliver-notifications`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    body: '{}',
  })
}

/**
 * Switches the local inbox's SMTP transport: `{ accepting: false }` answers 421 to every message
 * (an outage); other switches of the inbox's `/api/transport` go the same way.
 */
export function setInboxTransport(
  inboxUrl: string,
  body: Record<string, boolean>,
): Promise<Response> {
  return fetch(`${inboxUrl}/api/transport`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

/** Probes until `done` holds or `ms` pass; answers the last value either way. */
export async function waitFor<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms
  let value = await probe()
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    value = await probe()
  }
  return value
}
