import { type EnvReader, publicKey, serviceKey } from '../_shared/service-access.ts'
import { createHandler } from './handler.ts'

const denoEnv: EnvReader = (name) => Deno.env.get(name)?.trim() || undefined

function required<T>(value: T | undefined, what: string): T {
  if (!value) throw new Error(`manage-reviewers: ${what} is not set`)
  return value
}

Deno.serve(
  createHandler({
    SUPABASE_URL: required(denoEnv('SUPABASE_URL'), 'SUPABASE_URL'),
    publicKey: required(
      publicKey(denoEnv),
      'SUPABASE_PUBLISHABLE_KEYS (or the legacy SUPABASE_ANON_KEY)',
    ).key,
    serviceKey: required(
      serviceKey(denoEnv),
      'SUPABASE_SECRET_KEYS (or the legacy SUPABASE_SERVICE_ROLE_KEY)',
    ).key,
    // Every function of a project holds its secrets; the desk's routing panel shows this one.
    notifyTo: denoEnv('NOTIFY_TO'),
  }),
)
