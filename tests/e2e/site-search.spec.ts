/**
 * The visitors' site search (src/features/search, the index from scripts/lib/search-index.ts).
 *
 * 1. On the preview build: from the home page, a visitor types into the header's search box and
 *    finds the certification pages and a news item, by keyboard alone; the index (anything under
 *    /pagefind/) is fetched only once they search, never while the home page loads or while they
 *    move around it.
 * 2. On the local site host: an editor publishes an announcement about a workshop in Twin Falls;
 *    the rebuilt site's index has it, and a visitor who types "Twin Falls" into the header's box
 *    on the home page finds it. This is the index a published site carries.
 */
import type { Page } from '@playwright/test'
import { expect, openSiteSection, stackEnv, test, SITE_DRAFT_LOCK } from './fixtures'

test.describe.configure({ lock: SITE_DRAFT_LOCK })

const siteUrl = process.env.TEST_STACK_SITE_URL ?? ''
// A build takes one to three minutes on a busy machine.
const BUILD_TIMEOUT = 6 * 60_000
// A news item of the content modules (src/content/news.ts), written out: Playwright's loader
// cannot read the build's published content.
const NEWS_TITLE = 'AI Coach applications are open'

/** Every request for the search index or Pagefind's script, from now on. */
function indexRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/pagefind/')) urls.push(pathname)
  })
  return urls
}

const headerBox = (page: Page) =>
  page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' })
const results = (page: Page) => page.getByRole('main').getByRole('list').first()

test('from the home page a visitor searches with the header box by keyboard and finds the certifications and a news item; the index loads only then', async ({
  page,
  consoleErrors,
  expectNoAxeViolations,
}) => {
  const index = indexRequests(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')

  await test.step('nothing of the search is fetched while the page loads and the visitor moves around', async () => {
    // Interacting starts the app (src/boot.ts); the search's script still waits for a search.
    await page.keyboard.press('Tab')
    await headerBox(page).focus()
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await page.waitForLoadState('networkidle')
    expect(index).toEqual([])
  })

  await test.step('typing "certification" and Enter opens /search with the results', async () => {
    await page.keyboard.type('certification')
    expect(index, 'typing in the header box alone fetches nothing').toEqual([])
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=certification$/)
    await expect(page.getByRole('status')).toHaveText(/^\d+ results for “certification”$/)
    await expect(
      results(page).getByRole('heading', { level: 2, name: 'AI Coaching Certification' }),
    ).toBeVisible()
    await expect(
      results(page).getByRole('heading', { level: 2, name: 'AI Innovation Certification' }),
    ).toBeVisible()
    // The matching sentence, its matched word marked.
    await expect(results(page).locator('mark').first()).toHaveText(/certification/i)
    expect(index).toContain('/pagefind/pagefind.js')
  })

  await test.step('a news title typed into the page’s box finds the announcement, reached with Tab', async () => {
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' })
    await box.focus()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(NEWS_TITLE)
    await expect(page.getByRole('status')).toHaveText(
      /results? for “AI Coach applications are open”$/,
    )
    await expect(page).toHaveURL(/\/search\?q=AI\+Coach\+applications\+are\+open$/)
    const spot = results(page).getByRole('link', { name: NEWS_TITLE }).first()
    await expect(spot).toBeVisible()
    // Past the box and its button, Tab reaches the results' links.
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab')
      if (await spot.evaluate((link) => link === document.activeElement)) break
    }
    await expect(spot).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/news(\/archive)?(#[\w-]+)?$/)
    await expect(page.getByRole('heading', { name: NEWS_TITLE }).first()).toBeVisible()
  })

  await test.step('the results page passes axe', async () => {
    await page.goBack()
    await expect(page.getByRole('status')).toHaveText(/results? for/)
    await expectNoAxeViolations({ label: '/search with results' })
  })
  expect(consoleErrors).toEqual([])
})

test('an announcement about Twin Falls, once published, is found from the header box of the published site', async ({
  page,
  browser,
  editor,
  siteContentAsFound: _putBackAfterwards,
}) => {
  test.skip(!stackEnv || !siteUrl, 'needs the throwaway stack and its site host')
  test.setTimeout(2 * BUILD_TIMEOUT)
  const title = `AI workshop in Twin Falls ${Date.now().toString(36)}`

  await test.step('an editor adds the announcement and publishes it', async () => {
    await openSiteSection(page, editor)
    const form = page.getByRole('form', { name: 'Add an announcement' })
    await form.getByLabel('Title', { exact: true }).fill(title)
    await form.getByLabel('Summary').fill('A free Talk to AI evening at the Twin Falls library.')
    await form.getByLabel('Text', { exact: true }).fill('Bring a phone or a laptop.')
    await form.getByRole('button', { name: 'Add the announcement to the draft' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved to the draft' })).toBeVisible()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Publish these changes?' })
    await expect(confirm).toContainText(title)
    await confirm.getByRole('button', { name: 'Publish' }).click()
    // Closed once the desk has read the new publication back (the state is then about it).
    await expect(confirm).toBeHidden()
    await expect(page.getByTestId('publication-state')).toHaveText('Live', {
      timeout: BUILD_TIMEOUT,
    })
  })

  await test.step('a visitor types "Twin Falls" into the header box on the home page and finds it', async () => {
    const visitor = await (await browser.newContext()).newPage()
    const index = indexRequests(visitor)
    await visitor.goto(`${siteUrl}/`)
    await visitor.waitForLoadState('networkidle')
    expect(index).toEqual([])
    await headerBox(visitor).fill('Twin Falls')
    await headerBox(visitor).press('Enter')
    await expect(visitor).toHaveURL(`${siteUrl}/search?q=Twin+Falls`)
    await expect(visitor.getByRole('status')).toHaveText(/results? for “Twin Falls”$/)
    await expect(results(visitor).getByRole('link', { name: title }).first()).toBeVisible()
    await expect(results(visitor).locator('mark', { hasText: /Twin/ }).first()).toBeVisible()
    expect(index).toContain('/pagefind/pagefind.js')
    await visitor.context().close()
  })
})
