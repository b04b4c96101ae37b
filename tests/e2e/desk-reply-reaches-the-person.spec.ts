/**
 * A reviewer answers a contact message from the desk: opens the record from the link in the
 * reviewers' notification e-mail, starts from a saved reply,
 * reads the preview, sends. The e-mail reaches the person's address (and no other) through the
 * outbox with the reference in the subject, the record's timeline shows the reply after a reload,
 * and the contact became 'responded' in the same action.
 *
 * The worker is run the way the cron job runs it (a POST with the worker's own secret,
 * DELIVER_NOTIFICATIONS_SECRET), so the test does not wait for the next minute.
 */
import { randomUUID } from 'node:crypto'
import { uniqueEmail } from '../support/factories'
import { ADMIN_STATE, expect, stackEnv, test, type InboxMessage } from './fixtures'
import { inboxMessages } from './inbox'
import { runWorker } from './outbox'

test.skip(!stackEnv, 'needs the local stack (npm test sets TEST_STACK_*)')
test.use({ storageState: ADMIN_STATE })

/** The desk's replies to an address, by their kind (not its acknowledgement). */
async function repliesTo(inboxUrl: string, address: string): Promise<InboxMessage[]> {
  return await inboxMessages(inboxUrl, { to: address, kind: 'desk-reply' })
}

test('a reviewer answers a contact from a saved reply and the person receives it once', async ({
  page,
  signedInAdmin,
  createContactSubmission,
  query,
}) => {
  const stack = stackEnv!
  const marker = `reply${randomUUID().slice(0, 8)}`
  const email = uniqueEmail(marker)
  const contact = await createContactSubmission({
    first_name: 'Grace',
    last_name: marker,
    email,
    status: 'new',
  })
  // The reference column arrives with the intake acknowledgements; check it when it is there.
  const reference = (contact as { reference?: string | null }).reference ?? null
  const detail = page.getByRole('dialog', { name: `Grace ${marker}` })

  try {
    await test.step("open the record from the link in the reviewers' notification", async () => {
      let notification: InboxMessage | undefined
      await expect
        .poll(
          async () => {
            await runWorker(stack.apiUrl)
            const all = await inboxMessages(stack.inboxUrl, { kind: 'reviewer-notification' })
            notification = all.find((mail) => (mail.html ?? '').includes(contact.id))
            return notification !== undefined
          },
          { timeout: 30_000 },
        )
        .toBe(true)
      // The link carries the site's public origin (SITE_URL); the path and query open the record.
      const href = /href="([^"]*\/admin\?[^"]*)"/.exec(notification!.html ?? '')?.[1]
      expect(href).toBeDefined()
      const link = new URL(href!.replaceAll('&amp;', '&'))
      expect(link.searchParams.get('open')).toBe(contact.id)
      await page.goto(`${link.pathname}${link.search}`)
      await expect(detail).toBeVisible()
    })

    await test.step('start from a saved reply', async () => {
      await detail
        .getByLabel('Start from a saved reply')
        .selectOption({ label: 'Answered: thank you for your message' })
      const reply = detail.getByLabel('Reply', { exact: true })
      await expect(reply).toHaveValue(/^Hello Grace,\n\nThank you for contacting/)
      await reply.fill(
        (await reply.inputValue()).replace('[Your answer here]', 'Yes, we run half-day workshops.'),
      )
    })

    await test.step('read the preview and send, setting the status to responded', async () => {
      const preview = detail.getByRole('figure', { name: 'E-mail preview' })
      await expect(preview).toContainText(`To: ${email}`)
      await expect(preview).toContainText('Subject: Your message to the Idaho AI Alliance')
      await expect(preview).toContainText('Yes, we run half-day workshops.')
      await expect(detail.getByLabel('After sending, set the status to')).toHaveValue('responded')
      await detail.getByRole('button', { name: 'Send reply' }).click()
      await expect(page.getByText('Reply queued', { exact: true })).toBeVisible()
      await expect(detail.getByLabel('Reply', { exact: true })).toHaveValue('')
    })

    let mails: InboxMessage[] = []
    await test.step('the outbox delivers it to the person only, once', async () => {
      await expect
        .poll(
          async () => {
            await runWorker(stack.apiUrl)
            mails = await repliesTo(stack.inboxUrl, email)
            return mails.length
          },
          { timeout: 30_000 },
        )
        .toBe(1)
      await runWorker(stack.apiUrl)
      mails = await repliesTo(stack.inboxUrl, email)
      expect(mails).toHaveLength(1)
      expect(mails[0]!.to).toEqual([email])
      expect(mails[0]!.subject).toMatch(/^Your message to the Idaho AI Alliance/)
      if (reference) expect(mails[0]!.subject).toContain(reference)
      expect(mails[0]!.text).toContain('Yes, we run half-day workshops.')
      expect(mails[0]!.html).toContain('Hello Grace,')
    })

    await test.step('after a reload the timeline shows the sent reply and the new status', async () => {
      await page.reload()
      await expect(detail).toBeVisible()
      const timeline = detail.getByRole('list', { name: 'Timeline' })
      const entry = timeline.locator('[data-entry="reply"]')
      await expect(entry).toContainText(`reply by ${signedInAdmin.email} to ${email}`)
      await expect(entry).toContainText('Yes, we run half-day workshops.')
      await expect(entry).toContainText('E-mail: Sent')
      await expect(timeline).toContainText(`New → Responded by ${signedInAdmin.email}`)
      await expect(detail.getByLabel('Status of this contact submission')).toHaveValue('responded')
    })
  } finally {
    await query('delete from public.desk_replies where record_id = $1', [contact.id])
  }
})
