import type { Page } from '@playwright/test'
import { paths } from '@/config/paths'
import { uniqueEmail } from '../support/factories'
import { expect, stackEnv, test } from './fixtures'

/**
 * "Check your answers" on the AI Coach application, keyboard only and with axe
 * at 375 and 1280 px, against the throwaway stack: Continue shows every answer for review, a
 * Change link takes focus back to its field, and the final button sends.
 */

test.skip(!stackEnv, 'needs TEST_STACK_DB_URL (npm test sets them)')

const WHY = 'I want to help teachers in my region use AI tools with confidence and care.'
const EXPERIENCE = 'Twelve years of classroom teaching and three years leading district workshops.'

/** Focus a field by its label and type into it, as a keyboard user does after tabbing there. */
async function typeInto(page: Page, label: RegExp, value: string) {
  await page.getByLabel(label).focus()
  await page.keyboard.type(value)
}

/** A native select chosen from the keyboard: focus it, then arrow down to the option. */
async function chooseByKeyboard(page: Page, label: RegExp, steps: number) {
  await page.getByRole('combobox', { name: label }).focus()
  for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowDown')
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`keyboard only at ${viewport.width} px: check the answers, change one, send`, async ({
    page,
    open,
    query,
    forgetSubmissionsFrom,
    expectNoAxeViolations,
    consoleErrors,
  }) => {
    const email = uniqueEmail(`e2e-check-${viewport.width}`)
    forgetSubmissionsFrom(email)
    await page.setViewportSize(viewport)
    await open(paths.aiCoachApplication)

    await typeInto(page, /^First name/, 'Maria')
    await typeInto(page, /^Last name/, 'Lopez')
    await typeInto(page, /^Email/, email)
    await typeInto(page, /^Phone/, '208-555-0142')
    await typeInto(page, /^City/, 'Boise')
    await chooseByKeyboard(page, /^Region of Idaho/, 3)
    await typeInto(page, /^Current occupation/, 'Science teacher')
    await chooseByKeyboard(page, /^Availability/, 1)
    await chooseByKeyboard(page, /^Technical comfort/, 1)
    await page.getByRole('radio', { name: 'No' }).focus()
    await page.keyboard.press('Space')
    await typeInto(page, /^Why do you want/, WHY)
    await typeInto(page, /^Relevant experience/, EXPERIENCE)
    await page.getByRole('checkbox', { name: /I agree to the/ }).focus()
    await page.keyboard.press('Space')
    // Past the terms link in the agreement's label, to the button.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused()
    await page.keyboard.press('Enter')

    const heading = page.getByRole('heading', {
      name: 'Check your answers before sending your application',
    })
    await expect(heading).toBeFocused()
    const answers = page.getByRole('region', {
      name: 'Check your answers before sending your application',
    })
    await expect(answers.getByText('Southwestern Idaho')).toBeVisible()
    await expect(answers.getByText(WHY)).toBeVisible()
    await expectNoAxeViolations({ label: `check your answers at ${viewport.width} px` })

    // Tab to "Change city" and follow it: focus lands in the field, with its answer kept.
    const changeCity = page.getByRole('link', { name: 'Change city' })
    for (let press = 0; press < 30; press += 1) {
      await page.keyboard.press('Tab')
      if (await changeCity.evaluate((link) => link === document.activeElement)) break
    }
    await expect(changeCity).toBeFocused()
    await page.keyboard.press('Enter')
    const city = page.getByRole('textbox', { name: /^City/ })
    await expect(city).toBeFocused()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('Nampa')
    await page.getByRole('button', { name: 'Continue' }).focus()
    await page.keyboard.press('Enter')
    await expect(heading).toBeFocused()
    await expect(answers.getByText('Nampa')).toBeVisible()

    await page.getByRole('button', { name: 'Submit Application' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Your AI Coach application is in')).toBeVisible()
    const rows = await query(
      'select city, teaching_experience from public.coach_applications where email = $1',
      [email],
    )
    expect(rows).toEqual([{ city: 'Nampa', teaching_experience: 'No' }])
    await expectNoAxeViolations({ label: `confirmation at ${viewport.width} px` })
    expect(consoleErrors).toEqual([])
  })
}
