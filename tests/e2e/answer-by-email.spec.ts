/**
 * Replies come back, through the inbox as a person meets them: a reviewer
 * invites an applicant to an interview from the desk; the applicant answers the e-mail from their
 * mail program (to its Reply-To, the record's reply address); the answer appears on the record,
 * and the status page tells the applicant it arrived.
 * A made-up reply address is refused to the sender, and an answer to no record waits in the
 * administrators' unmatched list.
 */
import { randomUUID } from 'node:crypto'
import { paths } from '@/config/paths'
import { uniqueEmail } from '../support/factories'
import { answerMessage, sendSmtp } from '../support/smtp'
import { testStackPorts } from '../support/test-stack'
import { ADMIN_STATE, expect, stackEnv, test, type InboxMessage } from './fixtures'
import { openDeskFromHome, openRecordFromDesk } from './desk'
import { inboxMessages } from './inbox'
import { runWorker } from './outbox'

test.skip(!stackEnv, 'needs the local stack (npm test sets TEST_STACK_*)')
test.use({ storageState: ADMIN_STATE })

const INBOUND_DOMAIN = 'inbound.idaho-ai-alliance.local'
const smtpPort = () => testStackPorts().smtp

test('an applicant answers the interview invitation by e-mail and the answer appears on the record', async ({
  page,
  open,
  createCoachApplication,
  query,
}) => {
  const stack = stackEnv!
  const marker = `answer${randomUUID().slice(0, 8)}`
  const email = uniqueEmail(marker)
  const application = await createCoachApplication({
    first_name: 'Maria',
    last_name: marker,
    email,
  })
  const detail = page.getByRole('dialog', { name: `Maria ${marker}` })

  try {
    await test.step('the reviewer sends the interview invitation', async () => {
      await openRecordFromDesk(page, {
        tab: 'Coach applications',
        firstName: 'Maria',
        lastName: marker,
      })
      await detail
        .getByLabel('Start from a saved reply')
        .selectOption({ label: 'Invitation to a 30-minute video interview' })
      await detail.getByRole('button', { name: 'Send reply' }).click()
      await expect(page.getByText('Reply queued', { exact: true })).toBeVisible()
    })

    let invitation: InboxMessage | undefined
    await test.step('the invitation reaches the applicant with the record’s reply address', async () => {
      await expect
        .poll(
          async () => {
            await runWorker(stack.apiUrl)
            invitation = (await inboxMessages(stack.inboxUrl, { to: email, kind: 'desk-reply' }))[0]
            return invitation !== undefined
          },
          { timeout: 30_000 },
        )
        .toBe(true)
      expect(invitation!.replyTo).toMatch(new RegExp(`^reply\\+[0-9a-f]{36}@${INBOUND_DOMAIN}$`))
    })

    await test.step('the applicant answers from their mail program', async () => {
      const answer = await sendSmtp(smtpPort(), {
        from: email,
        to: [invitation!.replyTo!],
        raw: answerMessage({
          from: `Maria ${marker} <${email}>`,
          to: invitation!.replyTo!,
          subject: `Re: ${invitation!.subject}`,
          text: `Tuesday at 10 or Thursday at 2 suit me.\n\nOn Monday, the Idaho AI Alliance wrote:\n> Please reply to this e-mail with two or three times that suit you`,
        }),
      })
      expect(answer).toMatch(/^250 /)
    })

    await test.step('after a reload the answer is on the record’s timeline', async () => {
      await page.reload()
      await expect(detail).toBeVisible()
      const entry = detail.getByRole('list', { name: 'Timeline' }).locator('[data-entry="answer"]')
      await expect(entry).toContainText(`answer by e-mail from ${email}`)
      await expect(entry).toContainText('Tuesday at 10 or Thursday at 2 suit me.')
      await entry.getByText('Show the whole e-mail').click()
      await expect(entry).toContainText('> Please reply to this e-mail')
    })

    await test.step('the status page tells the applicant that her answer arrived', async () => {
      await open(paths.applicationStatus)
      await page.getByRole('textbox', { name: /^Reference/ }).fill(application.reference)
      await page.getByRole('textbox', { name: /^E-mail address/ }).fill(email)
      await page.getByRole('button', { name: 'Check status' }).click()
      const answer = page.getByRole('region', { name: 'AI Coach application' })
      await expect(answer).toContainText(/Your replies to us\s*We received your reply on /)
      // That it arrived, never what it says.
      await expect(answer).not.toContainText('Tuesday at 10')
    })
  } finally {
    await query('delete from public.coach_applications where id = $1', [application.id])
  }
})

test('an answer to a made-up reply address is refused to its sender and stored nowhere', async ({
  query,
}) => {
  const forged = `reply+${randomUUID().replaceAll('-', '').padEnd(36, '0')}@${INBOUND_DOMAIN}`
  const subject = `Forged ${randomUUID()}`
  const answer = await sendSmtp(smtpPort(), {
    from: 'mallory@example.org',
    to: [forged],
    raw: answerMessage({ from: 'mallory@example.org', to: forged, subject, text: 'Hello' }),
  })
  expect(answer).toMatch(/^550 /)
  const rows = await query('select 1 from public.inbound_messages where subject = $1', [subject])
  expect(rows).toHaveLength(0)
})

