/**
 * The outbox as the e2e specs drive it: the worker run the way the cron job runs it (a POST with
 * its own secret, DELIVER_NOTIFICATIONS_SECRET), so a spec does not wait for the next minute,
 * and the local inbox's simulated outage switched on and off. Each call must be answered 200.
 */
import { callDeliveryWorker, setInboxTransport } from '../support/outbox-worker'
import { expect } from './fixtures'

export async function runWorker(apiUrl: string) {
  const response = await callDeliveryWorker(
    apiUrl,
    process.env.TEST_STACK_DELIVER_NOTIFICATIONS_SECRET ?? '',
  )
  expect(response.status).toBe(200)
}

export async function setAccepting(inboxUrl: string, accepting: boolean) {
  const response = await setInboxTransport(inboxUrl, { accepting })
  expect(response.status).toBe(200)
}
