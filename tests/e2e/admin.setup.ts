import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { makeAdmin } from '../support/factories'
import { grantAdmin, upsertPasswordUser } from '../../stack/gateway/auth/admin-user'
import { ADMIN_CREDENTIALS, ADMIN_STATE, expect, stackEnv, test as setup } from './fixtures'
import { raiseToTwoFactor } from './two-factor-session'

/**
 * Signs an admin in once, through the real sign-in page, and stores the session (Playwright's
 * "authentication" pattern, as bulletproof-react uses it): tests that need a signed-in admin start
 * from ADMIN_STATE instead of signing in again. admin.teardown.ts removes this admin afterwards.
 */
setup.skip(!stackEnv, 'needs the local stack (npm test sets TEST_STACK_*)')

setup(
  'an admin signs in once and the session is kept for the admin tests',
  async ({ page, db }) => {
    const admin = makeAdmin()
    await upsertPasswordUser(db, admin.email, admin.password)
    expect(await grantAdmin(db, admin.email)).toBe('granted')
    mkdirSync(dirname(ADMIN_CREDENTIALS), { recursive: true })
    writeFileSync(ADMIN_CREDENTIALS, JSON.stringify(admin), { mode: 0o600 })

    await page.goto('/auth')
    const panel = page.getByRole('tabpanel', { name: 'Login' })
    await panel.getByLabel('Email').fill(admin.email)
    await panel.getByLabel('Password').fill(admin.password)
    await panel.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    // The desk's data needs a two-factor session.
    await raiseToTwoFactor(page)
    await expect(page.getByText(admin.email)).toBeVisible()

    await page.context().storageState({ path: ADMIN_STATE })
  },
)
