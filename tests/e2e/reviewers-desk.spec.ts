/**
 * The reviewers' desk end to end, keyboard only (no mouse click anywhere in the pass): sign in,
 * filter, open a record from a shared link, add a note, change its status from the detail view,
 * step to the next record, bulk-change three records, export the filtered CSV (with a date range)
 * and check its rows.
 *
 * Built on the shared fixtures (tests/e2e/fixtures.ts): a fresh admin of this test, and five
 * pending applications carrying a unique marker, stored with chosen submission dates; all removed
 * after the test (their notes and read markers go with them, by trigger).
 */
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { expect, stackEnv, test as base } from './fixtures'
import { raiseToTwoFactor } from './two-factor-session'

const DAY = 86_400_000

interface Desk {
  marker: string
  /** Newest first, as the list shows them: Ann, Ben, Cat, Dan (35 days old), Eve (40 days). */
  ids: Record<'ann' | 'ben' | 'cat' | 'dan' | 'eve', string>
}

const test = base.extend<{ desk: Desk }>({
  desk: async ({ createCoachApplication }, use) => {
    const marker = `desk${randomUUID().slice(0, 8)}`
    const people = [
      ['ann', 'Ann', 1],
      ['ben', 'Ben', 2],
      ['cat', 'Cat', 3],
      ['dan', 'Dan', 35],
      ['eve', 'Eve', 40],
    ] as const
    const ids = {} as Desk['ids']
    for (const [key, first, daysAgo] of people) {
      const row = await createCoachApplication({
        first_name: first,
        last_name: marker,
        email: `${key}.${marker}@example.com`,
        status: 'pending',
        created_at: new Date(Date.now() - daysAgo * DAY).toISOString(),
      })
      ids[key] = row.id
    }
    await use({ marker, ids })
  },
})

test.skip(!stackEnv, 'needs the local stack (npm test sets TEST_STACK_*)')

/** Moves focus to an element the way Tab would land on it, then presses a key there. */
async function pressOn(locator: Locator, key: string) {
  await locator.focus()
  await locator.press(key)
}

/** "YYYY-MM-DD" of a day some days back, in Mountain Time, as a reviewer would type it. */
function mountainDay(daysAgo: number): { month: string; day: string; year: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Boise',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(new Date(Date.now() - daysAgo * DAY))
      .map((part) => [part.type, part.value]),
  )
  return { month: parts.month!, day: parts.day!, year: parts.year! }
}

function dialogNamed(page: Page, name: RegExp | string) {
  return page.getByRole('dialog', { name })
}

