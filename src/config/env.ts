import { z } from 'zod'

/**
 * The local stack's URL and anon key are Supabase's published local-development values
 * (the ones `supabase start` prints), so with no `.env` the app talks to `npm start`'s stack.
 */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url().default(LOCAL_SUPABASE_URL),
  VITE_SUPABASE_PUBLISHABLE_KEY: z.string().min(20).default(LOCAL_SUPABASE_ANON_KEY),
  VITE_SITE_URL: z.url().default('http://127.0.0.1:4173'),
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