test('an answer to no record lands in the unmatched list', async ({ query }) => {
  const subject = `Unmatched ${randomUUID()}`
  const to = `hello@${INBOUND_DOMAIN}`
  try {
    const answer = await sendSmtp(smtpPort(), {
      from: 'someone@example.org',
      to: [to],
      raw: answerMessage({ from: 'someone@example.org', to, subject, text: 'Is anyone there?' }),
    })
    expect(answer).toMatch(/^250 /)
    const rows = await query<{ state: string; record_id: string | null }>(
      'select state, record_id from public.inbound_messages where subject = $1',
      [subject],
    )
    expect(rows).toEqual([{ state: 'unmatched', record_id: null }])
  } finally {
    await query('delete from public.inbound_messages where subject = $1', [subject])
  }
})

test('an administrator attaches an unmatched answer to its record, where it joins the timeline', async ({
  page,
  createCoachApplication,
  query,
}) => {
  const marker = `unmatched${randomUUID().slice(0, 8)}`
  const email = uniqueEmail(marker)
  const application = await createCoachApplication({
    first_name: 'Nora',
    last_name: marker,
    email,
  })
  const subject = `Question ${marker}`
  const to = `hello@${INBOUND_DOMAIN}`
  try {
    await test.step('the person writes to an address that names no record', async () => {
      const answer = await sendSmtp(smtpPort(), {
        from: email,
        to: [to],
        raw: answerMessage({
          from: `Nora ${marker} <${email}>`,
          to,
          subject,
          text: `Is my interview still on?\n\n-- \nNora ${marker}`,
        }),
      })
      expect(answer).toMatch(/^250 /)
    })

    const list = page.getByRole('list', { name: 'Answers that match no record' })
    const item = list.getByRole('listitem').filter({ hasText: subject })
    await test.step('it waits in the administrators’ list, its original behind a disclosure', async () => {
      await openDeskFromHome(page)
      await page
        .getByRole('navigation', { name: 'Desk sections' })
        .getByRole('link', { name: 'People and roles' })
        .click()
      await page.getByText('Answers that match no record', { exact: true }).click()
      await expect(item).toContainText(`From ${email}`)
      await expect(item).toContainText('Is my interview still on?')
      await item.getByText('The answer as received').click()
      await expect(item.locator('pre')).toContainText(`Nora ${marker}`)
    })

    await test.step('attach it: search by the sender’s address, choose the record', async () => {
      await item.getByRole('button', { name: `Attach to a record: ${subject}` }).click()
      await expect(item.getByLabel('Reference or e-mail address')).toHaveValue(email)
      await item.getByRole('button', { name: 'Find records' }).click()
      await item.getByRole('button', { name: `Attach to ${application.reference}` }).click()
      await expect(page.getByText('Answer attached', { exact: true })).toBeVisible()
      await expect(list.getByText(subject)).toHaveCount(0)
    })

    await test.step('the answer is on the record’s timeline, and the audit log says so', async () => {
      await openRecordFromDesk(page, {
        tab: 'Coach applications',
        firstName: 'Nora',
        lastName: marker,
      })
      const entry = page
        .getByRole('dialog', { name: `Nora ${marker}` })
        .getByRole('list', { name: 'Timeline' })
        .locator('[data-entry="answer"]')
      await expect(entry).toContainText('Is my interview still on?')
      const audit = await query<{ n: number }>(
        `select count(*)::int as n from public.audit_log
         where action = 'inbound_mail_attached' and target_id = $1`,
        [application.id],
      )
      expect(audit[0]!.n).toBe(1)
    })
  } finally {
    await query('delete from public.inbound_messages where subject = $1', [subject])
    await query('delete from public.coach_applications where id = $1', [application.id])
  }
})

test('an administrator discards an unmatched answer after confirming', async ({ page, query }) => {
  const subject = `Spam ${randomUUID()}`
  const to = `hello@${INBOUND_DOMAIN}`
  try {
    const answer = await sendSmtp(smtpPort(), {
      from: 'offers@example.org',
      to: [to],
      raw: answerMessage({ from: 'offers@example.org', to, subject, text: 'Cheap watches' }),
    })
    expect(answer).toMatch(/^250 /)
    await openDeskFromHome(page)
    await page
      .getByRole('navigation', { name: 'Desk sections' })
      .getByRole('link', { name: 'People and roles' })
      .click()
    await page.getByText('Answers that match no record', { exact: true }).click()
    const list = page.getByRole('list', { name: 'Answers that match no record' })
    await list.getByRole('button', { name: `Discard: ${subject}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Discard this answer?' })
    await dialog.getByRole('button', { name: 'Discard' }).click()
    await expect(page.getByText('Answer discarded', { exact: true })).toBeVisible()
    await expect(list.getByText(subject)).toHaveCount(0)
    const rows = await query('select 1 from public.inbound_messages where subject = $1', [subject])
    expect(rows).toHaveLength(0)
  } finally {
    await query('delete from public.inbound_messages where subject = $1', [subject])
  }
})
