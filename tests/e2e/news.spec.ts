/**
 * News (issue 33, item 6): an editor adds an announcement in Site › News, sees it in the preview
 * (the /news page itself), publishes it after the confirmation that names it, and a visitor then
 * finds it on the home page, on /news (reached from the site's navigation) and in the Atom feed,
 * all served by the local site host from the prerendered build.
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

test('an editor announces news, previews it and publishes it; visitors read it on the home page, /news and the feed', async ({
  page,
  editor,
  siteContentAsFound: _putBackAfterwards,
  expectNoAxeViolations,
}) => {
  test.setTimeout(2 * BUILD_TIMEOUT)
  const title = `Open sessions & Q&A ${Date.now().toString(36)}`
  const summary = 'Free Talk to AI sessions for families, hosted by certified AI Coaches.'

  await test.step('the editor signs in and opens the Site section', async () => {
    await openSiteSection(page, editor)
  })

  await test.step('an announcement without a title is refused beside the field, then added', async () => {
    const form = page.getByRole('form', { name: 'Add an announcement' })
    await form.getByLabel('Summary').fill(summary)
    await form
      .getByLabel('Text', { exact: true })
      .fill('Bring a phone or a laptop.\n\nNo experience needed.')
    await form.getByRole('button', { name: 'Add the announcement to the draft' }).click()
    const titleField = form.getByLabel('Title', { exact: true })
    await expect(titleField).toBeFocused()
    await expect(titleField).toHaveAttribute('aria-invalid', 'true')
    await expect(titleField).toHaveAccessibleDescription('Enter the announcement’s title')
    await expect(form.getByLabel('Summary')).toHaveValue(summary)
    await titleField.fill(title)
    await form.getByLabel('Link (optional)').fill('/talk-to-ai')
    await form.getByRole('button', { name: 'Add the announcement to the draft' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved to the draft' })).toBeVisible()
    await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeVisible()
  })

  await test.step('the preview is the /news page with the draft’s announcement', async () => {
    await page.getByLabel('Page', { exact: true }).selectOption('/news')
    await page.getByRole('button', { name: 'Preview' }).click()
    const phone = page.frameLocator('iframe[title="Preview of /news at phone width"]')
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(
      'News from the Idaho AI Alliance',
    )
    await expect(phone.getByRole('heading', { name: title })).toBeVisible()
  })

  await test.step('publish after the confirmation that names the announcement', async () => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Publish these changes?' })
    await expect(confirm).toContainText('News')
    await expect(confirm).toContainText(title)
    await confirm.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible()
    await expect(page.getByTestId('publication-state')).toHaveText('Live', {
      timeout: BUILD_TIMEOUT,
    })
  })

  await test.step('a visitor finds it on the home page and, through the navigation, on /news', async () => {
    await page.goto(`${siteUrl}/`)
    const latest = page.getByRole('region', { name: 'Latest news' })
    await expect(latest.getByRole('heading', { name: title })).toBeVisible()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click()
    await expect(page).toHaveURL(`${siteUrl}/news`)
    const article = page.getByRole('article', { name: title })
    await expect(article).toContainText(summary)
    await expect(article).toContainText('No experience needed.')
    await expect(article.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
    await expect(article.getByRole('link', { name: /Read more/ })).toHaveAttribute(
      'href',
      '/talk-to-ai',
    )
    await expectNoAxeViolations({ label: '/news at 1280 px' })
    await page.setViewportSize({ width: 320, height: 800 })
    await expectNoAxeViolations({ label: '/news at 320 px' })
  })

  await test.step('the prerendered page announces the feed, and the feed carries it', async () => {
    const html = await (await fetch(`${siteUrl}/news`)).text()
    expect(html).toContain(title.replace(/&/g, '&amp;'))
    expect(html).toMatch(
      /<link rel="alternate" type="application\/atom\+xml"[^>]*\/news\/feed\.xml"/,
    )
    const feed = await fetch(`${siteUrl}/news/feed.xml`)
    expect(feed.status).toBe(200)
    const xml = await feed.text()
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">')
    expect(xml).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`)
    expect(xml).toContain(`<summary>${summary}</summary>`)
  })
})
