/**
 * An editor makes a page without a developer and later retires it: from /auth to the Site section,
 * "Make a new page" (its name, the address suggested from it, its search words, its link in the
 * footer's Get Involved list), three blocks (its top, a text section, questions and answers),
 * preview, publish; a visitor finds it from the home page's footer on the served site. Retired
 * towards /programs and published, its address leads there and the footer no longer lists it.
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

test('an editor makes a page with three blocks, publishes it, and retires it to /programs', async ({
  page,
  editor,
  expectNoAxeViolations,
  siteContentAsFound: _putBackAfterwards,
}) => {
  test.setTimeout(3 * BUILD_TIMEOUT)
  const suffix = Date.now().toString(36)
  const name = `Scholarships ${suffix}`
  const route = `/scholarships-${suffix}`
  const answer = 'Any educator who works in an Idaho school or college.'

  await test.step('the editor signs in, opens the Site section and makes a new page', async () => {
    await openSiteSection(page, editor)
    await page.getByRole('button', { name: 'Make a new page' }).click()
    const form = page.getByRole('form', { name: 'Make a new page' })
    await form.getByLabel('Name', { exact: true }).fill(name)
    await expect(form.getByLabel('Address')).toHaveValue(route)
    await form.getByRole('button', { name: 'Make the page' }).click()
    // Nothing is made before the search words and the menu place are given, each said beside it.
    await expect(form.getByLabel('Title in search results')).toBeFocused()
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(name)
    await expectNoAxeViolations({
      include: 'form[aria-label="Make a new page"]',
      label: 'the new page’s form with its refusals',
    })
    await form.getByLabel('Title in search results').fill(`${name} | Idaho AI Alliance`)
    await form
      .getByLabel('Description in search results')
      .fill('Scholarships for Idaho educators who take the AI Coaching Certification next year.')
    await form.getByLabel('The footer’s Get Involved list').check()
    await form.getByRole('button', { name: 'Make the page' }).click()
    await expect(page.getByLabel('Page', { exact: true })).toHaveValue(route)
  })

  const words = page.getByRole('form', { name: `Words of ${route}` })
  await test.step('a text section and questions and answers follow its top', async () => {
    await words.getByLabel('Kind of block').selectOption({ label: 'Text section' })
    await words.getByRole('button', { name: 'Add the block' }).click()
    const text = words.getByRole('group', { name: 'Text section', exact: true })
    await text.getByLabel('Heading').fill('How the scholarship works')
    await words
      .getByRole('group', { name: 'Text section: How the scholarship works', exact: true })
      .getByLabel('Paragraph 1')
      .fill('The Alliance pays half the certification fee for 40 educators a year.')
    await words.getByLabel('Kind of block').selectOption({ label: 'Questions and answers' })
    await words.getByRole('button', { name: 'Add the block' }).click()
    await words
      .getByRole('group', { name: 'Questions and answers', exact: true })
      .getByLabel('Heading')
      .fill('Questions')
    const faq = words.getByRole('group', { name: 'Questions and answers: Questions', exact: true })
    await faq.getByLabel('Question', { exact: true }).fill('Who may apply?')
    await faq.getByLabel('Answer', { exact: true }).fill(answer)
    await words.getByRole('button', { name: 'Save the page' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved to the draft' })).toBeVisible()
  })

  await test.step('the page’s form, with its menu place and retiring, passes axe', async () => {
    await expectNoAxeViolations({
      include: `form[aria-label="Words of ${route}"]`,
      label: 'the made page’s form',
    })
  })

  await test.step('the preview shows the page as it will look', async () => {
    await page.getByRole('button', { name: 'Preview' }).click()
    const phone = page.frameLocator(`iframe[title="Preview of ${route} at phone width"]`)
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(phone.getByRole('heading', { level: 2 }).first()).toHaveText(
      'How the scholarship works',
    )
  })

  const parts = page.getByRole('group', { name: 'What to publish' })
  await test.step('publish: the confirmation names the new page', async () => {
    await expect(parts.getByRole('checkbox', { name: /^Pages/ })).toBeChecked()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Publish these changes?' })
    await expect(confirm).toContainText(route)
    await expect(confirm).toContainText('Added the page')
    await confirm.getByRole('button', { name: 'Publish' }).click()
    // The confirmation closes once the desk has read the new publication back: only then is
    // the state below about it, not the one before.
    await expect(confirm).toBeHidden()
    await expect(page.getByTestId('publication-state')).toHaveText('Live', {
      timeout: BUILD_TIMEOUT,
    })
  })

  const visitor = await page.context().newPage()
  await test.step('a visitor finds it in the footer of the home page and reads it', async () => {
    await visitor.goto(`${siteUrl}/`)
    await visitor.getByRole('contentinfo').getByRole('link', { name }).click()
    await expect(visitor).toHaveURL(`${siteUrl}${route}`)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(visitor.getByText(answer)).toBeAttached()
    expect(await visitor.title()).toBe(`${name} | Idaho AI Alliance`)
    const sitemap = await (await visitor.request.get(`${siteUrl}/sitemap.xml`)).text()
    expect(sitemap).toContain(`${route}</loc>`)
  })

  await test.step('the site search finds it by a word of its own', async () => {
    const box = visitor.getByRole('banner').getByRole('searchbox', { name: 'Search the site' })
    await box.fill(suffix)
    await box.press('Enter')
    await expect(visitor).toHaveURL(new RegExp(`/search\\?q=${suffix}$`))
    const found = visitor.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link')
    await expect(found.first()).toHaveAttribute('href', new RegExp(`${route}/?$`))
  })

  await test.step('the editor retires it towards /programs and publishes', async () => {
    await words.getByLabel(`What happens to ${route}`).selectOption('/programs')
    await words.getByRole('button', { name: 'Save the page' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved to the draft' })).toBeVisible()
    await expect(parts).toContainText('Pages (unpublished changes)')
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Publish these changes?' })
    await expect(confirm).toContainText('Retired the page: its address leads to /programs')
    await confirm.getByRole('button', { name: 'Publish' }).click()
    // The confirmation closes once the desk has read the new publication back: only then is
    // the state below about it, not the one before.
    await expect(confirm).toBeHidden()
    await expect(page.getByTestId('publication-state')).toHaveText('Live', {
      timeout: BUILD_TIMEOUT,
    })
  })

  await test.step('its address leads to /programs, and the footer no longer lists it', async () => {
    const answered = await visitor.request.get(`${siteUrl}${route}`, { maxRedirects: 0 })
    expect(answered.status()).toBe(301)
    expect(answered.headers().location).toBe('/programs')
    await visitor.goto(`${siteUrl}/`)
    await expect(visitor.getByRole('contentinfo').getByRole('link', { name })).toHaveCount(0)
    await visitor.close()
  })
})
