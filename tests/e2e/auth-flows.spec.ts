/**
 * Password reset and two-factor sign-in end to end, through the real pages and the local inbox
 * (sign-up with confirmation and setting up an authenticator app: admin.spec.ts).
 */
import { uniqueEmail } from '../support/factories'
import { authLinkIn, expect, stackEnv, test, twoFactorCode } from './fixtures'

test.skip(!stackEnv, 'needs the local stack (TEST_STACK_API_URL, TEST_STACK_DB_URL)')

const SENT =
  'If an account exists for that address, we have sent it a link to reset the password. Check your inbox; the link works for one hour.'

test('a reviewer who forgot their password resets it from the e-mailed link and reaches the desk', async ({
  page,
  admin,
  inbox,
  expectNoAxeViolations,
}) => {
  await test.step('ask for a link for an unknown address: the same answer as for a real one', async () => {
    await page.goto('/auth')
    const login = page.getByRole('tabpanel', { name: 'Login' })
    await login.getByRole('button', { name: 'Forgot password?' }).click()
    await login.getByLabel('Email').fill(uniqueEmail('nobody'))
    await login.getByRole('button', { name: 'Send reset link' }).click()
    await expect(login.getByRole('status').getByText(SENT)).toBeVisible()
  })

  await test.step('ask for a link for the reviewer, the address carried over from the login form', async () => {
    await page.goto('/auth')
    const login = page.getByRole('tabpanel', { name: 'Login' })
    await login.getByLabel('Email').fill(admin.email)
    await login.getByRole('button', { name: 'Forgot password?' }).click()
    await expect(login.getByLabel('Email')).toHaveValue(admin.email)
    await expectNoAxeViolations()
    await login.getByRole('button', { name: 'Send reset link' }).click()
    await expect(login.getByRole('status').getByText(SENT)).toBeVisible()
  })

  const newPassword = 'a fresh passphrase for the desk'
  await test.step('open the link and set a new password typed twice', async () => {
    const mail = await inbox.findTo(admin.email, 'auth-recovery')
    await page.goto(authLinkIn(mail))
    // supabase-js has taken the session from the fragment and cleared it.
    await expect(page).toHaveURL(/\/auth\/reset-password#?$/)
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password').fill(`${newPassword}!`)
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByText('Passwords do not match').first()).toBeVisible()
    await page.getByLabel('Confirm new password').fill(newPassword)
    await page.getByRole('button', { name: 'Set new password' }).click()
  })

  await test.step('signed in, the desk asks for the second factor, then opens', async () => {
    await expect(page).toHaveURL(/\/admin$/)
    await page.getByLabel('Code').fill(twoFactorCode(admin.totpSecret!))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByText(admin.email)).toBeVisible()
  })

  await test.step('the old password no longer works, the new one does', async () => {
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    const login = page.getByRole('tabpanel', { name: 'Login' })
    await login.getByLabel('Email').fill(admin.email)
    await login.getByLabel('Password').fill(admin.password)
    await login.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByText('Login Failed', { exact: true })).toBeVisible()
    await login.getByLabel('Password').fill(newPassword)
    await login.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByLabel('Code')).toBeVisible()
  })
})

test('a used or broken reset link says so and points back to the login page', async ({ page }) => {
  await page.goto('/auth/reset-password')
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired')
  await page.getByRole('link', { name: 'Request a new link from the login page' }).click()
  await expect(page).toHaveURL(/\/auth$/)
})

test('a reviewer with an authenticator app signs in with password and code', async ({
  page,
  admin,
}) => {
  await page.goto('/auth')
  const login = page.getByRole('tabpanel', { name: 'Login' })
  await login.getByLabel('Email').fill(admin.email)
  await login.getByLabel('Password').fill(admin.password)
  await login.getByRole('button', { name: 'Login' }).click()

  await test.step('a password alone shows the code step, not the desk', async () => {
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible()
    await expect(page.getByText(admin.email)).toHaveCount(0)
  })

  await test.step('a wrong code is refused and the field keeps what was typed', async () => {
    const good = twoFactorCode(admin.totpSecret!)
    const wrong = String((Number(good) + 500_000) % 1_000_000).padStart(6, '0')
    await page.getByLabel('Code').fill(wrong)
    await page.getByRole('button', { name: 'Verify' }).click()
    // Said beside the field, not only in a corner toast.
    await expect(page.getByLabel('Code')).toHaveAccessibleDescription(/That code did not match/)
    await expect(page.getByLabel('Code')).toBeFocused()
    await expect(page.getByLabel('Code')).toHaveValue(wrong)
  })

  await test.step('the right code opens the desk, and a reload keeps it open', async () => {
    await page.getByLabel('Code').fill(twoFactorCode(admin.totpSecret!))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByText(admin.email)).toBeVisible()
    await page.reload()
    await expect(page.getByText(admin.email)).toBeVisible()
    await expect(page.getByLabel('Code')).toHaveCount(0)
  })
})
