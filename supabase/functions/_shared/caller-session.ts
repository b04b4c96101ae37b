/**
 * The caller check of every function the desk calls with a signed-in person's access token
 * (manage-reviewers, publish-site, send-deletion-confirmation). None of them relies on the
 * platform's verify_jwt: it only understands tokens signed with the legacy JWT secret, so it
 * answers 401 "Invalid JWT" to every user token once the project signs with asymmetric keys
 * (https://supabase.com/docs/guides/troubleshooting/edge-function-401-error-response), which a
 * project created today does. verify_jwt is off for them (supabase/config.toml) and they ask Auth
 * instead: GET /auth/v1/user verifies the token however it was signed and refuses a signed-out
 * session (https://supabase.com/docs/guides/functions/auth: "use getUser() to fetch the user").
 * What the caller may do is then the database's decision, asked with the same token.
 */

/** The `Authorization` header when it holds a bearer token, else undefined. */
export function bearerAuthorization(req: Request): string | undefined {
  const authorization = req.headers.get('authorization') ?? ''
  return /^Bearer\s+\S+$/i.test(authorization) ? authorization : undefined
}

/** Whether `authorization` is a live session's token, whichever key signed it. */
export async function liveSession(
  supabaseUrl: string,
  publicKey: string,
  authorization: string,
  send: typeof fetch = fetch,
): Promise<boolean> {
  const caller = await send(`${supabaseUrl}/auth/v1/user`, {
    headers: { apikey: publicKey, Authorization: authorization },
  })
  await caller.body?.cancel()
  return caller.ok
}
