/**
 * What hosted Supabase runs in the background and the embedded PostgreSQL cannot: pg_cron's
 * scheduler and pg_net's HTTP worker, over the stand-ins of stack/db/platform.sql. Before starting
 * them, the Vault stand-in receives the two secrets the scheduled jobs read (`project_url`,
 * `service_role_key`), as an operator sets them once on a hosted project.
 */
import pg from 'pg'
import { startCronScheduler } from './cron'
import { startNetWorker } from './net'

export interface SchedulerOptions {
  superuserUrl: string
  /** The gateway's URL, which the scheduled jobs call (`<project_url>/functions/v1/...`). */
  apiUrl: string
  serviceRoleKey: string
  log?: (line: string) => void
}

export interface Scheduler {
  stop(): Promise<void>
}

export const VAULT_SECRETS = ['project_url', 'service_role_key'] as const

export async function startScheduler(options: SchedulerOptions): Promise<Scheduler> {
  const pool = new pg.Pool({ connectionString: options.superuserUrl, max: 4 })
  pool.on('error', () => {})
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query('delete from vault.secrets where name = any($1)', [[...VAULT_SECRETS]])
    await client.query(
      `select vault.create_secret($1, 'project_url', 'The API URL of the stack')`,
      [options.apiUrl],
    )
    await client.query(
      `select vault.create_secret($1, 'service_role_key', 'Calls deliver-notifications')`,
      [options.serviceRoleKey],
    )
    await client.query('commit')
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
  }
  const cron = startCronScheduler({ pool, log: options.log })
  const net = startNetWorker({ pool, log: options.log })
  return {
    async stop() {
      await cron.stop()
      await net.stop()
      await pool.end()
    },
  }
}
