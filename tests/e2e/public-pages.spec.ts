import type { Page } from '@playwright/test'
import { paths } from '@/config/paths'
import { subjectOptions } from '@schemas/contact'
import { uniqueEmail } from '../support/factories'
import { expect, test } from './fixtures'

/*
 * What a phone on a weak connection needs, on the production build: tables a phone shows whole,
 * dates that know the time, the error summary, whole drafts, no answers in the address without
 * JavaScript, and a send that survives a dropped script download.
 */

const PHONE = { width: 375, height: 740 }
const DESKTOP = { width: 1280, height: 900 }

const TABLE_ROUTES = [
  paths.home,
  paths.about,
  paths.timeline,
  paths.aiCoachProgram,
  paths.expansion,
]

for (const viewport of [PHONE, DESKTOP]) {
  test(`every content table fits the screen at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    for (const route of TABLE_ROUTES) {
      await page.goto(route)
      const tables = page.locator('main table')
      const count = await tables.count()
      for (let i = 0; i < count; i += 1) {
        const table = tables.nth(i)
        await table.scrollIntoViewIfNeeded()
        // Nothing of the table waits behind a sideways scroll: its region does not scroll.
        const overflow = await table.evaluate((element) => {
          const region = element.closest('[role="region"]') ?? element
          return region.scrollWidth - region.clientWidth
        })
        expect(overflow, `${route} table ${i + 1}`).toBeLessThanOrEqual(1)
        const box = await table.boundingBox()
        expect(box!.x + box!.width, `${route} table ${i + 1}`).toBeLessThanOrEqual(viewport.width)
        // Still a table to assistive technology, with its column headers.
        await expect(page.getByRole('table').nth(i)).toBeAttached()
        expect(await table.getByRole('columnheader').count()).toBeGreaterThan(1)
      }
      expect(count, `${route} has a table`).toBeGreaterThan(0)
    }
  })
}

test('at 375 px each stacked cell shows its column name', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto(paths.timeline)
  const firstRow = page.locator('main table tbody tr').first()
  await expect(firstRow.getByText('Dates', { exact: true })).toBeVisible()
  await expect(firstRow.getByText('What happens and the rules', { exact: true })).toBeVisible()
})

const AI_WEEK = {
  before: new Date('2026-03-01T12:00:00-07:00'),
  during: new Date('2026-04-22T12:00:00-06:00'),
  after: new Date('2026-05-10T12:00:00-06:00'),
}

async function atTime(page: Page, when: Date, route: string) {
  await page.clock.setFixedTime(when)
  await page.goto(route)
}

test.describe('dates that know the time, before the app loads', () => {
  // The site is built today (late 2026), after every seeded event: the build splits events into
  // upcoming and past at its own clock (src/content/event-schedule.ts), and each card's state
  // still follows the visitor's clock through the boot (src/lib/time-state.ts). The banner's
  // choice of the next event is proved in tests/unit and by tests/e2e/site-content.spec.ts.
  const card = (page: Page) =>
    page.locator('main').getByRole('heading', { name: 'Idaho AI Week' }).locator('..').locator('..')

  test('a card of an event reads coming up by a visitor clock before it', async ({ page }) => {
    await atTime(page, AI_WEEK.before, paths.events)
    await expect(card(page).getByText('Coming up')).toBeVisible()
    await expect(card(page).getByText('This event took place')).toBeHidden()
  })

  test('during Idaho AI Week its card says it is happening now', async ({ page }) => {
    await atTime(page, AI_WEEK.during, paths.events)
    await expect(card(page).getByText('Happening now')).toBeVisible()
    await expect(card(page).getByText('Coming up')).toBeHidden()
  })

  test('after every event: no banner, the home page says nothing is scheduled, /events lists them as past, the phases read done', async ({
    page,
  }) => {
    await atTime(page, AI_WEEK.after, paths.home)
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toBeHidden()
    await expect(page.getByText(/No statewide event is scheduled yet/)).toBeVisible()
    await atTime(page, AI_WEEK.after, paths.events)
    await expect(page.getByRole('heading', { name: 'Past events' })).toBeVisible()
    await expect(page.getByText(/No statewide event is scheduled yet/)).toBeVisible()
    await expect(card(page).getByText('This event took place')).toBeVisible()
    await expect(card(page).getByText('Coming up')).toBeHidden()
    await atTime(page, AI_WEEK.after, paths.timeline)
    const rows = page.locator('main table tbody tr')
    await expect(rows).toHaveCount(6)
    for (let i = 0; i < 6; i += 1) await expect(rows.nth(i).getByText('Done')).toBeVisible()
  })

  test('before the challenge, the timeline phases read upcoming', async ({ page }) => {
    await atTime(page, new Date('2025-10-01T12:00:00-06:00'), paths.timeline)
    const rows = page.locator('main table tbody tr')
    for (let i = 0; i < 6; i += 1) await expect(rows.nth(i).getByText('Upcoming')).toBeVisible()
    // Nothing was requested but the page: the boot code did it.
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')),
    )
    expect(scripts).toHaveLength(0)
  })
})

for (const viewport of [PHONE, DESKTOP]) {
  test(`an empty application at ${viewport.width} px shows the error summary, whose links focus their fields, and the toast covers neither`, async ({
    page,
    open,
  }) => {
    await page.setViewportSize(viewport)
    await open(paths.aiCoachApplication)
    await page.getByRole('button', { name: 'Continue' }).click()
    const summary = page.getByRole('group', { name: 'There is a problem' })
    await expect(summary).toBeFocused()
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')
    await expect(toast).toContainText('Validation Error')
    const links = summary.getByRole('link')
    expect(await links.count()).toBeGreaterThanOrEqual(10)

    const overlaps = async (locator: ReturnType<Page['locator']>) => {
      const a = (await locator.boundingBox())!
      const b = (await toast.boundingBox())!
      return (
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
      )
    }
    // Its heading and first messages, where reading starts. With every field empty the list of
    // thirteen messages is taller than a phone's screen, so its end is below the fold anyway.
    expect(await overlaps(summary.getByRole('heading'))).toBe(false)
    for (let index = 0; index < 3; index += 1) {
      expect(await overlaps(links.nth(index))).toBe(false)
    }

    await links.filter({ hasText: 'City is required' }).click()
    const city = page.getByRole('textbox', { name: /^City/ })
    await expect(city).toBeFocused()
    expect(await overlaps(city)).toBe(false)

    await summary.getByRole('link', { name: 'You must agree to the terms' }).click()
    await expect(page.getByRole('checkbox', { name: /I agree to the/ })).toBeFocused()
  })
}

test('a half-filled application keeps every answer over a reload', async ({ page, open }) => {
  await open(paths.aiCoachApplication)
  await page.getByRole('textbox', { name: /^First name/ }).fill('Maria')
  await page.getByRole('textbox', { name: /^Email/ }).fill('maria@example.org')
  await page.getByRole('textbox', { name: /^City/ }).fill('Pocatello')
  await page
    .getByRole('combobox', { name: /^Region of Idaho/ })
    .selectOption({ label: 'Eastern Idaho' })
  await page.getByRole('radio', { name: 'Yes' }).check()
  await page
    .getByRole('textbox', { name: /^Why do you want/ })
    .fill('Because rural schools deserve it.')
  await page.reload()
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('Maria')
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('maria@example.org')
  await expect(page.getByRole('textbox', { name: /^City/ })).toHaveValue('Pocatello')
  await expect(
    page.getByRole('combobox', { name: /^Region of Idaho/ }).locator('option:checked'),
  ).toHaveText('Eastern Idaho')
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked()
  await expect(page.getByRole('textbox', { name: /^Why do you want/ })).toHaveValue(
    'Because rural schools deserve it.',
  )
  // sessionStorage only: nothing in localStorage or cookies another tab or person could read.
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0)
  expect(await page.context().cookies()).toEqual([])
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('no answer reaches the address and the page tells a visitor without scripting to e-mail instead', async ({
    page,
  }) => {
    // Chromium with scripting switched off by DevTools (as Playwright does) still parses <noscript>
    // as raw text, so the notice is read from the page's HTML, where a browser without scripting
    // shows it.
    const html = await (await page.request.get(paths.aiCoachApplication)).text()
    expect(html).toMatch(
      /<noscript>.*This form needs JavaScript to send your answers\..*mailto:[^"]+@.*<\/noscript>/s,
    )
    await page.goto(paths.aiCoachApplication)
    await expect(page.locator('form[method="dialog"]')).toHaveCount(1)
    await page.getByRole('textbox', { name: /^First name/ }).fill('Private')
    await page.getByRole('textbox', { name: /^Email/ }).fill('private@example.org')
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    // The application's first button checks the answers.
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForTimeout(500)
    expect(page.url()).not.toContain('Private')
    expect(page.url()).not.toContain('?')
    expect(requests.filter((url) => url.includes('private'))).toEqual([])
  })

  // The static host serves /contact?subject=… as the page prerendered with that
  // subject (dist/_redirects), so it is selected before any script runs; the address stays.
  test('"Request Training" arrives on the contact form with Request Training selected', async ({
    page,
  }) => {
    await page.goto(paths.talkToAi)
    await page.getByRole('link', { name: 'Request Training' }).first().click()
    await page.waitForURL('**/contact?subject=request-training')
    const subject = page.getByRole('combobox', { name: /^Subject/ })
    await expect(subject).toHaveValue('request-training')
    await expect(subject.locator('option:checked')).toHaveText('Request Training')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/)
  })

  test('every subject a link may ask for is selected without script; others leave the list', async ({
    page,
  }) => {
    const cases: [string, string][] = [
      ...subjectOptions.map(({ value }): [string, string] => [`?subject=${value}`, value]),
      ['?type=partner', 'partnership'],
      ['?subject=partnership&tier=education', 'partnership'],
      ['?subject=free-money', ''],
      ['', ''],
    ]
    for (const [query, selected] of cases) {
      await page.goto(`${paths.contact}${query}`)
      await expect(page.getByRole('combobox', { name: /^Subject/ }), query).toHaveValue(selected)
    }
  })
})

// The first script a page asks for is the app's entry, which is also the chunk every page chunk
// imports React from: a retry must reuse that one module, not load a second copy of it. A chunk the
// entry loads for the page (here the contact page's own) dropping once must be fetched again too.
const DROPPED_SCRIPTS = [
  { what: 'the first script request', drops: /\/assets\/main-[\w-]+\.js$/ },
  { what: 'the first request for a page chunk', drops: /\/assets\/(?!main-)[\w-]+\.js$/ },
] as const

for (const { what, drops } of DROPPED_SCRIPTS) {
  test(`with ${what} failing, a contact message is still sent`, async ({
    page,
    query,
    forgetSubmissionsFrom,
  }) => {
    const email = uniqueEmail('e2e-retry')
    forgetSubmissionsFrom(email)
    let dropped: string | undefined
    await page.route('**/assets/*.js*', async (route) => {
      const url = new URL(route.request().url())
      if (dropped === undefined && drops.test(url.pathname + url.search)) {
        dropped = url.pathname
        await route.abort('connectionreset')
        return
      }
      await route.continue()
    })
    await page.goto(paths.contact)
    const field = (name: RegExp) => page.getByRole('textbox', { name })
    // Typed through the boot script's keeping: the first key press already asks for the app.
    await field(/^First name/).fill('Rita')
    await field(/^Last name/).fill('Retry')
    await field(/^Email/).fill(email)
    await field(/^Phone/).fill('208-555-0199')
    await page
      .getByRole('combobox', { name: /^Organization type/ })
      .selectOption({ label: 'Business' })
    await field(/^Organization name/).fill('Rural Co-op')
    await page
      .getByRole('combobox', { name: /^Subject/ })
      .selectOption({ label: 'General Inquiry' })
    await field(/^Message/).fill('Sent over a connection that dropped once.')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: 'Message Sent!' }),
    ).toBeVisible({ timeout: 20_000 })
    expect(dropped).toMatch(drops)
    const rows = await query('select last_name from public.contact_submissions where email = $1', [
      email.toLowerCase(),
    ])
    expect(rows).toEqual([{ last_name: 'Retry' }])
  })
}

test('if the app cannot load at all, a message next to the button says so and the answers stay', async ({
  page,
}) => {
  await page.route('**/assets/*.js*', (route) => route.abort('connectionreset'))
  await page.goto(paths.contact)
  // Complete answers: an incomplete form is answered by the page's own checks, app or not.
  await page.getByRole('textbox', { name: /^First name/ }).fill('Stays')
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Put')
  await page.getByRole('textbox', { name: /^Email/ }).fill('stays.put@example.org')
  await page.getByRole('textbox', { name: /^Phone/ }).fill('208-555-0100')
  await page
    .getByRole('combobox', { name: /^Organization type/ })
    .selectOption({ label: 'Business' })
  await page.getByRole('textbox', { name: /^Organization name/ }).fill('Stay Put Farms')
  await page.getByRole('combobox', { name: /^Subject/ }).selectOption({ label: 'General Inquiry' })
  await page.getByRole('textbox', { name: /^Message/ }).fill('Please keep what I typed.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'could not load' })
  await expect(alert).toBeVisible({ timeout: 20_000 })
  await expect(alert).toContainText('nothing was sent')
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('Stays')
})

test('"Discuss this tier" opens the contact form on partnership, naming the tier', async ({
  page,
  open,
}) => {
  await open(paths.partners)
  await page.getByRole('link', { name: /Discuss this tier.*Regional/ }).click()
  await expect(page).toHaveURL(/subject=partnership&tier=regional/)
  await expect(
    page.getByRole('combobox', { name: /^Subject/ }).locator('option:checked'),
  ).toHaveText('Partnership Opportunities')
  await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue(
    'I would like to discuss the Regional partner tier.',
  )
})
