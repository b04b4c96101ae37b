/**
 * The keys `supabase start` prints (wire contract §10), so anything written against the Supabase CLI's
 * local stack works here unchanged. They are public development values, never production secrets.
 */
import type { TomlTables } from './config-toml'
import type { JwtKeys } from './jwt'
import { createAsymmetricJwtKeys, readSigningKeysFile, signingKeysPath } from './signing-keys'

export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

/** The non-JWT keys newer CLIs print; the gateway maps them to anon and service_role. */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

/** What hosted's API gateway answers (401) to a legacy key once legacy keys are turned off. */
export const LEGACY_KEYS_DISABLED_MESSAGE = 'Legacy API keys are disabled'

export interface StackKeys {
  jwtSecret: string
  anonKey: string
  serviceRoleKey: string
  publishableKey: string
  secretKey: string
  /**
   * False once the project has turned its legacy keys off (Dashboard → API keys): the anon and
   * service_role JWTs are refused as API keys and functions no longer receive them.
   */
  legacyKeysEnabled: boolean
  /** How user tokens are signed and verified: the shared secret, or asymmetric keys too. */
  jwt: JwtKeys
}

export const localKeys: StackKeys = {
  jwtSecret: LOCAL_JWT_SECRET,
  anonKey: LOCAL_ANON_KEY,
  serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
  publishableKey: LOCAL_PUBLISHABLE_KEY,
  secretKey: LOCAL_SECRET_KEY,
  legacyKeysEnabled: true,
  jwt: LOCAL_JWT_SECRET,
}

export interface KeyModeOptions {
  /**
   * Legacy anon/service_role keys on (default) or off. A project created today has them: they
   * are "generated when your project is created" from the legacy JWT secret and can be turned
   * off in Settings → API Keys (https://supabase.com/docs/guides/getting-started/api-keys,
   * supabase/supabase@1f6c40b3:apps/docs/content/guides/getting-started/api-keys.mdx).
   */
  legacyKeys?: boolean
  /**
   * User tokens signed with an asymmetric key and the JWKS served (default), as a project created
   * today has it; `false` signs HS256 with the legacy secret and serves an empty JWKS, as an older
   * project (or `supabase start` without `signing_keys_path`) does.
   */
  asymmetricJwt?: boolean
}

/**
 * The local keys in the mode a test or `npm start` asks for. With asymmetric signing, config.toml's
 * `[auth] signing_keys_path` (when `config` is given and sets it) supplies the key, as the CLI reads it.
 */
export async function stackKeys(
  options: KeyModeOptions = {},
  config?: { tables: TomlTables; file: string },
): Promise<StackKeys> {
  const asymmetric = options.asymmetricJwt !== false
  const fromFile = config ? signingKeysPath(config.tables, config.file) : undefined
  return {
    ...localKeys,
    legacyKeysEnabled: options.legacyKeys !== false,
    jwt: !asymmetric
      ? LOCAL_JWT_SECRET
      : fromFile
        ? await readSigningKeysFile(fromFile, LOCAL_JWT_SECRET)
        : await createAsymmetricJwtKeys(LOCAL_JWT_SECRET),
  }
}

/** Whether `key` is one of the legacy JWT API keys (anon or service_role). */
export function isLegacyKey(key: string | undefined, keys: StackKeys): boolean {
  return key !== undefined && (key === keys.anonKey || key === keys.serviceRoleKey)
}
