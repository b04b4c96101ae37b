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

export async function openRecordFromDesk(
  page: Page,
  { tab, firstName, lastName }: { tab: DeskTabLabel; firstName: string; lastName: string },
): Promise<Locator> {
  await page.goto('/')
  // Signed in, the header links to the desk once the app has loaded after the load event.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Alliance desk' })
    .click()
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
