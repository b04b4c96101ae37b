/**
 * What hosted Supabase runs in the background and the embedded PostgreSQL cannot: pg_cron's
 * scheduler and pg_net's HTTP worker, over the stand-ins of stack/db/platform.sql. Before starting
 * them, the Vault stand-in receives the two secrets the scheduled job reads (`project_url`,
 * `deliver_notifications_secret`), as an operator sets them once on a hosted project, signed in
 * as `postgres`. No Supabase key is kept in Vault.
 */
import pg from 'pg'
import { inTransaction } from '../db/in-transaction'
import { startCronScheduler } from './cron'
import { startNetWorker } from './net'

export interface SchedulerOptions {
  /** The bootstrap superuser: the background workers' own bookkeeping, as pg_cron's and pg_net's. */
  superuserUrl: string
  /** `postgres` (not a superuser): sets the Vault secrets; cron jobs it scheduled run as it. */
  postgresUrl: string
  /** The gateway's URL, which the scheduled jobs call (`<project_url>/functions/v1/...`). */
  apiUrl: string
  /** The deliver-notifications function's own secret (its DELIVER_NOTIFICATIONS_SECRET). */
  deliverNotificationsSecret: string
  log?: (line: string) => void
}

export interface Scheduler {
  stop(): Promise<void>
}

/** Creates or replaces a Vault secret by name, through Vault's own functions. */
export async function upsertVaultSecret(
  client: pg.ClientBase,
  name: string,
  value: string,
  description: string,
): Promise<void> {
  const { rows } = await client.query<{ id: string }>(
    'select id from vault.decrypted_secrets where name = $1',
    [name],
  )
  if (rows[0]) {
    await client.query('select vault.update_secret($1, $2)', [rows[0].id, value])
  } else {
    await client.query('select vault.create_secret($1, $2, $3)', [value, name, description])
  }
}

export async function startScheduler(options: SchedulerOptions): Promise<Scheduler> {
  const pool = new pg.Pool({ connectionString: options.superuserUrl, max: 4 })
  const jobPool = new pg.Pool({ connectionString: options.postgresUrl, max: 2 })
  pool.on('error', () => {})
  jobPool.on('error', () => {})
  await inTransaction(jobPool, async (client) => {
    await upsertVaultSecret(client, 'project_url', options.apiUrl, 'The API URL of the stack')
    await upsertVaultSecret(
      client,
      'deliver_notifications_secret',
      options.deliverNotificationsSecret,
      'Calls deliver-notifications (its DELIVER_NOTIFICATIONS_SECRET)',
    )
  })
  const cron = startCronScheduler({ pool, jobPools: { postgres: jobPool }, log: options.log })
  const net = startNetWorker({ pool, log: options.log })
  return {
    async stop() {
      await cron.stop()
      await net.stop()
      await Promise.all([pool.end(), jobPool.end()])
    },
  }
}
