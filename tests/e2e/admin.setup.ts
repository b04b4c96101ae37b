import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { makeAdmin } from '../support/factories'
import { enrolVerifiedTotpFactor } from '../../stack/gateway/auth/admin-factor'
import { grantAdmin, upsertPasswordUser } from '../../stack/gateway/auth/admin-user'
import { generateTotpSecret } from '../../stack/gateway/auth/totp'
import {
  ADMIN_CREDENTIALS,
  ADMIN_STATE,
  expect,
  signInThroughPage,
  stackEnv,
  test as setup,
} from './fixtures'

/**
 * Signs an admin in once, through the real sign-in page, and stores the session (Playwright's
 * "authentication" pattern, as bulletproof-react uses it): tests that need a signed-in admin start
 * from ADMIN_STATE instead of signing in again. admin.teardown.ts removes this admin afterwards.
 */
setup.skip(!stackEnv, 'needs the local stack (npm test sets TEST_STACK_*)')

setup(
  'an admin signs in once and the session is kept for the admin tests',
  async ({ page, db }) => {
    // A reviewer as the desk requires: the admin role and an authenticator app (TOTP) set up.
    const admin = { ...makeAdmin(), totpSecret: generateTotpSecret() }
    const id = await upsertPasswordUser(db, admin.email, admin.password)
    expect(await grantAdmin(db, admin.email)).toBe('granted')
    await enrolVerifiedTotpFactor(db, id, admin.totpSecret)
    mkdirSync(dirname(ADMIN_CREDENTIALS), { recursive: true })
    writeFileSync(ADMIN_CREDENTIALS, JSON.stringify(admin), { mode: 0o600 })

    // Password, then the code from the app: the stored session is two-factor (aal2).
    await signInThroughPage(page, admin)
    await expect(page.getByText(admin.email)).toBeVisible()

    await page.context().storageState({ path: ADMIN_STATE })
  },
)
