import { z } from 'zod'
import {
  launchDefaults,
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_URL,
} from '@/config/launch-settings'

// With no `.env` the app talks to `npm start`'s stack; the defaults live with the other launch
// settings. (The contact details are read by src/content/site.ts and checked at build time.)

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url().default(LOCAL_SUPABASE_URL),
  VITE_SUPABASE_PUBLISHABLE_KEY: z.string().min(20).default(LOCAL_SUPABASE_ANON_KEY),
  VITE_SITE_URL: z.url().default(launchDefaults.siteUrl.value),
})

const parsed = envSchema.safeParse({
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL || undefined,
  VITE_SUPABASE_PUBLISHABLE_KEY: import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY || undefined,
  VITE_SITE_URL: import.meta.env.VITE_SITE_URL || undefined,
})

if (!parsed.success) {
  throw new Error(`Invalid environment: ${parsed.error.message}`)
}

export const env = parsed.data
