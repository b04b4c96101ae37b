import { paths } from '@/config/paths'
import { expect, stackEnv, test } from './fixtures'

/**
 * The status page as an applicant meets it, keyboard only, against the
 * throwaway stack: the right reference and address show the stage, its date and what happens
 * next; a wrong address and an unknown reference show the same refusal; axe finds nothing.
 */

test.skip(!stackEnv, 'needs TEST_STACK_DB_URL (npm test sets them)')

test('an applicant sees the stage of their application with their reference and address', async ({
  page,
  open,
  coachApplication,
  expectNoAxeViolations,
  consoleErrors,
}) => {
  await open(paths.applicationStatus)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Check where your application stands',
  )
  await page.getByRole('textbox', { name: /^Reference/ }).focus()
  await page.keyboard.type(coachApplication.reference.toLowerCase())
  await page.keyboard.press('Tab')
  await page.keyboard.type(coachApplication.email)
  await page.keyboard.press('Enter')

  const answer = page.getByRole('region', { name: 'AI Coach application' })
  await expect(answer).toBeFocused()
  await expect(answer.getByText('Received', { exact: true })).toBeVisible()
  await expect(answer).toContainText('What happens next')
  // Nothing else about the person: no name, no answers.
  await expect(answer).not.toContainText(coachApplication.first_name)
  await expectNoAxeViolations()
  expect(consoleErrors).toEqual([])
})

test('a wrong address and an unknown reference get the same refusal', async ({
  page,
  open,
  coachApplication,
}) => {
  await open(paths.applicationStatus)
  const reference = page.getByRole('textbox', { name: /^Reference/ })
  const email = page.getByRole('textbox', { name: /^E-mail address/ })
  const check = page.getByRole('button', { name: 'Check status' })

  await reference.fill(coachApplication.reference)
  await email.fill('someone.else@example.org')
  await check.click()
  const refusal = page.getByRole('region', {
    name: 'We could not find that reference with that e-mail address',
  })
  await expect(refusal).toBeFocused()
  const wrongAddress = await refusal.innerText()

  await reference.fill('CA-22222222')
  await email.fill(coachApplication.email)
  await check.click()
  await expect(refusal).toBeFocused()
  expect(await refusal.innerText()).toBe(wrongAddress)
  // The entries stay, so a typo is corrected in place.
  await expect(email).toHaveValue(coachApplication.email)
})

test('a malformed reference is explained before anything is sent', async ({ page, open }) => {
  await open(paths.applicationStatus)
  await page.getByRole('button', { name: 'Check status' }).click()
  const summary = page.getByRole('group', { name: 'There is a problem' })
  await expect(summary).toBeFocused()
  await expect(summary).toContainText('Enter your reference')
  await expect(summary).toContainText('Enter the e-mail address you used')
})
