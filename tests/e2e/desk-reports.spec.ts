/**
 * Reports by period: a reviewer chooses one period, reads a figure, and the figure's link opens
 * the desk's list showing exactly that many records. The records are stored in a month long past,
 * so nothing else on the throwaway stack falls in the period. axe at 375 and 1280 px.
 */
import { expect, ADMIN_STATE, stackEnv, test } from './fixtures'
import { openDeskFromHome } from './desk'

test.skip(!stackEnv, 'needs the local stack (npm test sets TEST_STACK_*)')
test.use({ storageState: ADMIN_STATE })

test("a report's figure matches its filtered list", async ({
  page,
  signedInAdmin,
  createCoachApplication,
  expectNoAxeViolations,
}) => {
  void signedInAdmin
  for (const [day, region] of [
    ['2003-05-02', 'eastern'],
    ['2003-05-14', 'eastern'],
    ['2003-05-30', 'eastern'],
    ['2003-05-20', 'central'],
  ] as const) {
    await createCoachApplication({ created_at: `${day}T18:00:00Z`, region })
  }
  const reports = page.getByRole('region', { name: 'Reports by period' })
  const applications = page.getByRole('region', { name: 'Coach Applications', exact: true })

  // Reports are a section of the desk: reached through its navigation, the period chosen there.
  async function openReportsForMay2003() {
    await page
      .getByRole('navigation', { name: 'Desk sections' })
      .getByRole('link', { name: 'Reports' })
      .click()
    const period = reports.getByRole('form', { name: 'Report period' })
    await period.getByLabel('From').fill('2003-05-01')
    await period.getByLabel('To').fill('2003-05-31')
    await period.getByLabel('Count by').selectOption('month')
    await period.getByRole('button', { name: 'Show report' }).click()
    await expect(reports.getByRole('table', { name: 'Submissions by month' })).toContainText(
      'May 2003',
    )
  }

  await test.step('choose one period for every figure', async () => {
    await openDeskFromHome(page)
    await openReportsForMay2003()
  })

  await test.step('the month figure opens a list of exactly that many applications', async () => {
    const monthFigure = reports.getByRole('link', { name: /coach applications, May 2003$/ })
    await expect(monthFigure).toHaveText('4')
    await monthFigure.click()
    await expect(page).toHaveURL(/from=2003-05-01&to=2003-05-31/)
    await expect(applications.getByText('Showing 1–4 of 4 applications')).toBeVisible()
  })

  await test.step('the region figure opens a list of exactly that many applications', async () => {
    await openReportsForMay2003()
    const regionFigure = reports.getByRole('link', {
      name: /^\d+ coach applications, Eastern Idaho, coach applications by region$/,
    })
    await expect(regionFigure).toHaveText('3')
    await regionFigure.click()
    await expect(page).toHaveURL(/region=eastern/)
    await expect(applications.getByText('Showing 1–3 of 3 applications')).toBeVisible()
    await expect(
      applications.getByText(/Only those submitted 2003-05-01 to 2003-05-31, region Eastern Idaho/),
    ).toBeVisible()
    await applications.getByRole('button', { name: 'Show all dates, regions and subjects' }).click()
    await expect(page).not.toHaveURL(/region=/)
  })

  await test.step('the reports pass axe at 375 and 1280 px', async () => {
    await openReportsForMay2003()
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations({
        include: 'section[aria-labelledby="desk-reports-heading"]',
        label: `${width}px`,
      })
    }
  })
})
