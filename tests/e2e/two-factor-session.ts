import type { Page } from '@playwright/test'
import { localKeys } from '../../stack/gateway/keys'
import { markSessionTwoFactor, twoFactorAccessToken } from '../support/two-factor-session'
import { stackEnv } from './fixtures'

/**
 * Raises the page's signed-in Supabase session to two-factor (aal2) and reloads, for tests that
 * sign an admin in through the page and then use the desk (whose data needs aal2). Re-signs the
 * stored access token as tests/support/two-factor-session.ts explains; to be replaced, in this one
 * place, by entering a TOTP code once the local auth server verifies them.
 */
export async function raiseToTwoFactor(page: Page): Promise<void> {
  if (!stackEnv) throw new Error('needs the local stack')
  const stored = await page.evaluate(() => {
    const key = Object.keys(localStorage).find(
      (name) => name.startsWith('sb-') && name.endsWith('-auth-token'),
    )
    return key ? { key, value: localStorage.getItem(key) } : null
  })
  if (!stored?.value) throw new Error('no Supabase session in local storage')
  const session = JSON.parse(stored.value) as { access_token: string }
  session.access_token = await twoFactorAccessToken(session.access_token, localKeys.jwtSecret)
  await markSessionTwoFactor(stackEnv.dbUrl, session.access_token)
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: stored.key,
    value: JSON.stringify(session),
  })
  await page.reload()
}
