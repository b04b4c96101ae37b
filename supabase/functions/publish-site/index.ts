import { publicKey, serviceKey } from '../_shared/service-access.ts'
import { createHandler } from './handler.ts'

const env = (name: string) => Deno.env.get(name)

function known(what: string, value: string | undefined): string {
  if (!value) throw new Error(`publish-site: ${what} is not set`)
  return value
}

function required(name: string): string {
  const value = Deno.env.get(name)
  if (!value) throw new Error(`publish-site: ${name} is not set`)
  return value
}

Deno.serve(
  createHandler({
    SUPABASE_URL: required('SUPABASE_URL'),
    // The new keys a project hands its functions, the legacy ones only where they are all there is.
    SUPABASE_ANON_KEY: known('the publishable key', publicKey(env)?.key),
    SUPABASE_SERVICE_ROLE_KEY: known('the secret key', serviceKey(env)?.key),
    SITE_DEPLOY_HOOK_URL: Deno.env.get('SITE_DEPLOY_HOOK_URL'),
    // The scheduled jobs' secret, which the cron job sends from Vault's deliver_notifications_secret.
    SCHEDULED_JOB_SECRET: Deno.env.get('DELIVER_NOTIFICATIONS_SECRET'),
  }),
)
