/**
 * Sign-in and the admin dashboard end to end, in Chromium against the built site and the local
 * stack (the runner exports TEST_STACK_API_URL, TEST_STACK_DB_URL and E2E_BASE_URL; the site must
 * be built against that API). The submissions carry HTML and spreadsheet formulas as an attacker
 * would type them (the stack suite proves the anon key stores such text unchanged); the fixtures
 * store them and remove them after the test. The reviewer's first visit signs up through the UI;
 * the work on submissions starts from the admin session the setup project stored.
 */
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import {
  makeCoachApplicationRow,
  makeContactSubmissionRow,
  uniqueEmail,
} from '../support/factories'
import { ADMIN_STATE, authLinkIn, expect, stackEnv, test, twoFactorCode } from './fixtures'
import { openDeskFromHome } from './desk'

const XSS_IMG = '<img src=x onerror="window.__xss=1">'
const XSS_SCRIPT = '<script>window.__xss=1</script>'
const FORMULA = '=HYPERLINK("http://evil.example","click")'

test.skip(!stackEnv, 'needs the local stack (TEST_STACK_API_URL, TEST_STACK_DB_URL)')

function loginPanel(page: Page) {
  return page.getByRole('tabpanel', { name: 'Login' })
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth')
  const panel = loginPanel(page)
  await panel.getByLabel('Email').fill(email)
  await panel.getByLabel('Password').fill(password)
  await panel.getByRole('button', { name: 'Login' }).click()
}

async function grantAdmin(email: string) {
  await promisify(execFile)('npm', ['run', '-s', 'admin:grant', '--', email], {
    env: { ...process.env, DATABASE_URL: stackEnv!.dbUrl },
  })
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true })
}

async function counter(page: Page, key: string): Promise<number> {
  const cell = page.locator(`[data-counter="${key}"]`)
  await expect(cell).toHaveText(/\d/)
  return Number((await cell.textContent())!.replaceAll(',', ''))
}

test('a reviewer signs up, confirms the address, is turned away until granted admin, then signs in with a new authenticator, stays signed in and signs out', async ({
  page,
  newAccount: account,
  query,
  inbox,
  expectNoAxeViolations,
}) => {
  // Sign-up, confirmation, a role grant by command and setting up an app: a long first visit.
  test.setTimeout(180_000)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })

  await test.step('sign up and be told to confirm the address first', async () => {
    await page.goto('/auth')
    await expectNoAxeViolations()
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    const panel = page.getByRole('tabpanel', { name: 'Sign Up' })
    await panel.getByLabel('First Name').fill('Riley')
    await panel.getByLabel('Last Name').fill('Reviewer')
    await panel.getByLabel('Email').fill(account.email)
    await panel.getByLabel('Password').fill(account.password)
    await panel.getByRole('button', { name: 'Sign Up' }).click()
    // Confirmations are on (as on hosted): no one is signed in before the e-mailed link is used.
    await expect(page.getByText('Confirm your email address', { exact: true })).toBeVisible()
    await expect(
      page.getByText('Account created successfully! You can now log in.', { exact: true }),
    ).toHaveCount(0)
    // The Login tab opens with the new e-mail filled in; the sign-up form was cleared.
    await expect(loginPanel(page).getByLabel('Email')).toHaveValue(account.email)
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    await expect(panel.getByLabel('Email')).toHaveValue('')
    await expect(page).toHaveURL(/\/auth$/)
    const rows = await query(
      'select raw_user_meta_data as meta, email_confirmed_at from auth.users where email = $1',
      [account.email],
    )
    expect(rows[0]?.meta).toMatchObject({ first_name: 'Riley', last_name: 'Reviewer' })
    expect(rows[0]?.email_confirmed_at).toBeNull()
  })

  await test.step("logging in before confirming says 'Email not confirmed'", async () => {
    await logIn(page, account.email, account.password)
    await expect(page.getByText('Login Failed', { exact: true })).toBeVisible()
    await expect(page.getByText('Email not confirmed', { exact: true })).toBeVisible()
  })

  await test.step('the confirmation link from the inbox returns to /admin, which says there is no role', async () => {
    const mail = await inbox.findTo(account.email, 'auth-signup')
    const link = new URL(authLinkIn(mail))
    expect(new URL(link.searchParams.get('redirect_to')!).pathname).toBe('/admin')
    await page.goto(link.toString())
    // Said on the page, in words, with the way out: not a corner toast and a redirect.
    const notice = page.getByRole('region', { name: 'Access Denied' })
    await expect(notice).toContainText('no role on the Alliance desk')
    // The confirmation link's emptied fragment may stay on the address.
    await expect(page).toHaveURL(/\/admin#?$/)
    await notice.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/auth$/)
  })

  await test.step("sign in with a wrong password and see 'Login Failed'", async () => {
    await logIn(page, account.email, 'not-the-password')
    await expect(page.getByText('Login Failed', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/auth$/)
  })

  await test.step("sign in with no role: 'Access Denied' in words on the page, and sign out", async () => {
    await logIn(page, account.email, account.password)
    const notice = page.getByRole('region', { name: 'Access Denied' })
    await expect(notice).toContainText('ask an administrator of the Idaho AI Alliance')
    await expect(
      page.getByText('You need admin privileges to access this page.', { exact: true }),
    ).toHaveCount(0)
    await notice.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/auth$/)
  })

  await test.step('grant admin with npm run admin:grant, sign in, set up an authenticator app', async () => {
    await grantAdmin(account.email)
    await logIn(page, account.email, account.password)
    await expect(page).toHaveURL(/\/admin$/)
    // require_two_factor is on by default: the desk shows nothing before an app is set up.
    await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    await expect(
      page.getByRole('img', { name: 'QR code to add this account to your authenticator app' }),
    ).toBeVisible()
    await expectNoAxeViolations()
    // The secret as text, for people who cannot scan: what the test's "app" is set up with.
    const secret = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent())!
    await page.getByLabel('Code').fill(twoFactorCode(secret.replace(/\s/g, '')))
    await page.getByRole('button', { name: 'Verify and turn on' }).click()
  })

  await test.step('see counters and both tables', async () => {
    await expect(page.getByText(account.email)).toBeVisible()
    for (const key of ['total', 'pending', 'approved', 'interview']) {
      expect(await counter(page, key)).toBeGreaterThanOrEqual(0)
    }
    await expect(page.getByRole('table', { name: /Coach Applications/ })).toBeVisible()
    // One tab per kind of submission; each tab is its own URL.
    await page.getByRole('link', { name: /Contact submissions/ }).click()
    await expect(page).toHaveURL(/\/admin\?tab=contacts$/)
    await expect(page.getByRole('table', { name: /Contact Submissions/ })).toBeVisible()
    await page.getByRole('link', { name: /Coach applications/ }).click()
    await expect(page.getByRole('table', { name: /Coach Applications/ })).toBeVisible()
    await expectNoAxeViolations()
  })

  await test.step('reload and stay signed in', async () => {
    await page.reload()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByText(account.email)).toBeVisible()
  })

  await test.step('log out and land on /auth', async () => {
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await expect(loginPanel(page).getByLabel('Email')).toBeVisible()
  })

  await test.step('visit /admin signed out and land on /auth', async () => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/auth$/)
  })

  expect(dialogs).toEqual([])
})

