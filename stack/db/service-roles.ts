/**
 * The database roles the stack's services connect as, as on hosted Supabase: never the superuser.
 * - auth (stack/gateway/auth) as `supabase_auth_admin`, which owns the auth schema and nothing
 *   else, as GoTrue does;
 * - the edge functions' SUPABASE_DB_URL as `authenticator`, the role PostgREST uses: it has no
 *   rights of its own until it switches to anon, authenticated or service_role, so a function
 *   reaches no more through the database than through the service-role key it already holds.
 * The passwords are local-only (stack/db/platform.sql sets them); PostgreSQL listens on loopback.
 */
import { AUTHENTICATOR_PASSWORD } from './postgres'

export const AUTH_ADMIN_PASSWORD = 'auth-admin-local-only'

/** `postgres://user:password@host:port/db?application_name=…` from the superuser URL. */
function asRole(superuserUrl: string, user: string, password: string, application: string) {
  const url = new URL(superuserUrl)
  url.username = user
  url.password = password
  url.searchParams.set('application_name', application)
  return url.toString()
}

export function serviceRoleUrls(superuserUrl: string): { authUrl: string; functionsUrl: string } {
  return {
    authUrl: asRole(superuserUrl, 'supabase_auth_admin', AUTH_ADMIN_PASSWORD, 'local-auth'),
    functionsUrl: asRole(superuserUrl, 'authenticator', AUTHENTICATOR_PASSWORD, 'edge-functions'),
  }
}
