/**
 * Where a message came from, and how many finished the form: a visitor
 * arrives on /about from a campaign link, goes to the contact form through the page's links,
 * starts it and leaves, comes back, is refused once and sends it. An administrator signs in at
 * /auth, finds the message through the desk's campaign filter, sees the campaign and the landing
 * page on the record and in its CSV row, and the form completion figures rose by exactly what the
 * visitor did. The visitor's browser names itself as an ordinary Chrome (a headless user agent
 * is a robot and not counted); no other test does, so no other test moves these figures.
 */
import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { uniqueEmail } from '../support/factories'
import { expect, signInThroughPage, stackEnv, test } from './fixtures'

test.skip(!stackEnv, 'needs the local stack (npm test sets TEST_STACK_*)')

const ORDINARY_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

interface Figures {
  viewed: number
  started: number
  sent: number
  refused: number
}

async function openReports(page: Page) {
  await page
    .getByRole('navigation', { name: 'Desk sections' })
    .getByRole('link', { name: 'Reports' })
    .click()
  await page
    .getByRole('form', { name: 'Report period' })
    .getByRole('button', { name: 'Show report' })
    .click()
}

async function contactFigures(page: Page): Promise<Figures> {
  const row = page
    .getByRole('region', { name: 'Form completion table' })
    .getByRole('row', { name: /^Contact form/ })
  await expect(row).toBeVisible()
  const cells = row.getByRole('cell')
  const number = async (cell: Locator) => Number((await cell.innerText()).replace(/[^\d]/g, ''))
  return {
    viewed: await number(cells.nth(0)),
    started: await number(cells.nth(1)),
    sent: await number(cells.nth(3)),
    refused: await number(cells.nth(4)),
  }
}

test('a campaign visit to the contact form: its record, its CSV row and the completion figures', async ({
  page,
  browser,
  baseURL,
  admin,
  forgetSubmissionsFrom,
}) => {
  const campaign = `e2e-flyer-${Date.now().toString(36)}`
  const email = uniqueEmail('e2e-funnel')
  forgetSubmissionsFrom(email)

  let before: Figures
  await test.step('the administrator reads the form completion figures', async () => {
    await signInThroughPage(page, admin)
    await openReports(page)
    before = await contactFigures(page)
  })

  const visitorContext = await browser.newContext({ baseURL, userAgent: ORDINARY_CHROME })
  // A person's browser is not driven by automation; Playwright's says it is (navigator.webdriver),
  // and automated browsers are not counted (src/lib/should-count.ts).
  await visitorContext.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false })
  })
  const visitor = await visitorContext.newPage()
  try {
    await test.step('a visitor arrives from a campaign link, starts the form and leaves', async () => {
      await visitor.goto(`/about?utm_campaign=${campaign}`)
      await visitor.getByRole('main').getByRole('link', { name: 'Contact Us' }).first().click()
      await expect(visitor).toHaveURL(/\/contact$/)
      await visitor.getByRole('textbox', { name: /^First name/ }).fill('Jane')
      // Leaves as a person does: the browser's Back button.
      await visitor.goBack()
      await expect(visitor).toHaveURL(/\/about/)
    })

    await test.step('comes back, is refused once, then sends the message', async () => {
      await visitor
        .getByRole('link', { name: /^Contact/ })
        .first()
        .click()
      await expect(visitor).toHaveURL(/\/contact$/)
      await visitor.getByRole('button', { name: 'Send Message' }).click()
      await expect(visitor.getByText('There is a problem', { exact: true }).first()).toBeVisible()
      await visitor.getByRole('textbox', { name: /^First name/ }).fill('Jane')
      await visitor.getByRole('textbox', { name: /^Last name/ }).fill('Funnel')
      await visitor.getByRole('textbox', { name: /^Email/ }).fill(email)
      await visitor.getByRole('textbox', { name: /^Phone/ }).fill('208-555-0100')
      await visitor
        .getByRole('combobox', { name: /^Organization type/ })
        .selectOption({ label: 'Business' })
      await visitor.getByRole('textbox', { name: /^Organization name/ }).fill('Funnel Farms')
      await visitor
        .getByRole('combobox', { name: /^Subject/ })
        .selectOption({ label: 'General Inquiry' })
      await visitor
        .getByRole('textbox', { name: /^Message/ })
        .fill('A message sent after a campaign.')
      await visitor.getByRole('button', { name: 'Send Message' }).click()
      await expect(
        visitor.getByRole('form', { name: 'Contact form' }).getByRole('status'),
      ).toContainText('Your reference')
    })
  } finally {
    await visitorContext.close()
  }

  await test.step('the figures rose by exactly what the visitor did', async () => {
    await expect
      .poll(async () => {
        await openReports(page)
        const after = await contactFigures(page)
        return {
          viewed: after.viewed - before.viewed,
          started: after.started - before.started,
          refused: after.refused - before.refused,
          sent: after.sent - before.sent,
        }
      })
      .toEqual({ viewed: 2, started: 2, refused: 1, sent: 1 })
  })

  await test.step('the report names the campaign that led to the sent message', async () => {
    const sources = page.getByRole('region', {
      name: 'Campaigns and referrers that led to sent forms',
    })
    const row = sources
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: `Campaign ${campaign}` }) })
    // Started twice in the visit (two views of the form), sent once.
    await expect(row.getByRole('cell')).toHaveText(['Contact form', '2', '1'])
  })

  await test.step('the administrator finds the message by its campaign', async () => {
    await page
      .getByRole('navigation', { name: 'Desk sections' })
      .getByRole('link', { name: 'Submissions' })
      .click()
    await page.getByRole('link', { name: /Contact submissions/ }).click()
    const contacts = page.getByRole('region', { name: 'Contact Submissions', exact: true })
    const campaignBox = contacts.getByRole('textbox', { name: 'Campaign' })
    await campaignBox.fill(campaign)
    await campaignBox.press('Enter')
    await expect(contacts.getByText('Showing 1–1 of 1 contact submissions')).toBeVisible()
    await contacts.getByRole('button', { name: /Jane Funnel/ }).click()
    const record = page.getByRole('dialog', { name: 'Jane Funnel' })
    await expect(record.getByText(campaign, { exact: true })).toBeVisible()
    await expect(record.getByRole('link', { name: '/about', exact: true })).toBeVisible()
    await record.getByRole('button', { name: 'Close details' }).click()

    const downloadPromise = page.waitForEvent('download')
    await contacts.getByRole('button', { name: 'Export CSV' }).click()
    await page
      .getByRole('dialog', { name: 'Export CSV' })
      .getByRole('button', { name: 'Download CSV' })
      .click()
    const csv = await readFile((await (await downloadPromise).path())!, 'utf8')
    const [header, row, ...rest] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(rest).toEqual([])
    const columns = header!.split(',')
    const values = row!.split(',')
    expect(values[columns.indexOf('Campaign')]).toBe(campaign)
    expect(values[columns.indexOf('Landing page')]).toBe('/about')
  })
})
