/**
 * One throwaway local stack for the test suites. `npm test` starts it once (startSharedTestStack)
 * and exports TEST_STACK_* variables; a suite run on its own (e.g. `npm run test:stack`) starts an
 * ephemeral one through the vitest globalSetup below. Either way the data lives in a temp folder
 * and never touches the database of a running `npm start`.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { startStack, type StackPorts } from '../../stack/index'
import { localKeys } from '../../stack/gateway/keys'

export interface TestStack {
  apiUrl: string
  /** The `postgres` role's connection string: not a superuser, as on hosted Supabase. */
  dbUrl: string
  /** The bootstrap superuser (`supabase_admin`): only for set-ups hosted's platform would do. */
  superuserUrl: string
  /** deliver-notifications' DELIVER_NOTIFICATIONS_SECRET (and Vault's deliver_notifications_secret). */
  deliverNotificationsSecret: string
  /** `[auth.hook.send_email]`'s secret, which Auth signs the send-auth-email calls with. */
  sendEmailHookSecret: string
  inboxUrl: string
  /** The local static host serving the published site (rebuilt when an editor publishes). */
  siteUrl: string
  /** The site host's deploy hook, its secret included (as publish-site's SITE_DEPLOY_HOOK_URL). */
  siteHookUrl: string
  anonKey: string
  serviceRoleKey: string
  publishableKey: string
  secretKey: string
  jwtSecret: string
  admin?: { email: string; password: string; totpSecret?: string }
  /** Stops the stack if this call started it; a no-op for a stack shared through the environment. */
  stop(): Promise<void>
}

/**
 * Every suite signs in and signs up from 127.0.0.1, which hosted limits (config.toml's
 * `[auth.rate_limit]`) would count as one visitor; the throwaway stack raises them.
 * stack/gateway/auth/auth-throttling-and-bodies.test.ts proves the limits with config.toml's own numbers.
 */
export const TEST_AUTH_RATE_LIMITS = {
  emailSent: 100_000,
  signInSignUps: 100_000,
  tokenVerifications: 100_000,
  tokenRefresh: 100_000,
  // Hosted's 15 a minute has no setting; only this throwaway stack raises it.
  mfaChallengeAndVerify: 100_000,
}

/**
 * The Send Email hook's allowances per purpose (migration 20251101030400_auth_emails.sql: 30, 30, 10 per member,
 * 30 an hour) and a member's one reset a minute (the same file)
 * would refuse the suites' many sign-ups, resets and invitations from one database; raised like
 * TEST_AUTH_RATE_LIMITS. tests/stack/send-auth-email-hook.test.ts puts the migration's
 * figures back for the test that proves them.
 */
export const TEST_AUTH_EMAIL_ALLOWANCE = 100_000

async function raiseAuthEmailAllowances(superuserUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: superuserUrl })
  await client.connect()
  try {
    await client.query(
      'update private.auth_email_allowances set per_hour = $1, min_interval = null',
      [TEST_AUTH_EMAIL_ALLOWANCE],
    )
  } finally {
    await client.end()
  }
}

/** npm test's block (common brief); TEST_STACK_PORT_BASE=<n> moves it to n, n+1, n+3, n+4 and n+8 (the site host; the tests that start a PostgreSQL of their own take a port the system says is free). */
export function testStackPorts(): StackPorts {
  const base = Number(process.env.TEST_STACK_PORT_BASE ?? 55321)
  return { api: base, db: base + 1, inbox: base + 3, smtp: base + 4, site: base + 8 }
}

function fromEnvironment(): TestStack | undefined {
  const { TEST_STACK_API_URL, TEST_STACK_DB_URL, TEST_STACK_INBOX_URL } = process.env
  if (!TEST_STACK_API_URL || !TEST_STACK_DB_URL || !TEST_STACK_INBOX_URL) return undefined
  const email = process.env.TEST_STACK_ADMIN_EMAIL
  const password = process.env.TEST_STACK_ADMIN_PASSWORD
  const totpSecret = process.env.TEST_STACK_ADMIN_TOTP_SECRET
  return {
    apiUrl: TEST_STACK_API_URL,
    dbUrl: TEST_STACK_DB_URL,
    superuserUrl: process.env.TEST_STACK_SUPERUSER_URL ?? '',
    deliverNotificationsSecret: process.env.TEST_STACK_DELIVER_NOTIFICATIONS_SECRET ?? '',
    sendEmailHookSecret: process.env.TEST_STACK_SEND_EMAIL_HOOK_SECRET ?? '',
    inboxUrl: TEST_STACK_INBOX_URL,
    siteUrl: process.env.TEST_STACK_SITE_URL ?? '',
    siteHookUrl: process.env.TEST_STACK_SITE_HOOK_URL ?? '',
    anonKey: localKeys.anonKey,
    serviceRoleKey: localKeys.serviceRoleKey,
    publishableKey: localKeys.publishableKey,
    secretKey: localKeys.secretKey,
    jwtSecret: localKeys.jwtSecret,
    admin: email && password ? { email, password, totpSecret } : undefined,
    stop: async () => {},
  }
}

