/**
 * Status e-mails: moving an application to Interview offers the saved interview
 * invitation; "Change status and send this reply" starts the reply from it, and the status changes
 * when the reply is sent, which reaches the applicant with the record's reply address.
 */
import { randomUUID } from 'node:crypto'
import { uniqueEmail } from '../support/factories'
import { ADMIN_STATE, expect, stackEnv, test, type InboxMessage } from './fixtures'
import { openRecordFromDesk } from './desk'
import { inboxMessages } from './inbox'

test.skip(!stackEnv, 'needs the local stack (npm test sets TEST_STACK_*)')
test.use({ storageState: ADMIN_STATE })

test('moving an application to Interview offers the invitation, and sending it sets the status', async ({
  page,
  createCoachApplication,
}) => {
  const stack = stackEnv!
  const marker = `status${randomUUID().slice(0, 8)}`
  const email = uniqueEmail(marker)
  await createCoachApplication({
    first_name: 'Iris',
    last_name: marker,
    email,
    status: 'pending',
  })
  const detail = await openRecordFromDesk(page, {
    tab: 'Coach applications',
    firstName: 'Iris',
    lastName: marker,
  })
  const status = detail.getByLabel('Status of this application')

  await test.step('choosing Interview asks before changing anything', async () => {
    await status.selectOption('interview')
    await expect(
      detail.getByRole('group', { name: /^Set the status to Interview\?/ }),
    ).toContainText('Invitation to a 30-minute video interview')
    await expect(status).toHaveValue('pending')
  })

  await test.step('with the reply, the composer holds the invitation and Interview', async () => {
    await detail.getByRole('button', { name: 'Change status and send this reply' }).click()
    const reply = detail.getByLabel('Reply', { exact: true })
    await expect(reply).toBeFocused()
    await expect(reply).toHaveValue(/Hello Iris,[\s\S]*30-minute video interview/)
    await expect(detail.getByLabel('After sending, set the status to')).toHaveValue('interview')
    await expect(status).toHaveValue('pending')
  })

  await test.step('sending it queues the e-mail and sets the status', async () => {
    await detail.getByRole('button', { name: 'Send reply' }).click()
    await expect(page.getByText('Reply queued', { exact: true })).toBeVisible()
    await expect(status).toHaveValue('interview')
  })

  await test.step('the invitation reaches the applicant once, with the record’s reply address', async () => {
    let mails: InboxMessage[] = []
    await expect
      .poll(
        async () => {
          const worker = await fetch(`${stack.apiUrl}/functions/v1/deliver-notifications`, {
            method: 'POST',
            headers: {
              Authorization: `Bearer ${process.env.TEST_STACK_DELIVER_NOTIFICATIONS_SECRET ?? ''}`,
            },
            body: '{}',
          })
          await worker.body?.cancel()
          mails = await inboxMessages(stack.inboxUrl, { to: email, kind: 'desk-reply' })
          return mails.length
        },
        { timeout: 30_000 },
      )
      .toBe(1)
    expect(mails[0]!.replyTo).toMatch(/^reply\+[0-9a-f]{36}@/)
  })
})
