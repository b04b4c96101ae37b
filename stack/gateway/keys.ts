/**
 * The keys `supabase start` prints (wire contract §10), so anything written against the Supabase CLI's
 * local stack works here unchanged. They are public development values, never production secrets.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

/** The non-JWT keys newer CLIs print; the gateway maps them to anon and service_role. */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

export interface StackKeys {
  jwtSecret: string
  anonKey: string
  serviceRoleKey: string
  publishableKey: string
  secretKey: string
}

export const localKeys: StackKeys = {
  jwtSecret: LOCAL_JWT_SECRET,
  anonKey: LOCAL_ANON_KEY,
  serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
  publishableKey: LOCAL_PUBLISHABLE_KEY,
  secretKey: LOCAL_SECRET_KEY,
}
