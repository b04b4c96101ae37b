/**
 * TOTP codes for tests, each usable: the auth service accepts a code of the current 30-second
 * step or a neighbour's, and each step only once per factor (RFC 6238 §5.2), so a test that signs
 * the same person in twice within one step must use the next step's code the second time, as a
 * person would wait for their app's next code.
 */
import { totpCode } from '../../stack/gateway/auth/totp'

const TOTP_STEP_MS = 30_000
const usedSteps = new Map<string, number>()

/**
 * A code this process has not used yet for `secret`: the current step's, else the next one's
 * (which the server already accepts); a third use within one step needs freshTwoFactorCode.
 */
export function twoFactorCode(secret: string): string {
  const current = Math.floor(Date.now() / TOTP_STEP_MS)
  const step = Math.min(Math.max(current, (usedSteps.get(secret) ?? -1) + 1), current + 1)
  usedSteps.set(secret, step)
  return totpCode(secret, step * TOTP_STEP_MS)
}

/** As twoFactorCode, but waits (up to one step) until an unused code exists. */
export async function freshTwoFactorCode(secret: string): Promise<string> {
  const last = usedSteps.get(secret) ?? -1
  // Step last + 1 is within the server's window once the clock has reached step `last`.
  const wait = last * TOTP_STEP_MS - Date.now() + 50
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  return twoFactorCode(secret)
}
