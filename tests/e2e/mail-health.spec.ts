/**
 * Mail health on the desk's front page: while the mail service refuses mail (the local inbox's
 * simulated outage: SMTP answers 421), the panel raises an alert within a minute and lists the
 * stored contact's notification and acknowledgement in plain words, with the server's text behind
 * "Technical details"; once the service takes mail again and the deliveries are retried, they
 * leave the list. Run as the cron job runs the worker (its own secret), so nobody waits a minute.
 */
import { randomUUID } from 'node:crypto'
import { uniqueEmail } from '../support/factories'
import { ADMIN_STATE, expect, stackEnv, test, MAIL_OUTAGE_LOCK } from './fixtures'
import { openDeskFromHome } from './desk'
import { runWorker, setAccepting } from './outbox'

test.skip(!stackEnv, 'needs the local stack (npm test sets TEST_STACK_*)')
test.describe.configure({ lock: MAIL_OUTAGE_LOCK })
test.use({ storageState: ADMIN_STATE })

test('mail health shows an SMTP outage within a minute and clears after recovery', async ({
  page,
  signedInAdmin,
  createContactSubmission,
  query,
  expectNoAxeViolations,
}) => {
  void signedInAdmin
  test.setTimeout(180_000)
  const stack = stackEnv!
  const marker = `health${randomUUID().slice(0, 8)}`
  const email = uniqueEmail(marker)
  const panel = page.getByRole('region', { name: 'Mail health' })
  const failing = panel.getByRole('list', { name: 'E-mails that did not go out' })
  const notification = failing.getByRole('listitem').filter({
    hasText: `Notification to reviewers about Grace ${marker}`,
  })
  const acknowledgement = failing.getByRole('listitem').filter({
    hasText: `Acknowledgement to ${email} about Grace ${marker}`,
  })

  await setAccepting(stack.inboxUrl, false)
  let contact: { id: string } | undefined
  try {
    contact = await createContactSubmission({ first_name: 'Grace', last_name: marker, email })
    // The worker leaves a new row 20 s to the app's fast path; a stored row has none, so it is due.
    await query(
      `update public.notification_deliveries set next_attempt_at = now() where record_id = $1`,
      [contact.id],
    )

    await test.step('the outage shows within a minute, in words a person understands', async () => {
      const started = Date.now()
      await runWorker(stack.apiUrl)
      await openDeskFromHome(page)
      await expect(panel.getByRole('alert')).toContainText('Some e-mail is not going out.', {
        timeout: 60_000,
      })
      await expect(notification).toContainText(
        'The mail service was temporarily unavailable; it will be tried again.',
        { timeout: 60_000 },
      )
      await expect(acknowledgement).toBeVisible()
      expect(Date.now() - started).toBeLessThan(60_000)

      // The server's own words are there, closed until asked for.
      const details = notification.getByText('Technical details')
      await details.click()
      await expect(notification.locator('pre')).toContainText('421')
    })

    await test.step('the mail-health panel passes axe at 375 and 1280 px', async () => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await expectNoAxeViolations({
          include: 'section[aria-labelledby="mail-health-heading"]',
          label: `${width}px`,
        })
      }
    })

    await test.step('after recovery the deliveries are sent and leave the list', async () => {
      await setAccepting(stack.inboxUrl, true)
      // "Try again" puts the acknowledgement back in the outbox, due now; the notification is
      // retried after its back-off, which the test shortens instead of waiting a minute.
      await acknowledgement.getByRole('button', { name: /^Try again/ }).click()
      await query(
        `update public.notification_deliveries set next_attempt_at = now()
          where record_id = $1 and state = 'pending'`,
        [contact!.id],
      )
      await expect
        .poll(
          async () => {
            await runWorker(stack.apiUrl)
            const rows = await query(
              `select count(*)::int as unsent from public.notification_deliveries
                where record_id = $1 and state <> 'sent'`,
              [contact!.id],
            )
            return (rows[0] as { unsent: number }).unsent
          },
          { timeout: 60_000 },
        )
        .toBe(0)
      await expect(notification).toHaveCount(0, { timeout: 60_000 })
      await expect(acknowledgement).toHaveCount(0)
    })
  } finally {
    await setAccepting(stack.inboxUrl, true)
    if (contact) {
      await query(`delete from public.notification_deliveries where record_id = $1`, [contact.id])
    }
  }
})
