import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  postgresInstallation,
  removeStackData,
  startPostgres,
  type PostgresHandle,
} from './postgres'
import { freePort } from '../free-port'

/**
 * A root user's checkout sits in a 0700 home, where the `postgres` user that PostgreSQL runs as
 * cannot enter. This reproduces that: the binaries (a symlink to node_modules' copy) and the data
 * folder are inside a 0700 folder, and the system-wide cache and state folders are the test's own.
 */
const isRoot = process.getuid?.() === 0
// A port the system says is free now: a fixed one from the test block can be taken by an
// edge function's server (stack/gateway/functions, freePort) in the Linux ephemeral range
// 32768-60999 the block sits in, as a full run once did with 55326.
const port = await freePort()

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ one: number }>('select 1 as one')
    return rows[0]!.one
  } finally {
    await client.end()
  }
}

describe.skipIf(!isRoot)(
  'PostgreSQL as root from a checkout in a 0700 folder (skipped unless running as root: only root runs PostgreSQL as another user)',
  () => {
    let workDir: string
    let home: string
    let sharedDirs: { cache: string; state: string }
    let nativeDir: string
    let dataDir: string
    let server: PostgresHandle | undefined

    beforeAll(() => {
      workDir = mkdtempSync(join(tmpdir(), 'postgres-as-root-'))
      // The stand-ins for /var/cache and /var/lib are enterable by all, as those are.
      chmodSync(workDir, 0o755)
      home = join(workDir, 'home')
      mkdirSync(home, { mode: 0o700 })
      sharedDirs = { cache: join(workDir, 'cache'), state: join(workDir, 'state') }
      nativeDir = join(home, 'native')
      symlinkSync(postgresInstallation().nativeDir, nativeDir)
      dataDir = join(home, 'site', '.stack')
    })

    afterAll(async () => {
      await server?.stop()
      rmSync(workDir, { recursive: true, force: true })
    })

    it('starts with binaries and data the postgres user cannot reach, and keeps the data on restart', async () => {
      server = await startPostgres({ dataDir, port, nativeDir, sharedDirs })
      expect(await selectOne(server.superuserUrl)).toBe(1)
      expect(server.installation.copied).toBe(true)
      expect(server.installation.nativeDir.startsWith(sharedDirs.cache)).toBe(true)
      expect(server.relocatedClusterDir?.startsWith(sharedDirs.state)).toBe(true)
      expect(lstatSync(join(dataDir, 'pg')).isSymbolicLink()).toBe(true)

      const client = new pg.Client({ connectionString: server.superuserUrl })
      await client.connect()
      await client.query('create table kept_across_restarts (id int)')
      await client.end()
      await server.stop()

      server = await startPostgres({ dataDir, port, nativeDir, sharedDirs })
      const again = new pg.Client({ connectionString: server.superuserUrl })
      await again.connect()
      const { rows } = await again.query(`select to_regclass('kept_across_restarts') as name`)
      await again.end()
      expect(rows[0]).toEqual({ name: 'kept_across_restarts' })
    })

    it('removes the moved database files with the data folder (npm run db:reset)', async () => {
      const cluster = server?.relocatedClusterDir
      expect(cluster).toBeDefined()
      await server?.stop()
      server = undefined
      removeStackData(dataDir)
      expect(existsSync(dataDir)).toBe(false)
      expect(existsSync(cluster!)).toBe(false)
    })
  },
)
