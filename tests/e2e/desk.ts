/*
 * Opening a record as a reviewer does, from where a person starts: the home page, the header's
 * "Alliance desk", the kind's tab, a search for the person, and their name. The desk's specs used
 * to open `/admin?tab=…&open=<id>` by address, an inner address nobody types, and a cold load of
 * the whole desk for every step.
 */
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/** The desk's tabs, as the "Submission types" navigation names them. */
export type DeskTabLabel = 'Coach applications' | 'Contact submissions' | 'Alliance registrations'

/**
 * The desk's front page as a signed-in member reaches it: the home page, then the header's
 * "Alliance desk" (shown once the app has loaded after the load event). Also how a spec comes back
 * to the desk after something changed behind it, as a person would, instead of typing `/admin`.
 */
export async function openDeskFromHome(page: Page): Promise<void> {
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Alliance desk' })
    .click()
  await expect(page).toHaveURL(/\/admin(\/|\?|$)/)
}

export async function openRecordFromDesk(
  page: Page,
  { tab, firstName, lastName }: { tab: DeskTabLabel; firstName: string; lastName: string },
): Promise<Locator> {
  await openDeskFromHome(page)
  await page
    .getByRole('navigation', { name: 'Submission types' })
    .getByRole('link', { name: new RegExp(`^${tab}`) })
    .click()
  const search = page.getByRole('searchbox', { name: 'Search by name or email' })
  await search.fill(lastName)
  await search.press('Enter')
  const name = `${firstName} ${lastName}`
  await page.getByRole('button', { name: `${name} (view details)` }).click()
  const detail = page.getByRole('dialog', { name })
  await expect(detail).toBeVisible()
  return detail
}
