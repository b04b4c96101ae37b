import type { Page } from '@playwright/test'
import { localKeys } from '../../stack/gateway/keys'
import { raisePageToTwoFactor } from '../support/two-factor-session'
import { stackEnv } from './fixtures'

/**
 * Raises the page's signed-in admin session to two-factor (aal2) and reloads, for tests that sign
 * an admin in through the page and then use the desk, whose data needs aal2. One place to switch
 * to entering a TOTP code once the local auth server verifies them.
 */
export async function raiseToTwoFactor(page: Page): Promise<void> {
  if (!stackEnv) throw new Error('needs the local stack')
  await raisePageToTwoFactor(page, { dbUrl: stackEnv.dbUrl, jwtSecret: localKeys.jwtSecret })
}