test.describe('signed in as the admin the setup project stored', () => {
  test.use({ storageState: ADMIN_STATE })

  /** Submissions that share a marker word: searching for it shows only this test's rows. */
  async function storeSubmissions(
    createCoachApplication: (row: Record<string, unknown>) => Promise<unknown>,
    createContactSubmission: (row: Record<string, unknown>) => Promise<unknown>,
  ) {
    const marker = `e2e${randomUUID().slice(0, 8)}`
    await createCoachApplication(
      makeCoachApplicationRow({
        first_name: XSS_IMG,
        last_name: marker,
        email: uniqueEmail(`${marker}.applicant`),
        region: 'central',
        organization: FORMULA,
        title: FORMULA,
        experience: `${XSS_SCRIPT} Ten years teaching algebra and running the robotics club.`,
        motivation: `${XSS_IMG} I want to help teachers in rural Idaho use AI tools well.`,
      }),
    )
    // One at a time, so each arrives after the one before and "Newest" sorts first.
    for (let i = 0; i < 55; i += 1) {
      await createContactSubmission(
        makeContactSubmissionRow({
          first_name: i === 54 ? 'Newest' : `Contact${i}`,
          last_name: marker,
          email: uniqueEmail(`${marker}.contact${i}`),
          organization_name: i === 54 ? XSS_IMG : 'Boise School District',
          message:
            i === 54 ? `${XSS_SCRIPT} please call us back` : 'We would like a workshop, please.',
        }),
      )
    }
    return { marker }
  }

  test('an admin works through submissions: HTML stays text, statuses change, paging, filters and CSV export', async ({
    page,
    signedInAdmin,
    createCoachApplication,
    createContactSubmission,
    expectNoAxeViolations,
  }) => {
    const submissions = await storeSubmissions(createCoachApplication, createContactSubmission)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await openDeskFromHome(page)
    await expect(page.getByText(signedInAdmin.email)).toBeVisible()

    const applications = section(page, 'Coach Applications')
    const contacts = section(page, 'Contact Submissions')

    await test.step('HTML in a submission shows as text in the tables and the detail view', async () => {
      await applications
        .getByRole('searchbox', { name: 'Search by name or email' })
        .fill(submissions.marker)
      await expect(applications.getByText('Showing 1–1 of 1 applications')).toBeVisible()
      await expect(
        applications.getByRole('button', { name: new RegExp(submissions.marker) }),
      ).toContainText(XSS_IMG)
      await applications.getByRole('button', { name: new RegExp(submissions.marker) }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByText(`${XSS_SCRIPT} Ten years teaching`)).toBeVisible()
      await expect(dialog.getByText('Central Idaho')).toBeVisible()
      await expect(dialog.getByText('No notes or status changes yet.')).toBeVisible()
      await expectNoAxeViolations()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
      expect(await page.locator('img[src="x"]').count()).toBe(0)
    })

    await test.step("change an application's status: toast, green badge, counters change", async () => {
      const approvedBefore = await counter(page, 'approved')
      const pendingBefore = await counter(page, 'pending')
      const row = applications.locator('tbody tr').first()
      await expect(row.locator('[data-slot="badge"]')).toHaveText('Pending')
      await row.getByRole('combobox').selectOption({ label: 'Approved' })
      await expect(page.getByText('Application status updated', { exact: true })).toBeVisible()
      const badge = row.locator('[data-slot="badge"]')
      await expect(badge).toHaveText('Approved')
      await expect(badge).toHaveClass(/green/)
      await expect.poll(() => counter(page, 'approved')).toBe(approvedBefore + 1)
      await expect.poll(() => counter(page, 'pending')).toBe(pendingBefore - 1)

      await row.getByRole('combobox').selectOption({ label: 'Rejected' })
      await expect(badge).toHaveText('Rejected')
      await expect(badge).toHaveClass(/red/)
      await row.getByRole('button', { name: new RegExp(submissions.marker) }).click()
      const history = page.getByRole('dialog').getByRole('listitem')
      await expect(history.first()).toContainText(`Approved → Rejected by ${signedInAdmin.email}`)
      await expect(history.nth(1)).toContainText(`Pending → Approved by ${signedInAdmin.email}`)
      await page.getByRole('button', { name: 'Close details' }).click()
    })

    await test.step("change a contact's status and see the toast", async () => {
      await page.getByRole('link', { name: /Contact submissions/ }).click()
      await contacts
        .getByRole('searchbox', { name: 'Search by name or email' })
        .fill(submissions.marker)
      await expect(contacts.getByText('Showing 1–50 of 55 contact submissions')).toBeVisible()
      const row = contacts.locator('tbody tr').first()
      await expect(row).toContainText('Newest')
      await expect(row).toContainText(XSS_SCRIPT)
      await row.getByRole('combobox').selectOption({ label: 'Responded' })
      await expect(page.getByText('Contact status updated', { exact: true })).toBeVisible()
      await expect(row.locator('[data-slot="badge"]')).toHaveText('Responded')
    })

    await test.step('page through, filter by status, export the current filter', async () => {
      await contacts.getByRole('button', { name: 'Next page' }).click()
      await expect(contacts.getByText('Showing 51–55 of 55 contact submissions')).toBeVisible()
      await expect(contacts.getByText('Page 2 of 2', { exact: true })).toBeVisible()
      await contacts.getByRole('button', { name: 'Previous page' }).click()
      await expect(contacts.getByText('Showing 1–50 of 55 contact submissions')).toBeVisible()

      await contacts.getByRole('combobox', { name: 'Status', exact: true }).click()
      await page.getByRole('option', { name: 'Responded' }).click()
      await expect(contacts.getByText('Showing 1–1 of 1 contact submissions')).toBeVisible()

      const downloadPromise = page.waitForEvent('download')
      await contacts.getByRole('button', { name: 'Export CSV' }).click()
      await page
        .getByRole('dialog', { name: 'Export CSV' })
        .getByRole('button', { name: 'Download CSV' })
        .click()
      const download = await downloadPromise
      const csv = await readFile((await download.path())!, 'utf8')
      const lines = csv.trim().split('\r\n')
      expect(lines).toHaveLength(2)
      expect(csv).toContain(XSS_SCRIPT)
      expect(csv).toContain(`Newest,${submissions.marker}`)

      await page.getByRole('link', { name: /Coach applications/ }).click()
      await applications
        .getByRole('searchbox', { name: 'Search by name or email' })
        .fill(submissions.marker)
      await expect(applications.getByText('Showing 1–1 of 1 applications')).toBeVisible()
      const appDownload = page.waitForEvent('download')
      await applications.getByRole('button', { name: 'Export CSV' }).click()
      await page
        .getByRole('dialog', { name: 'Export CSV' })
        .getByRole('button', { name: 'Download CSV' })
        .click()
      const appCsv = await readFile((await (await appDownload).path())!, 'utf8')
      // The formula is neutralised with a leading apostrophe; the HTML stays inert text.
      expect(appCsv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`)
      expect(appCsv).not.toMatch(/(^|,)=HYPERLINK/m)
      expect(appCsv).toContain('<img src=x onerror=""window.__xss=1"">')
    })

    expect(dialogs).toEqual([])
  })
})

test('visiting /admin without a session lands on /auth', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')
})
