/**
 * A signed-in admin's session raised to two-factor (aal2), for tests that read the desk's data.
 *
 * The desk's data needs an aal2 access token whose session still exists (migration
 * desk_two_factor). Until the local stack's auth server offers TOTP enrolment and verification
 * (`/factors`, challenge, verify), this re-signs the session's access token with `aal: 'aal2'`
 * and a TOTP `amr` entry, with the stack's JWT secret, and marks the session aal2 in
 * auth.sessions; the session id stays the same, so signing out still ends it. Once the auth
 * server verifies codes, these helpers can sign in with a real code instead, in this one place.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import pg from 'pg'
import { signJwt } from '../../stack/gateway/jwt'

function claimsOf(accessToken: string): Record<string, unknown> {
  const payload = accessToken.split('.')[1]
  if (!payload) throw new Error('not a JWT')
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
}

/** The same token, re-signed as an aal2 (password and TOTP) token of the same session. */
export async function twoFactorAccessToken(
  accessToken: string,
  jwtSecret: string,
): Promise<string> {
  const claims = claimsOf(accessToken)
  const now = Math.floor(Date.now() / 1000)
  return signJwt(
    {
      ...claims,
      aal: 'aal2',
      amr: [
        { method: 'totp', timestamp: now },
        { method: 'password', timestamp: Number(claims.iat ?? now) },
      ],
    },
    jwtSecret,
  )
}

/** Marks the token's session aal2 in auth.sessions, as the auth server does after a code. */
export async function markSessionTwoFactor(dbUrl: string, accessToken: string): Promise<void> {
  const sessionId = claimsOf(accessToken).session_id
  if (typeof sessionId !== 'string') throw new Error('the token names no session')
  const db = new pg.Client({ connectionString: dbUrl })
  await db.connect()
  try {
    await db.query("update auth.sessions set aal = 'aal2' where id = $1", [sessionId])
  } finally {
    await db.end()
  }
}

/** Raises a signed-in supabase-js client's session to aal2 and returns the client. */
export async function withTwoFactor(
  supabase: SupabaseClient,
  stack: { jwtSecret: string; dbUrl: string },
): Promise<SupabaseClient> {
  const { data, error } = await supabase.auth.getSession()
  if (error || !data.session) throw error ?? new Error('not signed in')
  const accessToken = await twoFactorAccessToken(data.session.access_token, stack.jwtSecret)
  await markSessionTwoFactor(stack.dbUrl, accessToken)
  const set = await supabase.auth.setSession({
    access_token: accessToken,
    refresh_token: data.session.refresh_token,
  })
  if (set.error) throw set.error
  return supabase
}

/** What raisePageToTwoFactor needs of a Playwright page (tests and the bench use different ones). */
interface BrowserPage {
  evaluate<R, A>(fn: (arg: A) => R, arg: A): Promise<R>
  reload(): Promise<unknown>
}

/**
 * Raises the session a signed-in page keeps in local storage (supabase-js's `sb-…-auth-token`)
 * to aal2, then reloads the page so the app reads it.
 */
export async function raisePageToTwoFactor(
  page: BrowserPage,
  stack: { jwtSecret: string; dbUrl: string },
): Promise<void> {
  const stored = await page.evaluate(() => {
    const key = Object.keys(localStorage).find(
      (name) => name.startsWith('sb-') && name.endsWith('-auth-token'),
    )
    return key ? { key, value: localStorage.getItem(key) } : null
  }, undefined)
  if (!stored?.value) throw new Error('no Supabase session in local storage')
  const session = JSON.parse(stored.value) as { access_token: string }
  session.access_token = await twoFactorAccessToken(session.access_token, stack.jwtSecret)
  await markSessionTwoFactor(stack.dbUrl, session.access_token)
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: stored.key,
    value: JSON.stringify(session),
  })
  await page.reload()
}
