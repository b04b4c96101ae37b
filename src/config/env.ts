import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from '@/config/launch-settings'

// With no `.env` the app talks to `npm start`'s stack; the defaults live with the other launch
// settings. (The contact details are read by src/content/site.ts and checked at build time.)
//
// Checked by hand rather than with zod: this module is on the path of every page that talks to
// Supabase (the admin, sign-in, each submit), and a zod object schema would put zod's core
// (about 80 KB of script) on that path only to read two strings. `npm run build` checks the same
// settings in full beforehand (scripts/check-launch-settings.ts).

function setting(value: string | undefined, fallback: string): string {
  return value?.trim() || fallback
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

const supabaseUrl = setting(import.meta.env.VITE_SUPABASE_URL, LOCAL_SUPABASE_URL)
const supabaseKey = setting(import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY, LOCAL_SUPABASE_ANON_KEY)

const problems = [
  isHttpUrl(supabaseUrl) ? null : `VITE_SUPABASE_URL is not an http(s) URL: ${supabaseUrl}`,
  supabaseKey.length >= 20 ? null : 'VITE_SUPABASE_PUBLISHABLE_KEY is shorter than 20 characters',
].filter((problem): problem is string => problem !== null)

if (problems.length > 0) {
  throw new Error(`Invalid environment: ${problems.join('; ')}`)
}

const deployWaitSeconds = Number(import.meta.env.VITE_SITE_DEPLOY_WAIT_SECONDS)

export const env = {
  VITE_SUPABASE_URL: supabaseUrl,
  VITE_SUPABASE_PUBLISHABLE_KEY: supabaseKey,
  /**
   * The site whose /site-version.json says which version is live. Empty: the desk's own origin,
   * since the desk is part of the site it publishes; `npm start` and the tests serve the desk
   * apart from the local site host and name that host here.
   */
  VITE_LIVE_SITE_URL: setting(import.meta.env.VITE_LIVE_SITE_URL, ''),
  /** Tests shorten the wait before a publication reads "not live yet" (src/lib/site-version.ts). */
  VITE_SITE_DEPLOY_WAIT_SECONDS:
    Number.isFinite(deployWaitSeconds) && deployWaitSeconds > 0 ? deployWaitSeconds : undefined,
} as const