/** The stack described by TEST_STACK_* if set, else a fresh ephemeral one on `ports`. */
export async function getTestStack(ports: StackPorts = testStackPorts()): Promise<TestStack> {
  const shared = fromEnvironment()
  if (shared) return shared
  const dataDir = mkdtempSync(join(tmpdir(), 'test-stack-'))
  const stack = await startStack({
    dataDir,
    ports,
    ephemeral: true,
    quiet: true,
    withAdmin: true,
    authSettings: { rateLimits: TEST_AUTH_RATE_LIMITS },
    testControls: true,
  })
  await raiseAuthEmailAllowances(stack.superuserUrl)
  return {
    apiUrl: stack.apiUrl,
    dbUrl: stack.dbUrl,
    superuserUrl: stack.superuserUrl,
    deliverNotificationsSecret: stack.deliverNotificationsSecret,
    sendEmailHookSecret: stack.sendEmailHookSecret ?? '',
    inboxUrl: stack.inboxUrl,
    siteUrl: stack.siteUrl ?? '',
    siteHookUrl: stack.siteHookUrl ?? '',
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    publishableKey: stack.publishableKey,
    secretKey: localKeys.secretKey,
    jwtSecret: stack.jwtSecret,
    admin: stack.admin,
    stop: () => stack.stop(),
  }
}

export function testStackEnv(stack: TestStack): Record<string, string> {
  return {
    TEST_STACK_API_URL: stack.apiUrl,
    TEST_STACK_DB_URL: stack.dbUrl,
    TEST_STACK_SUPERUSER_URL: stack.superuserUrl,
    TEST_STACK_DELIVER_NOTIFICATIONS_SECRET: stack.deliverNotificationsSecret,
    TEST_STACK_SEND_EMAIL_HOOK_SECRET: stack.sendEmailHookSecret,
    TEST_STACK_INBOX_URL: stack.inboxUrl,
    TEST_STACK_SITE_URL: stack.siteUrl,
    TEST_STACK_SITE_HOOK_URL: stack.siteHookUrl,
    ...(stack.admin
      ? {
          TEST_STACK_ADMIN_EMAIL: stack.admin.email,
          TEST_STACK_ADMIN_PASSWORD: stack.admin.password,
          ...(stack.admin.totpSecret
            ? { TEST_STACK_ADMIN_TOTP_SECRET: stack.admin.totpSecret }
            : {}),
        }
      : {}),
  }
}

/** For scripts/test.ts: starts the one shared stack and returns the variables to export. */
export async function startSharedTestStack(
  ports: StackPorts = testStackPorts(),
): Promise<{ env: Record<string, string>; stack: TestStack; stop(): Promise<void> }> {
  const stack = await getTestStack(ports)
  return { env: testStackEnv(stack), stack, stop: () => stack.stop() }
}

/**
 * Vitest globalSetup (stack/vitest.config.ts): makes sure a stack exists before any suite runs and
 * exports its variables, which the test workers inherit.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const stack = await getTestStack()
  Object.assign(process.env, testStackEnv(stack))
  const restoreHourlyShare = await raiseHourlyShareOfAcknowledgements(stack.dbUrl)
  return async () => {
    await restoreHourlyShare()
    await stack.stop()
  }
}

/**
 * The project's e-mails to people are spent at most 100 an hour (project_per_hour, migration
 * 20251101030100_person_mail_limits.sql). Every stack suite submits from this one database within the hour, so for the
 * run the hour's share is the whole day's, and it is put back afterwards (the next suite, or a
 * developer's running stack, sees the shipped figure). pgTAP 176 proves the share itself.
 */
async function raiseHourlyShareOfAcknowledgements(dbUrl: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: dbUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ project_per_hour: number }>(
      'select project_per_hour from private.person_mail_limits',
    )
    const shipped = rows[0]?.project_per_hour
    await client.query(
      'update private.person_mail_limits set project_per_hour = project_per_day where true',
    )
    return async () => {
      if (shipped === undefined) return
      const restore = new pg.Client({ connectionString: dbUrl })
      await restore.connect()
      try {
        await restore.query(
          'update private.person_mail_limits set project_per_hour = $1 where true',
          [shipped],
        )
      } finally {
        await restore.end()
      }
    }
  } finally {
    await client.end()
  }
}
