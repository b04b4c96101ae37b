/**
 * The desk's newest screens on a phone, with the keyboard alone: at 375 px an editor tabs from the
 * top of the page to the Site section, opens "Make a new page", sends it empty (each refusal
 * beside its field, focus on the first) and cancels; then tabs to Updates, whose composer refuses
 * an update without a subject in the same way. An administrator tabs to "People and roles" and
 * opens the addresses no update is sent to. Each screen passes axe at that width.
 */
import { randomUUID } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { uniqueEmail } from '../support/factories'
import { expect, signInThroughPage, stackEnv, test } from './fixtures'

test.skip(!stackEnv, 'needs the throwaway stack')

const PHONE = { width: 375, height: 800 }

/**
 * Presses Tab from where the focus is until `target` has it, as a keyboard user moves through the
 * page; fails if it is not reached within `most` presses (it would be out of the tab order).
 */
async function tabTo(
  page: Page,
  target: Locator,
  most = 80,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}

const deskSection = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name })

test('an editor on a phone reaches Make a new page and Updates with the keyboard alone, each passing axe', async ({
  page,
  editor,
  expectNoAxeViolations,
}) => {
  await page.setViewportSize(PHONE)
  await signInThroughPage(page, editor)

  await test.step('Tab to Site and open it with Enter', async () => {
    await tabTo(page, deskSection(page, 'Site'))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/admin\/site$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Site' })).toBeVisible()
  })

  const form = page.getByRole('form', { name: 'Make a new page' })
  await test.step('Make a new page: sent empty, each refusal beside its field, focus on the first', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Make a new page' }), 200)
    await page.keyboard.press('Enter')
    await expect(form).toBeVisible()
    await tabTo(page, form.getByLabel('Name', { exact: true }))
    await page.keyboard.type('Scholarships')
    await tabTo(page, form.getByRole('button', { name: 'Make the page' }))
    await page.keyboard.press('Enter')
    await expect(form.getByRole('alert')).toContainText('The page is not made yet.')
    await expect(form.getByLabel('Title in search results')).toBeFocused()
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Scholarships')
    await expectNoAxeViolations({
      include: 'form[aria-label="Make a new page"]',
      label: 'Make a new page with its refusals at 375 px',
    })
    await tabTo(page, form.getByRole('button', { name: 'Cancel' }))
    await page.keyboard.press('Enter')
    await expect(form).toHaveCount(0)
  })

  await test.step('Tab to Updates: its composer refuses an update without a subject, and passes axe', async () => {
    // Back up the page: the navigation comes before the section in the tab order.
    await tabTo(page, deskSection(page, 'Updates'), 200, 'Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/admin\/updates$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Updates' })).toBeVisible()
    await tabTo(page, page.getByRole('button', { name: 'Send a test to me' }), 120)
    await page.keyboard.press('Enter')
    await expect(page.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations({ include: 'main', label: 'Updates at 375 px, with a refusal' })
  })
})

test('an administrator on a phone opens the addresses no update is sent to with the keyboard alone', async ({
  page,
  admin,
  query,
  expectNoAxeViolations,
}) => {
  // One bounced address, as the mail service's webhook leaves one (updates-send.spec.ts walks it).
  const bounced = uniqueEmail('e2e-bounced').toLowerCase()
  const event = `e2e-${randomUUID()}`
  await query(
    `insert into public.mail_suppressions (email, reason, detail, event_id)
     values ($1, 'bounced', 'The mailbox does not exist.', $2)`,
    [bounced, event],
  )
  try {
    await page.setViewportSize(PHONE)
    await signInThroughPage(page, admin)
    await tabTo(page, deskSection(page, 'People and roles'))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'People and roles' })).toBeVisible()
    const opener = page.locator('summary', { hasText: 'Addresses no update is sent to' })
    await tabTo(page, opener, 200)
    await page.keyboard.press('Enter')
    const table = page.getByRole('table', { name: 'Addresses no update is sent to' })
    await expect(table.getByRole('rowheader', { name: bounced })).toBeVisible()
    // The table is wider than a phone: its region scrolls, and takes the focus to do so.
    await tabTo(page, page.getByRole('region', { name: 'Addresses no update is sent to' }))
    await expectNoAxeViolations({ include: 'main', label: 'People and roles at 375 px' })
  } finally {
    await query('delete from public.mail_suppressions where event_id = $1', [event])
  }
})
