/**
 * Visits counted without cookies or personal data (migration
 * 20251101070000_visits_and_funnel.sql): on the production build, a visit sets no cookie and stores
 * nothing in local or session storage; with Global Privacy Control on, nothing is sent; a headless
 * bot's count is refused by the database; the counts of a route rise by exactly the number of real
 * visits; and an administrator, signed in at /auth, finds the figures under Reports.
 *
 * Playwright's Chromium says it is automated (navigator.webdriver) and headless (its user agent),
 * so every other spec's visits are not counted. The "real" visitors here are browsers that say
 * neither, as a person's browser does.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test'
import { fillVisibleForm } from '../../scripts/bench/slow-phone'
import { uniqueEmail } from '../support/factories'
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

/** This month's first and last Mountain Time days (November 2026 when this walk was written). */
function thisMonth(): { from: string; to: string; name: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Boise' }).format(new Date())
  const [year, month] = today.split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const pad = (n: number) => String(n).padStart(2, '0')
  const name = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  })
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(last)}`, name }
}

interface MonthFigures {
  pageViews: number
  applicationStarted: number
  applicationSent: number
  homeLedToApplications: number
}

/** The figures the operations manager reads for the month, after choosing it in the period picker. */
async function readMonth(page: Page, month: { from: string; to: string }): Promise<MonthFigures> {
  const picker = page.getByRole('form', { name: 'Report period' })
  await picker.getByLabel('From').fill(month.from)
  await picker.getByLabel('To').fill(month.to)
  await picker.getByLabel('Count by').selectOption('month')
  await picker.getByRole('button', { name: 'Show report' }).click()
  const number = async (locator: Locator) =>
    Number((await locator.innerText()).replace(/[^\d]/g, '') || '0')

  const visits = page.getByRole('region', { name: 'Visits' })
  const totals = visits.getByLabel('Visits in this period')
  await expect(totals).toBeVisible()
  const pageViews = await number(
    totals
      .locator('div')
      .filter({ has: page.getByText('Page views', { exact: true }) })
      .locator('dd'),
  )
  const application = visits
    .getByRole('region', { name: 'Form completion table' })
    .getByRole('row', { name: /^AI Coach application/ })
  await expect(application).toBeVisible()
  const cells = application.getByRole('cell')
  const origins = visits.getByRole('region', { name: 'Pages that led to sent forms' })
  await expect(origins).toBeVisible()
  const homeRow = origins
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '/', exact: true }) })
    .filter({ hasText: 'AI Coach application' })
  return {
    pageViews,
    applicationStarted: await number(cells.nth(1)),
    applicationSent: await number(cells.nth(3)),
    homeLedToApplications:
      (await homeRow.count()) === 0 ? 0 : await number(homeRow.getByRole('cell').last()),
  }
}

test("the operations manager reads the month's visits, the pages that led to applications and how many who started the application sent it", async ({
  browser,
  page,
  admin,
  forgetSubmissionsFrom,
}) => {
  test.setTimeout(180_000)
  const month = thisMonth()
  const email = uniqueEmail('e2e-visits-walk')
  forgetSubmissionsFrom(email)

  let before!: MonthFigures
  await test.step(`she signs in at /auth, opens Reports and chooses ${month.name}`, async () => {
    await signInThroughPage(page, admin)
    await page
      .getByRole('navigation', { name: 'Desk sections' })
      .getByRole('link', { name: 'Reports' })
      .click()
    await expect(page.getByRole('heading', { name: 'Visits', exact: true })).toBeVisible()
    before = await readMonth(page, month)
  })

  await test.step('a teacher comes to the home page and applies to train', async () => {
    const context = await visitorContext(browser)
    const visitor = await context.newPage()
    try {
      const countOf = (path: string) =>
        visitor.waitForResponse(
          (response) =>
            isCount(response.url()) && response.request().postDataJSON()?.p_path === path,
        )
      const home = countOf('/')
      await visitor.goto('/')
      expect((await home).status()).toBeLessThan(300)
      const application = countOf('/ai-coach-application')
      await visitor.getByRole('link', { name: 'Apply to Train' }).first().click()
      await expect(visitor).toHaveURL(/\/ai-coach-application$/)
      expect((await application).status()).toBeLessThan(300)
      await fillVisibleForm(visitor, email)
      await visitor.getByRole('button', { name: 'Continue' }).click()
      await expect(
        visitor.getByRole('heading', { name: /Check your answers/ }).first(),
      ).toBeVisible()
      await visitor.getByRole('button', { name: 'Submit Application' }).click()
      await expect(visitor.locator('[data-reference]')).toBeVisible({ timeout: 30_000 })
    } finally {
      await context.close()
    }
  })

  await test.step(`${month.name}'s figures rose by exactly the teacher's visit`, async () => {
    await expect
      .poll(async () => {
        const after = await readMonth(page, month)
        return {
          pageViews: after.pageViews - before.pageViews,
          applicationStarted: after.applicationStarted - before.applicationStarted,
          applicationSent: after.applicationSent - before.applicationSent,
          homeLedToApplications: after.homeLedToApplications - before.homeLedToApplications,
        }
      })
      .toEqual({
        pageViews: 2,
        applicationStarted: 1,
        applicationSent: 1,
        homeLedToApplications: 1,
      })
  })
})
