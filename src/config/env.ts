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

export const env = {
  VITE_SUPABASE_URL: supabaseUrl,
  VITE_SUPABASE_PUBLISHABLE_KEY: supabaseKey,
} as const
