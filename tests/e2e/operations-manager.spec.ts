/**
 * The operations manager runs the site without a developer (what the desk's Site section is for):
 * an administrator invites her as an editor; from the invitation e-mail's link she sets a password
 * and a second factor and lands in Site; she corrects the certification's length where it is
 * written once (its facts on /ai-coaching-certification, and the page's description for search
 * engines), edits next year's Idaho AI Week where it stands, gives a partner tier a price range,
 * previews each change as the page, publishes after the confirmation, and every page the local
 * site host serves that states the length (/ai-coaching-certification, /training-programs,
 * /programs), /events and /partners carry the changes; she schedules an announcement for a date
 * (it is not served before); then she compares two versions in the history and restores the
 * earlier one. No inner desk address is typed: she clicks what the pages show.
 *
 * Then: axe on the Site section's editors (an item's form open) at 320, 375 and 1280 px, and a
 * keyboard-only pass (Tab, Enter, Escape) through one edit-in-place flow.
 */
import type { Page } from '@playwright/test'
import {
  authLinkIn,
  expect,
  openSiteSection,
  signInThroughPage,
  stackEnv,
  test,
  twoFactorCode,
  SITE_DRAFT_LOCK,
} from './fixtures'

test.skip(
  !stackEnv || !process.env.TEST_STACK_SITE_URL,
  'needs the throwaway stack and its site host',
)
test.describe.configure({ lock: SITE_DRAFT_LOCK })

const siteUrl = process.env.TEST_STACK_SITE_URL ?? ''
// A build takes one to three minutes on a busy machine.
const BUILD_TIMEOUT = 6 * 60_000
const route = '/ai-coaching-certification'
const duration = '14 weeks, hybrid'
const description =
  'A 14-week hybrid certification for educators and professionals who will teach AI in their communities as certified Idaho AI Coaches.'
/** Every page that states the certification's length. */
const statingPages = [route, '/training-programs', '/programs']
const weekDates = 'April 19–24, 2027'
const priceShown = '$2,500–$5,000 a year'
const announcement = `Certification cohort opens ${Date.now().toString(36)}`
/** The day the announcement goes live: next January 5 (Boise's year is the UTC one then). */
const announceDay = `${new Date().getUTCFullYear() + 1}-01-05`

async function servedHtml(pathname: string): Promise<string> {
  const response = await fetch(`${siteUrl}${pathname}`)
  expect(response.status).toBe(200)
  return response.text()
}

async function publishAndWait(page: Page) {
  await expect(page.getByTestId('publication-state')).toHaveText('Live', {
    timeout: BUILD_TIMEOUT,
  })
}

