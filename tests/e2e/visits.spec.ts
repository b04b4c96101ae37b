/**
 * Visits counted without cookies or personal data (issue 34, migration
 * 20251101070000_visits_and_funnel.sql): on the production build, a visit sets no cookie and stores
 * nothing in local or session storage; with Global Privacy Control on, nothing is sent; a headless
 * bot's count is refused by the database; the counts of a route rise by exactly the number of real
 * visits; and an administrator, signed in at /auth, finds the figures under Reports.
 *
 * Playwright's Chromium says it is automated (navigator.webdriver) and headless (its user agent),
 * so every other spec's visits are not counted. The "real" visitors here are browsers that say
 * neither, as a person's browser does.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { expect, signInThroughPage, stackEnv, test } from './fixtures'

test.skip(!stackEnv, 'needs the local stack (npm test sets TEST_STACK_*)')

const PERSON_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const HEADLESS_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'

/** A browser as a person has it: not driven by automation, optionally with Privacy Control on. */
async function visitorContext(
  browser: Browser,
  { userAgent = PERSON_UA, privacyControl = false } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ userAgent })
  await context.addInitScript((gpc: boolean) => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false })
    if (gpc) Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })
  }, privacyControl)
  return context
}

const isCount = (url: string) => url.includes('/rest/v1/rpc/record_page_view')

/** Follows the footer's "Privacy Policy" link from the home page, and waits for its count. */
async function visitPrivacyPolicy(page: Page): Promise<void> {
  await page.goto('/')
  const counted = page.waitForResponse(
    (response) =>
      isCount(response.url()) && response.request().postDataJSON()?.p_path === '/privacy-policy',
  )
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/privacy-policy$/)
  expect((await counted).status()).toBeLessThan(300)
}

test('visits are counted without cookies, never with Privacy Control or for a bot, and the desk shows them', async ({
  browser,
  page,
  query,
  admin,
}) => {
  const viewsOf = async (path: string) =>
    Number(
      (
        await query<{ views: string }>(
          `select coalesce(sum(views), 0) as views from public.page_view_counts
           where path = $1 and day = (now() at time zone 'America/Boise')::date`,
          [path],
        )
      )[0]!.views,
    )
  const before = await viewsOf('/privacy-policy')

  await test.step('two real visits are counted, with no cookie and nothing stored', async () => {
    const context = await visitorContext(browser)
    const visitor = await context.newPage()
    await visitPrivacyPolicy(visitor)
    await visitPrivacyPolicy(visitor)
    expect(await context.cookies()).toEqual([])
    const stored = await visitor.evaluate(() => ({
      local: Object.keys(window.localStorage),
      session: Object.keys(window.sessionStorage),
      attribution: JSON.parse(window.sessionStorage.getItem('visit:attribution') ?? '{}'),
    }))
    // The one thing kept, for this tab only: where the visit began (src/lib/visit-attribution.ts),
    // a path, a domain and campaign names; no identifier, no time, nothing of the visitor.
    expect(stored.local).toEqual([])
    expect(stored.session).toEqual(['visit:attribution'])
    expect(Object.keys(stored.attribution).sort()).toEqual([
      'landingPage',
      'referrerDomain',
      'utmCampaign',
      'utmMedium',
      'utmSource',
    ])
    expect(stored.attribution.landingPage).toBe('/')
    await context.close()
    expect(await viewsOf('/privacy-policy')).toBe(before + 2)
  })

  await test.step('with Global Privacy Control on, nothing is sent', async () => {
    const context = await visitorContext(browser, { privacyControl: true })
    const visitor = await context.newPage()
    const counts: string[] = []
    visitor.on('request', (request) => {
      if (isCount(request.url())) counts.push(request.url())
    })
    await visitor.goto('/')
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await visitor.waitForLoadState('load')
    // The count would leave right after the load event; give it ample time to show.
    await visitor.waitForTimeout(1_500)
    expect(counts).toEqual([])
    await context.close()
    expect(await viewsOf('/privacy-policy')).toBe(before + 2)
  })

  await test.step('a headless browser is refused by the database itself', async () => {
    const context = await visitorContext(browser, { userAgent: HEADLESS_UA })
    const visitor = await context.newPage()
    await visitPrivacyPolicy(visitor)
    await context.close()
    expect(await viewsOf('/privacy-policy')).toBe(before + 2)
  })

  await test.step('an administrator signs in and reads the figures under Reports', async () => {
    await signInThroughPage(page, admin)
    await page
      .getByRole('navigation', { name: 'Desk sections' })
      .getByRole('link', { name: 'Reports' })
      .click()
    const visits = page.getByRole('region', { name: 'Visits' })
    const totals = visits.getByLabel('Visits in this period')
    await expect(totals).toBeVisible()
    const pages = visits.getByRole('table', { name: 'Top pages' })
    const figure = pages.getByRole('link', { name: /page views, \/privacy-policy, top pages/ })
    await expect(figure).toHaveText(String(before + 2))
    await figure.click()
    await expect(page.getByRole('heading', { name: 'Visits: page /privacy-policy' })).toBeVisible()
    await expect(visits.getByRole('table', { name: 'Visits by day' })).toBeVisible()
  })
})
