/**
 * The desk keeps both languages: from /auth an editor changes a sentence of /contact in English,
 * saves it, and the Pages list says /contact's Spanish is now older than its English; opening it
 * lands on that text's Spanish, marked older, beside the new English. The editor writes the
 * Spanish from the keyboard, previews the page in Spanish, publishes, and the served /contact and
 * /es/contact each carry their new words. The Spanish view passes axe at 1280 and 375 px.
 */
import { expect, openSiteSection, stackEnv, test, SITE_DRAFT_LOCK } from './fixtures'

test.skip(
  !stackEnv || !process.env.TEST_STACK_SITE_URL,
  'needs the throwaway stack and its site host',
)
test.describe.configure({ lock: SITE_DRAFT_LOCK })

const siteUrl = process.env.TEST_STACK_SITE_URL ?? ''
// A build takes one to three minutes on a busy machine.
const BUILD_TIMEOUT = 6 * 60_000
const route = '/contact'
const lead = '[data-address="blocks.hero.lead"]'

test('an editor changes a sentence of /contact, sees its Spanish older, rewrites it and publishes both', async ({
  page,
  editor,
  expectNoAxeViolations,
  siteContentAsFound: _putBackAfterwards,
}) => {
  test.setTimeout(2 * BUILD_TIMEOUT)
  const marker = Date.now().toString(36)
  const english = `Write to us about training or events (${marker}): we answer within two business days.`
  const spanish = `Escríbanos sobre la capacitación o los eventos (${marker}): respondemos en dos días hábiles.`

  await test.step('the editor signs in, opens the Site section and changes /contact’s lead', async () => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await openSiteSection(page, editor)
    await page.getByLabel('Page', { exact: true }).selectOption(route)
    const form = page.getByRole('form', { name: `Words of ${route}` })
    await expect(form.getByText(/^Also published in Spanish, every text up to date/)).toBeVisible()
    const top = form.getByRole('group', { name: /^Top of the page/ })
    await top.getByLabel('Lead paragraph').fill(english)
    await form.getByRole('button', { name: 'Save the page' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved to the draft' })).toBeVisible()
  })

  const form = page.getByRole('form', { name: `Words of ${route}` })
  await test.step('the list says its Spanish is older; opening it lands on that text', async () => {
    await expect(form.getByText(/1 text is older than its English/)).toBeVisible()
    const gap = page.getByRole('button', { name: `${route}: 1 text older than its English` })
    await gap.focus()
    await page.keyboard.press('Enter')
    await expect(form.getByRole('radio', { name: 'Spanish' })).toBeChecked()
    const text = form.locator(lead)
    await expect(text.getByText(/^Older than its English/)).toBeVisible()
    await expect(text.locator('[lang="en"]')).toHaveText(english)
    await expect(text.locator('[lang="es"]')).toBeFocused()
    await expect(form.getByLabel('Publish this page in Spanish')).toBeChecked()
    await expectNoAxeViolations({
      include: `form[aria-label="Words of ${route}"]`,
      label: 'the Spanish view at 1280 px',
    })
  })

  await test.step('the Spanish is rewritten from the keyboard and saved', async () => {
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(spanish)
    await expect(form.locator(lead).getByText('Up to date')).toBeVisible()
    const save = form.getByRole('button', { name: 'Save the page' })
    await save.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Saved to the draft' })).toBeVisible()
    await expect(page.getByRole('button', { name: new RegExp(`^${route}:`) })).toHaveCount(0)
  })

  await test.step('at 375 px the Spanish view passes axe too', async () => {
    await page.setViewportSize({ width: 375, height: 800 })
    await expect(form.locator(lead).locator('[lang="es"]')).toHaveValue(spanish)
    await expectNoAxeViolations({
      include: `form[aria-label="Words of ${route}"]`,
      label: 'the Spanish view at 375 px',
    })
    await page.setViewportSize({ width: 1280, height: 900 })
  })

  await test.step('the preview shows the page in Spanish', async () => {
    await page.getByRole('button', { name: 'Preview' }).click()
    await page
      .getByRole('region', { name: 'Preview of the draft' })
      .getByRole('radio', { name: 'Spanish' })
      .check()
    const phone = page.frameLocator(`iframe[title="Preview of ${route} at phone width in Spanish"]`)
    await expect(phone.getByText(spanish)).toBeVisible()
    await expect(phone.locator('html')).toHaveAttribute('lang', 'es')
  })

  await test.step('publish the pages', async () => {
    const parts = page.getByRole('group', { name: 'What to publish' })
    await expect(parts.getByRole('checkbox', { name: /^Pages/ })).toBeChecked()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Publish these changes?' })
    await expect(confirm).toContainText(route)
    await confirm.getByRole('button', { name: 'Publish' }).click()
    await expect(confirm).toBeHidden()
    await expect(page.getByTestId('publication-state')).toHaveText('Live', {
      timeout: BUILD_TIMEOUT,
    })
  })

  await test.step('the served /contact reads the new English, /es/contact the new Spanish', async () => {
    await page.goto(`${siteUrl}${route}`)
    await expect(page.getByText(english)).toBeVisible()
    await page.goto(`${siteUrl}/es${route}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByText(spanish)).toBeVisible()
  })
})
