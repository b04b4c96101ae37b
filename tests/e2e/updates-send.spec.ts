/**
 * Sending an update from the desk, as an editor does it: from /auth to the desk's Updates section,
 * a refused empty subject shown beside its field, the update written and previewed as the e-mail
 * at a phone's and a desktop's width, a test sent to herself and read in the inbox, the count of
 * recipients read before confirming, the progress, and a subscriber's copy with a List-Unsubscribe
 * link that unsubscribes in one click (RFC 8058). E-mails are found in the inbox by their kind.
 */
import { randomUUID } from 'node:crypto'
import { uniqueEmail } from '../support/factories'
import { expect, signInThroughPage, stackEnv, test, type InboxMessage } from './fixtures'
import { inboxMessages } from './inbox'
import { runWorker } from './outbox'

test.skip(!stackEnv, 'needs the local stack (npm test sets TEST_STACK_*)')

/** The `kind` e-mail to `address` whose subject has `marker`, once the worker has sent it. */
async function mailTo(address: string, marker: string): Promise<InboxMessage> {
  const stack = stackEnv!
  let found: InboxMessage | undefined
  await expect
    .poll(
      async () => {
        await runWorker(stack.apiUrl)
        found = (await inboxMessages(stack.inboxUrl, { to: address, kind: 'update' })).find(
          (message) => message.subject.includes(marker),
        )
        return Boolean(found)
      },
      { timeout: 90_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toBe(true)
  return found!
}

test('an editor writes an update, previews it, tests it on herself and sends it; a subscriber receives it and unsubscribes in one click', async ({
  page,
  editor,
  query,
}) => {
  test.setTimeout(180_000)
  const marker = `Workshops ${randomUUID().slice(0, 8)}`
  const subscriber = uniqueEmail(`usend${randomUUID().slice(0, 8)}`)
  // A confirmed subscriber to training, as the sign-up and its confirmation leave one
  // (updates.spec.ts walks that journey).
  await query(
    `insert into public.update_subscriptions (email, topics, state, confirmed_at)
     values ($1, '{training}', 'subscribed', now())`,
    [subscriber.toLowerCase()],
  )

  await test.step('the editor signs in and opens Updates from the desk’s navigation', async () => {
    await signInThroughPage(page, editor)
    await page
      .getByRole('navigation', { name: 'Desk sections' })
      .getByRole('link', { name: 'Updates' })
      .click()
    await expect(page).toHaveURL(/\/admin\/updates$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Updates' })).toBeVisible()
  })

  const text = page.getByLabel('Text', { exact: true })
  await test.step('an update without a subject is refused beside the field; the text stays', async () => {
    await text.fill('Hello,\n\nTwo new workshops open in Boise in December.')
    await page.getByRole('checkbox', { name: /^Training/ }).check()
    await page.getByRole('button', { name: 'Send a test to me' }).click()
    const subject = page.getByLabel('Subject')
    await expect(subject).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#update-subject-error')).toHaveText(
      'Enter a subject, the line people see in their inbox.',
    )
    await expect(text).toHaveValue('Hello,\n\nTwo new workshops open in Boise in December.')
    await subject.fill(marker)
  })

  await test.step('the preview shows the e-mail at a phone’s and a desktop’s width', async () => {
    const phone = page.getByTitle('The e-mail at 375 pixels wide')
    await expect(phone).toHaveAttribute('width', '375')
    await expect(
      page
        .frameLocator('iframe[title="The e-mail at 375 pixels wide"]')
        .getByText('Two new workshops open in Boise in December.'),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Desktop (1280 px)' }).click()
    await expect(page.getByTitle('The e-mail at 1280 pixels wide')).toHaveAttribute('width', '1280')
  })

  await test.step('a test goes to the editor herself, marked as a test', async () => {
    await page.getByRole('button', { name: 'Send a test to me' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'A test was sent' })).toContainText(
      editor.email.toLowerCase(),
    )
    const test_ = await mailTo(editor.email.toLowerCase(), marker)
    expect(test_.subject).toBe(`[Test] ${marker}`)
    expect(test_.text).toContain('no subscriber has received it')
  })

  let count = 0
  await test.step('the desk says how many will receive it before she confirms', async () => {
    await page.getByRole('button', { name: 'Send to subscribers…' }).click()
    const confirmation = page.getByRole('region', { name: `Send “${marker}”?` })
    await expect(confirmation).toContainText(/This update goes to [\d,]+ (person|people)\./)
    const [row] = await query(
      `select count(*)::int as n from public.update_subscriptions
       where state = 'subscribed' and topics && '{training}'`,
    )
    count = (row as { n: number }).n
    expect(count).toBeGreaterThan(0)
    await expect(confirmation).toContainText(
      `This update goes to ${count.toLocaleString('en-US')} ${count === 1 ? 'person' : 'people'}.`,
    )
    await confirmation.getByRole('button', { name: /^Send to [\d,]+ (person|people)$/ }).click()
    await expect(page.getByRole('status').filter({ hasText: 'on its way' })).toBeVisible()
  })

  await test.step('the subscriber receives it with a one-click List-Unsubscribe', async () => {
    const mail = await mailTo(subscriber.toLowerCase(), marker)
    expect(mail.subject).toBe(marker)
    expect(mail.text).toContain('Two new workshops open in Boise in December.')
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const url = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1]
    expect(url, 'List-Unsubscribe names one https or local http URL').toBeTruthy()
    // What a mailbox provider does on "Unsubscribe" (RFC 8058 §3): a POST with this body.
    const response = await fetch(url!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    const [state] = await query(`select state from public.update_subscriptions where email = $1`, [
      subscriber.toLowerCase(),
    ])
    expect((state as { state: string }).state).toBe('unsubscribed')
  })

  await test.step('the desk shows the send’s progress', async () => {
    const item = page.getByRole('listitem').filter({ hasText: marker })
    await expect(item.getByRole('status')).toContainText(
      new RegExp(`[\\d,]+ of ${count.toLocaleString('en-US')} sent`),
    )
    await expect(item.getByRole('progressbar')).toBeVisible()
  })
})
