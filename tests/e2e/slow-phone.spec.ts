import {
  applySlowProfile,
  armTapTimer,
  fillVisibleForm,
  readTapTimer,
} from '../../scripts/bench/slow-phone'
import { uniqueEmail } from '../support/factories'
import { expect, stackEnv, test } from './fixtures'

/**
 * A teacher on a rural phone network (issue 34, item 1): the production build from the local site
 * host, with the slow profile (400 kbit/s each way, 400 ms round trip, CPU 4x slower) applied
 * through the DevTools protocol. She comes from the home page, opens the contact form, fills it
 * in straight away and taps Send once: the screen answers at once (within 1 s here, allowing for
 * this shared machine; `npm run bench -- --only=slow` prints the real figure) and the message is
 * stored without a second tap.
 */

test.skip(!stackEnv, 'needs TEST_STACK_DB_URL and TEST_STACK_INBOX_URL (npm test sets them)')

test('on a slow phone the first tap on Send answers at once and the message is sent', async ({
  page,
  query,
  forgetSubmissionsFrom,
}) => {
  test.setTimeout(240_000)
  const email = uniqueEmail('e2e-slow-phone')
  forgetSubmissionsFrom(email)
  await applySlowProfile(page)
  await page.goto('/', { timeout: 120_000 })
  await page
    .getByRole('banner')
    .getByRole('link', { name: 'Contact Us' })
    .first()
    .click({ timeout: 120_000 })
  await page.waitForURL('**/contact', { timeout: 120_000 })
  await page.waitForLoadState('load', { timeout: 120_000 })

  // Filled at once, as a person who knows what to write: the app may still be on its way.
  await fillVisibleForm(page, email)
  await armTapTimer(page, 'Send Message')
  const send = page.getByRole('button', { name: 'Send Message' })
  await send.click()
  const tapMs = await readTapTimer(page)
  test.info().annotations.push({ type: 'first tap → screen changes', description: `${tapMs} ms` })
  expect(tapMs).toBeLessThan(1000)

  // Sent without a second tap: the confirmation with its reference, and the row in the database.
  await expect(page.locator('[data-reference]')).toBeVisible({ timeout: 120_000 })
  const rows = await query<{ email: string }>(
    'select email from public.contact_submissions where email = $1',
    [email.toLowerCase()],
  )
  expect(rows).toHaveLength(1)
})
