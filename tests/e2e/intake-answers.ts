import type { Locator, Page } from '@playwright/test'

/**
 * How a visitor fills the intake forms, by label and role: shared by the specs that send a form
 * on the way to something else (the promises an editor changed, the status page…).
 */

/** A text field by the start of its accessible name (labels end with "(required)"). */
export function textbox(page: Page, name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return page.getByRole('textbox', { name: new RegExp(`^${escaped}`) })
}

export async function choose(page: Page, label: RegExp, option: string) {
  // A native <select>: Playwright picks the option as the browser's own picker would.
  await page.getByRole('combobox', { name: label }).selectOption({ label: option })
}

/** Every answer of the AI Coach application, as an applicant from the Panhandle gives them. */
export async function fillCoachApplication(
  page: Page,
  person: { email: string; lastName: string; why: string; experience: string },
) {
  await textbox(page, 'First name').fill('Maria')
  await textbox(page, 'Last name').fill(person.lastName)
  await textbox(page, 'Email').fill(person.email)
  await textbox(page, 'Phone').fill('(208) 555-0142')
  await textbox(page, 'City').fill('Coeur d’Alene')
  await choose(page, /^Region of Idaho/, 'North Idaho (Panhandle)')
  await textbox(page, 'Current occupation').fill('High school science teacher')
  await choose(page, /^Availability/, 'Full-time (40 hrs/week)')
  await choose(page, /^Technical comfort/, 'Beginner')
  await page.getByRole('radio', { name: 'Yes' }).check()
  await textbox(page, 'Why do you want to become an AI Coach?').fill(person.why)
  await textbox(page, 'Relevant experience').fill(person.experience)
  await page.getByRole('checkbox', { name: /I agree to the/ }).check()
}
