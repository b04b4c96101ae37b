import { createHandler } from './handler.ts'

function required(name: string): string {
  const value = Deno.env.get(name)
  if (!value) throw new Error(`publish-site: ${name} is not set`)
  return value
}

Deno.serve(
  createHandler({
    SUPABASE_URL: required('SUPABASE_URL'),
    SUPABASE_ANON_KEY: required('SUPABASE_ANON_KEY'),
    SUPABASE_SERVICE_ROLE_KEY: required('SUPABASE_SERVICE_ROLE_KEY'),
    SITE_DEPLOY_HOOK_URL: Deno.env.get('SITE_DEPLOY_HOOK_URL'),
  }),
)