test('a reviewer works through applications with the keyboard alone', async ({
  page,
  desk,
  admin,
}) => {
  const applications = page.getByRole('region', { name: 'Coach Applications', exact: true })
  const summary = (text: string) => applications.getByText(text)
  const name = (first: string) => `${first} ${desk.marker}`

  await test.step('sign in', async () => {
    await page.goto('/auth')
    const login = page.getByRole('tabpanel', { name: 'Login' })
    await login.getByLabel('Email').focus()
    await page.keyboard.type(admin.email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(admin.password)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/admin$/)
    // The desk's data needs a two-factor session.
    await raiseToTwoFactor(page)
  })

  await test.step('filter: search with / and Enter, status with the keyboard', async () => {
    await expect(applications.getByRole('table')).toBeVisible()
    await page.keyboard.press('/')
    await expect(
      applications.getByRole('searchbox', { name: 'Search by name or email' }),
    ).toBeFocused()
    await page.keyboard.type(desk.marker)
    await page.keyboard.press('Enter')
    await expect(summary('Showing 1–5 of 5 applications')).toBeVisible()
    await pressOn(applications.getByRole('combobox', { name: 'Status', exact: true }), 'Enter')
    await page.getByRole('option', { name: 'Pending' }).press('Enter')
    await expect(page).toHaveURL(new RegExp(`status=pending&q=${desk.marker}`))
    await expect(summary('Showing 1–5 of 5 applications')).toBeVisible()
  })

  await test.step('open a record from a shared link: the detail has focus', async () => {
    const shared = `${page.url()}&open=${desk.ids.ben}`
    await page.goto(shared)
    const detail = dialogNamed(page, name('Ben'))
    await expect(detail).toBeVisible()
    await expect(detail.getByRole('heading', { name: name('Ben') })).toBeFocused()
    await expect(detail.getByText('Application 2 of 5')).toBeVisible()
    // Opening it marked it read: the list no longer shows it as new.
    await expect(applications.locator(`[data-row-id="${desk.ids.ben}"]`)).not.toHaveAttribute(
      'data-unread',
    )
  })

  await test.step('add a note with n and Ctrl+Enter', async () => {
    await page.keyboard.press('n')
    await expect(page.getByRole('textbox', { name: 'Add a note' })).toBeFocused()
    await page.keyboard.type('Called the district; strong references.')
    await page.keyboard.press('Control+Enter')
    const timeline = dialogNamed(page, name('Ben')).getByRole('list', { name: 'Timeline' })
    await expect(timeline.getByRole('listitem').first()).toContainText(`note by ${admin.email}`)
    await expect(timeline).toContainText('Called the district; strong references.')
  })

  await test.step('change the status from the detail view with 2 (Interview)', async () => {
    await dialogNamed(page, name('Ben'))
      .getByRole('heading', { name: name('Ben') })
      .focus()
    await page.keyboard.press('2')
    await expect(
      page.getByText('Application status updated', { exact: true }).first(),
    ).toBeVisible()
    const detail = dialogNamed(page, name('Ben'))
    await expect(detail.locator('[data-slot="badge"]').first()).toHaveText('Interview')
    await expect(detail.getByRole('list', { name: 'Timeline' })).toContainText(
      `Pending → Interview by ${admin.email}`,
    )
  })

  await test.step('go to the next record with j, close with Escape, focus back on its row', async () => {
    await page.keyboard.press('j')
    await expect(dialogNamed(page, name('Cat'))).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`open=${desk.ids.cat}`))
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(
      applications.getByRole('button', { name: new RegExp(`^Cat ${desk.marker}`) }),
    ).toBeFocused()
    // Ben is Interview now, so the pending list holds four.
    await expect(summary('Showing 1–4 of 4 applications')).toBeVisible()
  })

  await test.step('bulk-change three records to Approved, with a confirmation', async () => {
    for (const first of ['Ann', 'Cat', 'Dan']) {
      await pressOn(
        applications.getByRole('checkbox', { name: `Select ${name(first)}'s application` }),
        'Space',
      )
    }
    await expect(applications.getByText('3 applications selected.')).toBeVisible()
    const newStatus = applications.getByLabel('New status')
    await newStatus.focus()
    // A closed native select changes with the first letter typed.
    await page.keyboard.press('a')
    await expect(newStatus).toHaveValue('approved')
    await pressOn(applications.getByRole('button', { name: 'Change status' }), 'Enter')
    const confirm = dialogNamed(page, 'Change the status of 3 applications?')
    await expect(confirm).toContainText('3 applications will be set to Approved.')
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.getByText('3 applications set to Approved.', { exact: true })).toBeVisible()
    await expect(summary('Showing 1–1 of 1 applications')).toBeVisible()
  })

  await test.step('export the filtered CSV, limited to the last 30 days, and check its rows', async () => {
    await pressOn(applications.getByRole('combobox', { name: 'Status', exact: true }), 'Enter')
    await page.getByRole('option', { name: 'Approved' }).press('Enter')
    await expect(summary('Showing 1–3 of 3 applications')).toBeVisible()

    await pressOn(applications.getByRole('button', { name: 'Export CSV' }), 'Enter')
    const dialog = dialogNamed(page, 'Export CSV')
    await expect(dialog).toContainText('3 applications in the list (status Approved, search')
    const from = mountainDay(30)
    await dialog.getByLabel('Submitted from').focus()
    await page.keyboard.type(`${from.month}${from.day}${from.year}`)
    await expect(dialog.getByLabel('Submitted from')).toHaveValue(
      `${from.year}-${from.month}-${from.day}`,
    )
    const download = page.waitForEvent('download')
    await pressOn(dialog.getByRole('button', { name: 'Download CSV' }), 'Enter')
    const csv = await readFile((await (await download).path())!, 'utf8')
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toMatch(/^Submitted \(Mountain Time\),Status,First name,Last name,Email/)
    // Ann and Cat are approved within the range; Dan (35 days old) is approved but outside it.
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 4).join(','))).toEqual([
      `approved,Ann,${desk.marker}`,
      `approved,Cat,${desk.marker}`,
    ])
  })
})
