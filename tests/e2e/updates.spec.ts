/**
 * Updates by e-mail, as a person signs up: the footer's "Get updates" on the home page takes the
 * address to /updates, where they choose topics and send; the confirmation e-mail (found in the
 * inbox by its kind) links to the confirmation page, where they confirm. A second sign-up for the
 * same address sends one more confirmation and says exactly what the first did.
 */
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { uniqueEmail } from '../support/factories'
import { expect, stackEnv, test, type InboxMessage } from './fixtures'
import { inboxMessages } from './inbox'
import { runWorker } from './outbox'

test.skip(!stackEnv, 'needs the local stack (npm test sets TEST_STACK_*)')

/** From the home page's footer to "Check your inbox", ticking `topic`. */
async function signUpFromFooter(page: Page, email: string, topic: RegExp) {
  await page.goto('/')
  const footerForm = page.getByRole('form', { name: 'Get updates', exact: true })
  await footerForm.getByLabel('Your e-mail address').fill(email)
  await footerForm.getByRole('button', { name: 'Get updates' }).click()
  await expect(page).toHaveURL(/\/updates\?email=/)
  const form = page.getByRole('form', { name: 'Get updates form' })
  await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue(email)
  await form.getByRole('checkbox', { name: topic }).check()
  await form.getByRole('button', { name: 'Get updates' }).click()
  const status = page.getByRole('status')
  await expect(status).toContainText('Check your inbox')
  return (await status.innerText()).trim()
}

/** The confirmation e-mails to `email`, once the worker has sent `count` of them. */
async function confirmations(email: string, count: number): Promise<InboxMessage[]> {
  const stack = stackEnv!
  let mails: InboxMessage[] = []
  await expect
    .poll(
      async () => {
        await runWorker(stack.apiUrl)
        mails = await inboxMessages(stack.inboxUrl, { to: email, kind: 'update-confirmation' })
        return mails.length
      },
      { timeout: 30_000 },
    )
    .toBe(count)
  return mails
}

/**
 * The e-mail's link, on the site under test: the stack's functions write links to its SITE_URL
 * (the default preview port), and this run serves the site on E2E_PORT.
 */
function confirmationLink(message: InboxMessage): string {
  const link = /https?:\/\/[^\s<>"]+\/updates\/confirm\?token=[^\s<>"]+/.exec(message.text)?.[0]
  expect(link, 'the confirmation e-mail carries its link').toBeTruthy()
  const url = new URL(link!)
  return `${url.pathname}${url.search}`
}

test('signing up from the footer, confirming from the e-mail, and signing up again', async ({
  page,
}) => {
  const email = uniqueEmail(`updates${randomUUID().slice(0, 8)}`)

  const first = await test.step('the footer’s Get updates leads to the full form', async () =>
    signUpFromFooter(page, email, /^Events/))

  const [mail] = await test.step('one confirmation e-mail arrives', async () =>
    confirmations(email, 1))
  expect(mail!.text).toContain('48 hours')

  await test.step('its link opens the confirmation page, and confirming subscribes', async () => {
    await page.goto(confirmationLink(mail!))
    await page.getByRole('button', { name: 'Confirm my subscription' }).click()
    await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible()
    await expect(page.getByRole('status')).toContainText(email)
    await expect(page.getByRole('link', { name: 'Change what you receive' })).toBeVisible()
  })

  await test.step('a second sign-up says the same and sends one more confirmation', async () => {
    const second = await signUpFromFooter(page, email, /^News/)
    expect(second).toBe(first)
    await confirmations(email, 2)
  })
})