test('the operations manager, from her invitation, edits the site in place, publishes and restores', async ({
  page,
  browser,
  admin,
  newAccount,
  inbox,
  query,
  siteContentAsFound: start,
}) => {
  test.setTimeout(3 * BUILD_TIMEOUT)
  const manager = { email: newAccount.email.toLowerCase(), password: newAccount.password }
  const adminContext = await browser.newContext()
  const adminPage = await adminContext.newPage()

  try {
    await test.step('an administrator invites her as an editor', async () => {
      await signInThroughPage(adminPage, admin)
      await adminPage
        .getByRole('navigation', { name: 'Desk sections' })
        .getByRole('link', { name: 'People and roles' })
        .click()
      await adminPage.getByLabel('E-mail address', { exact: true }).fill(manager.email)
      await adminPage.getByRole('combobox', { name: 'Role', exact: true }).selectOption('editor')
      // One click: the stack fetches the functions' imports when it starts, as a deploy bundles
      // them, so Auth's Send Email hook no longer spends its 5 s downloading npm packages on its
      // first call (which once made this click answer "Invitation not sent").
      await adminPage.getByRole('button', { name: 'Send invitation', exact: true }).click()
      await expect(adminPage.getByText('Invitation sent', { exact: true })).toBeVisible({
        timeout: 30_000,
      })
    })

    await test.step('from the e-mail’s link: a password (12 characters, said first) and a second factor', async () => {
      const mail = await inbox.findTo(manager.email, 'auth-invite')
      await page.goto(authLinkIn(mail))
      const password = page.getByLabel('New password', { exact: true })
      await expect(password).toHaveAccessibleDescription(/^At least 12 characters\./)
      await password.fill(manager.password)
      await page.getByLabel('Confirm new password').fill(manager.password)
      await page.getByRole('button', { name: 'Set password and continue' }).click()
      await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible()
      const shown = await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent()
      await page.getByLabel('Code').fill(twoFactorCode(shown!.replace(/\s/g, '')))
      await page.getByRole('button', { name: 'Verify and turn on' }).click()
      const nav = page.getByRole('navigation', { name: 'Desk sections' })
      await expect(nav).toBeVisible()
      // An editor's only section; she follows it if the desk did not open there already.
      if (!/\/admin\/site$/.test(page.url())) await nav.getByRole('link', { name: 'Site' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Site' })).toBeVisible()
    })

    await test.step('she corrects the certification’s length where it is written once', async () => {
      await page.getByLabel('Page', { exact: true }).selectOption(route)
      const form = page.getByRole('form', { name: `Words of ${route}` })
      const facts = form.getByRole('group', { name: 'Pathway facts: AI Coaching Certification' })
      await expect(facts.getByLabel('Duration', { exact: true })).toHaveValue('12–16 weeks, hybrid')
      await facts.getByLabel('Duration', { exact: true }).fill(duration)
      await form.getByLabel('Description in search results').fill(description)
      await form.getByRole('button', { name: 'Save the page' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Saved to the draft' })).toBeVisible()
    })

    await test.step('she edits next year’s Idaho AI Week where it stands', async () => {
      await page.getByRole('button', { name: 'Edit Idaho AI Week', exact: true }).click()
      const form = page.getByRole('form', { name: 'Edit Idaho AI Week' })
      await form.getByLabel('Dates as visitors read them').fill(weekDates)
      await form.getByLabel('Starts').fill('2027-04-19T00:00')
      await form.getByLabel('Ends').fill('2027-04-24T23:59')
      await form.getByRole('button', { name: 'Save this event' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Saved to the draft' })).toBeVisible()
      await expect(
        page.getByRole('button', { name: 'Edit Idaho AI Week', exact: true }),
      ).toBeFocused()
      await expect(page.getByText(`Idaho AI Week: ${weekDates}`).first()).toBeVisible()
    })

    await test.step('she gives the State tier a price range; a backwards range is refused beside its field', async () => {
      await page.getByRole('button', { name: 'Edit State', exact: true }).click()
      const form = page.getByRole('form', { name: 'Edit State' })
      const from = form.getByLabel('Price in dollars (optional)')
      await expect(form.getByLabel('Tier name')).toBeFocused()
      await from.fill('5000')
      const to = form.getByLabel('Up to, for a range (optional)')
      await to.fill('2500')
      await form.getByRole('button', { name: 'Save this tier' }).click()
      await expect(to).toBeFocused()
      await expect(to).toHaveAttribute('aria-invalid', 'true')
      await expect(to).toHaveAccessibleDescription(/Enter a highest price above the lowest/)
      await from.fill('2,500')
      await to.fill('5,000')
      await form.getByLabel('Paid').selectOption('a year')
      await form.getByRole('button', { name: 'Save this tier' }).click()
      await expect(page.getByText(`State: ${priceShown}`).first()).toBeVisible()
    })

    await test.step('she previews each change as the page visitors will see', async () => {
      await page.getByRole('button', { name: 'Preview' }).click()
      const pageChoice = page.getByLabel('Page', { exact: true })
      for (const [shown, words] of [
        [route, duration],
        ['/training-programs', duration],
        ['/events', weekDates],
        ['/partners', priceShown],
      ] as const) {
        await pageChoice.selectOption(shown)
        const phone = page.frameLocator(`iframe[title="Preview of ${shown} at phone width"]`)
        await expect(phone.getByText(words).first()).toBeVisible()
      }
      await page.getByRole('button', { name: 'Hide the preview' }).click()
    })

    await test.step('she publishes after the confirmation; the served pages carry all three', async () => {
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      const confirm = page.getByRole('dialog', { name: 'Publish these changes?' })
      await expect(confirm).toContainText(route)
      await expect(confirm).toContainText('Idaho AI Week')
      await expect(confirm).toContainText(priceShown)
      await confirm.getByRole('button', { name: 'Publish' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible()
      await publishAndWait(page)
      for (const stating of statingPages) {
        const html = await servedHtml(stating)
        expect(html, stating).toContain(duration)
        expect(html, stating).not.toContain('12–16 weeks')
      }
      expect(await servedHtml(route)).toContain(`content="${description}"`)
      expect(await servedHtml('/events')).toContain(weekDates)
      expect(await servedHtml('/partners')).toContain(priceShown)
    })

    await test.step('she schedules an announcement for a date; it is not served before', async () => {
      const form = page.getByRole('form', { name: 'Add an announcement' })
      await form.getByLabel('Title', { exact: true }).fill(announcement)
      await form.getByLabel('Date', { exact: true }).fill(announceDay)
      await form
        .getByLabel('Summary')
        .fill('Applications for the next AI Coaching Certification cohort open in January.')
      await form
        .getByLabel('Text', { exact: true })
        .fill('The certification takes 14 weeks, hybrid. Apply from the coach application page.')
      await form.getByRole('button', { name: 'Add the announcement to the draft' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Saved to the draft' })).toBeVisible()

      await page.getByLabel('Page', { exact: true }).selectOption('/news')
      await page.getByRole('button', { name: 'Preview' }).click()
      const phone = page.frameLocator('iframe[title="Preview of /news at phone width"]')
      await expect(phone.getByRole('heading', { name: announcement })).toBeVisible()
      await page.getByRole('button', { name: 'Hide the preview' }).click()

      await page.getByLabel(/^Or publish the draft at/).fill(`${announceDay}T09:00`)
      await page.getByRole('button', { name: 'Schedule', exact: true }).click()
      const confirm = page.getByRole('dialog', { name: 'Schedule these changes?' })
      await expect(confirm).toContainText(announcement)
      await confirm.getByRole('button', { name: 'Schedule' }).click()
      const scheduled = page.getByRole('region', { name: 'Scheduled' })
      await expect(scheduled).toContainText('Goes live')
      await expect(scheduled).toContainText(announcement)
      expect(await servedHtml('/news')).not.toContain(announcement)
    })

    await test.step('in the history she compares two versions and restores the earlier one', async () => {
      const mine = start.number + 1
      await page.getByLabel('Compare version').selectOption(`Version ${start.number}`)
      await page.getByLabel('with version').selectOption(`Version ${mine}`)
      const differences = page.getByRole('region', { name: 'Differences between the two versions' })
      await expect(differences).toContainText(`From version ${start.number} to version ${mine}`)
      await expect(differences).toContainText(priceShown)
      // The dates' changed words, as the comparison marks them ("April removed: 20–25, 2026
      // added: 19–24, 2027").
      await expect(
        differences.getByRole('insertion').filter({ hasText: '19–24, 2027' }),
      ).toHaveCount(1)

      await page.getByRole('button', { name: `Restore version ${start.number}` }).click()
      const confirm = page.getByRole('dialog', { name: `Restore version ${start.number}?` })
      await expect(confirm).toContainText(priceShown)
      await confirm.getByRole('button', { name: `Restore version ${start.number}` }).click()
      await expect(
        page.getByRole('status').filter({ hasText: `Version ${start.number} restored` }),
      ).toBeVisible()
      await publishAndWait(page)
      const partners = await servedHtml('/partners')
      expect(partners).not.toContain(priceShown)
      for (const stating of statingPages) {
        expect(await servedHtml(stating), stating).toContain('12–16 weeks, hybrid')
      }
    })
  } finally {
    await adminContext.close()
    await query('delete from public.reviewer_invitations where lower(email) = $1', [manager.email])
    await query(
      `delete from public.site_scheduled_publications where content::text like '%' || $1 || '%'`,
      [announcement],
    )
  }
})

test('the Site section’s editors pass axe at 320, 375 and 1280 px and edit in place from the keyboard alone', async ({
  page,
  editor,
  siteContentAsFound: _putBackAfterwards,
  expectNoAxeViolations,
}) => {
  // Axe at three widths and up to 800 Tab presses: minutes on a machine shared by several runs.
  test.setTimeout(8 * 60_000)
  // siteContentAsFound puts back the draft this test saves to.
  await openSiteSection(page, editor)

  await test.step('axe, with an event’s, a tier’s and a phase’s form open', async () => {
    await page.getByRole('button', { name: 'Edit Idaho AI Week', exact: true }).click()
    await page.getByRole('button', { name: 'Edit Community', exact: true }).click()
    await page
      .getByRole('button', { name: /^Edit / })
      .last()
      .click()
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      for (const section of ['events', 'banner', 'partners', 'goals', 'timeline']) {
        await expectNoAxeViolations({
          include: `section[aria-labelledby="${section}-heading"]`,
          label: `Site › ${section} at ${width} px`,
        })
      }
    }
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Site' })).toBeVisible()
  })

  await test.step('keyboard only: Tab to a tier’s Edit, Enter opens it, Escape closes it, Enter saves', async () => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const edit = page.getByRole('button', { name: 'Edit Community', exact: true })
    await page.getByRole('heading', { level: 1, name: 'Site' }).click()
    let reached = false
    for (let presses = 0; presses < 800 && !reached; presses++) {
      await page.keyboard.press('Tab')
      reached = await edit.evaluate((button) => button === document.activeElement)
    }
    expect(reached).toBe(true)
    await page.keyboard.press('Enter')
    const form = page.getByRole('form', { name: 'Edit Community' })
    await expect(form.getByLabel('Tier name')).toBeFocused()
    await page.keyboard.type(' groups')
    await page.keyboard.press('Escape')
    await expect(form).toHaveCount(0)
    await expect(edit).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(form.getByLabel('Tier name')).toHaveValue('Community')
    // Tier name, description, benefits, price, up to, paid, then Save.
    for (let field = 0; field < 6; field++) await page.keyboard.press('Tab')
    await expect(form.getByRole('button', { name: 'Save this tier' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Saved to the draft' })).toBeVisible()
    await expect(edit).toBeFocused()
  })
})
