/**
 * An auth service with supabase/config.toml's own `[auth]` settings (the shared test stack raises
 * the rate limits for its many sign-ins), on the test stack's database, behind a gateway of its
 * own. The e-mails it sends are kept in `mails` instead of going to the inbox.
 */
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { serviceRoleUrls } from '../../stack/db/service-roles'
import { authSettingsFromToml, type AuthSettings } from '../../stack/gateway/auth/auth-config'
import { createAuthHandler } from '../../stack/gateway/auth/index'
import type { AuthEmail } from '../../stack/gateway/auth/mailer'
import { parseToml } from '../../stack/gateway/config-toml'
import { localKeys } from '../../stack/gateway/keys'
import { startGateway } from '../../stack/gateway/server'
import type { TestStack } from './test-stack'

export const CONFIG_AUTH_SETTINGS: AuthSettings = authSettingsFromToml(
  parseToml(readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8')),
)

export interface HostedLikeAuth {
  url: string
  mails: AuthEmail[]
  /** The auth schema as the service sees it (supabase_auth_admin). */
  pool: pg.Pool
  stop(): Promise<void>
}

/**
 * `hook: true` sends every auth e-mail through the test stack's send-auth-email function, signed
 * with its secret, as Auth does with `[auth.hook.send_email]` on (config.toml); `mails` stays empty.
 */
export async function startHostedLikeAuth(
  stack: TestStack,
  overrides: Partial<AuthSettings> = {},
  options: { hook?: boolean } = {},
): Promise<HostedLikeAuth> {
  const pool = new pg.Pool({ connectionString: serviceRoleUrls(stack.dbUrl).authUrl, max: 4 })
  const mails: AuthEmail[] = []
  const gateway = await startGateway({
    port: 0,
    keys: localKeys,
    rest: async (_req, res) => {
      res.writeHead(501).end()
    },
    auth: createAuthHandler({
      pool,
      jwtSecret: localKeys.jwtSecret,
      issuer: 'http://127.0.0.1/auth/v1',
      settings: { ...CONFIG_AUTH_SETTINGS, ...overrides },
      sendEmail: async (mail) => {
        mails.push(mail)
      },
      sendEmailHook: options.hook
        ? {
            url: `${stack.apiUrl}/functions/v1/send-auth-email`,
            secrets: [stack.sendEmailHookSecret],
          }
        : undefined,
    }),
  })
  return {
    url: gateway.url,
    mails,
    pool,
    stop: async () => {
      await gateway.stop()
      await pool.end()
    },
  }
}
