/**
 * Every word of a page is the initiative's to change: an editor finds where the site says a
 * sentence ("Find words in the site", which leads to the field on /ai-coaching-certification),
 * corrects it in Site › Pages, sees it in the preview (the page itself, at phone and desktop
 * width), publishes, and the prerendered page the local site host serves carries it.
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
const route = '/ai-coaching-certification'
const before = 'Certification is currently grant-funded and free for accepted applicants.'
const after = 'Certification takes 12 to 16 weeks and is free for accepted applicants.'

async function servedHtml(pathname: string): Promise<string> {
  const response = await fetch(`${siteUrl}${pathname}`)
  expect(response.status).toBe(200)
  return response.text()
}

test('an editor corrects a sentence on the certification page, previews the page and publishes it', async ({
  page,
  editor,
  siteContentAsFound: _putBackAfterwards,
}) => {
  test.setTimeout(2 * BUILD_TIMEOUT)

  await test.step('the editor signs in and opens the Site section', async () => {
    await openSiteSection(page, editor)
  })

  await test.step('the editor finds where the site says it, and the result leads to the field', async () => {
    const search = page.getByRole('search', { name: 'Find words in the site' })
    await search.getByLabel('Words to find').fill(before)
    await search.getByRole('button', { name: 'Find' }).click()
    const found = page.getByRole('list', { name: 'Places found' }).getByRole('button')
    const here = found.filter({ hasText: route })
    await expect(here).toHaveCount(1)
    await here.click()
    await expect(page.getByLabel('Page', { exact: true })).toHaveValue(route)
    const form = page.getByRole('form', { name: `Words of ${route}` })
    await expect(form.getByLabel('Paragraph 2')).toBeFocused()
    await expect(form.getByLabel('Paragraph 2')).toHaveValue(before)
  })

  await test.step('a link to no page is refused beside its field, and nothing typed is lost', async () => {
    const form = page.getByRole('form', { name: `Words of ${route}` })
    const address = form.getByLabel('Address (a page such as /contact, or https://…)').first()
    await address.fill('/ai-coach-aplication')
    await form.getByRole('button', { name: 'Save the page' }).click()
    await expect(address).toBeFocused()
    await expect(address).toHaveAttribute('aria-invalid', 'true')
    await expect(address).toHaveAccessibleDescription(
      'There is no page at /ai-coach-aplication: link to a page of this site, such as /contact, or to a web address starting with https://',
    )
    await expect(address).toHaveValue('/ai-coach-aplication')
    await address.fill('/ai-coach-application')
  })

  await test.step('correct the sentence and save it to the draft', async () => {
    const form = page.getByRole('form', { name: `Words of ${route}` })
    await expect(form.getByLabel('Paragraph 2')).toHaveValue(before)
    await form.getByLabel('Paragraph 2').fill(after)
    await form.getByRole('button', { name: 'Save the page' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved to the draft' })).toBeVisible()
  })

  await test.step('the preview is the page, at phone and desktop width', async () => {
    await page.getByRole('button', { name: 'Preview' }).click()
    const phone = page.frameLocator(`iframe[title="Preview of ${route} at phone width"]`)
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('AI Coaching Certification')
    await expect(phone.getByText(after)).toBeVisible()
    await page.getByRole('radio', { name: 'Desktop (1280 px)' }).check()
    const desktop = page.frameLocator(`iframe[title="Preview of ${route} at desktop width"]`)
    await expect(desktop.getByText(after)).toBeVisible()
    await expect(desktop.getByText(before)).toHaveCount(0)
  })

  await test.step('publish: the served, prerendered page carries the sentence', async () => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    // Publish asks once, naming what changes: the page's corrected block.
    const confirm = page.getByRole('dialog', { name: 'Publish these changes?' })
    await expect(confirm).toContainText('/ai-coaching-certification')
    await confirm.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible()
    await expect(page.getByTestId('publication-state')).toHaveText('Live', {
      timeout: BUILD_TIMEOUT,
    })
    const html = await servedHtml(route)
    expect(html).toContain(after)
    expect(html).not.toContain(before)
  })
})
