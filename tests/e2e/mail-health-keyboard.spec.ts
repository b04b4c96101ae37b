/**
 * The keyboard alone through the mail-health list: with the mail service refusing mail
 * (the local inbox's simulated outage), a reviewer tabs from the top of the desk into the list of
 * e-mails that did not go out, reaches the acknowledgement's "Try again" by Tab alone and presses
 * Enter; the delivery is queued again. No mouse, no focus() call.
 */
import { randomUUID } from 'node:crypto'
import { uniqueEmail } from '../support/factories'
import { ADMIN_STATE, expect, stackEnv, test, MAIL_OUTAGE_LOCK } from './fixtures'
import { openDeskFromHome } from './desk'
import { runWorker, setAccepting } from './outbox'

test.skip(!stackEnv, 'needs the local stack (npm test sets TEST_STACK_*)')
test.describe.configure({ lock: MAIL_OUTAGE_LOCK })
test.use({ storageState: ADMIN_STATE })

test('the keyboard alone reaches a failing e-mail in mail health and tries it again', async ({
  page,
  signedInAdmin,
  createContactSubmission,
  query,
}) => {
  void signedInAdmin
  test.setTimeout(180_000)
  const stack = stackEnv!
  const marker = `keys${randomUUID().slice(0, 8)}`
  const email = uniqueEmail(marker)
  const panel = page.getByRole('region', { name: 'Mail health' })
  const failing = panel.getByRole('list', { name: 'E-mails that did not go out' })
  const acknowledgement = failing.getByRole('listitem').filter({
    hasText: `Acknowledgement to ${email} about Grace ${marker}`,
  })

  await setAccepting(stack.inboxUrl, false)
  let contact: { id: string } | undefined
  try {
    contact = await createContactSubmission({ first_name: 'Grace', last_name: marker, email })
    await query(
      `update public.notification_deliveries set next_attempt_at = now() where record_id = $1`,
      [contact.id],
    )
    await runWorker(stack.apiUrl)
    await openDeskFromHome(page)
    await expect(acknowledgement).toBeVisible({ timeout: 60_000 })
    const recordLink = acknowledgement.getByRole('link', { name: `Grace ${marker}` })
    const tryAgain = acknowledgement.getByRole('button', { name: /^Try again/ })

    // From the top of the page, Tab until the record's link in the list, then on to "Try again".
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    const isFocused = (target: typeof tryAgain) =>
      target.evaluate((element) => element === document.activeElement)
    let presses = 0
    for (; presses < 400 && !(await isFocused(recordLink)); presses++) {
      await page.keyboard.press('Tab')
    }
    await expect(recordLink).toBeFocused()
    for (let step = 0; step < 5 && !(await isFocused(tryAgain)); step++) {
      await page.keyboard.press('Tab')
    }
    await expect(tryAgain).toBeFocused()
    // The focused control is visibly marked (a focus ring, not the browser's nothing).
    const outline = await tryAgain.evaluate((element) => {
      const style = getComputedStyle(element)
      return style.outlineStyle !== 'none' || style.boxShadow !== 'none'
    })
    expect(outline).toBe(true)

    const before = await query(
      `select next_attempt_at from public.notification_deliveries
        where record_id = $1 and kind = 'acknowledgement'`,
      [contact.id],
    )
    await page.keyboard.press('Enter')
    await expect(page.getByText('Queued to send again').first()).toBeVisible()
    const after = await query(
      `select next_attempt_at, state from public.notification_deliveries
        where record_id = $1 and kind = 'acknowledgement'`,
      [contact.id],
    )
    // Queued again: a new attempt time (now, or later if the cron's worker already tried it).
    expect(after).toHaveLength(1)
    expect((after[0] as { next_attempt_at: Date }).next_attempt_at).not.toEqual(
      (before[0] as { next_attempt_at: Date }).next_attempt_at,
    )
  } finally {
    await setAccepting(stack.inboxUrl, true)
    if (contact) {
      await query(`delete from public.notification_deliveries where record_id = $1`, [contact.id])
    }
  }
})
