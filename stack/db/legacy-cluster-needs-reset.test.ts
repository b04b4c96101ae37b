/**
 * A `.stack/` made before the stack ran migrations as a non-superuser has `postgres` as its
 * bootstrap superuser, which PostgreSQL refuses to demote. Starting on it stops with one sentence
 * telling the developer to run `npm run db:reset`, and leaves no server running.
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { LEGACY_CLUSTER_MESSAGE, postgresInstallation, startPostgres } from './postgres'
import { freePort } from '../free-port'

const isRoot = process.getuid?.() === 0
// A port the system says is free now: a fixed one from the test block can be taken by an
// edge function's server (stack/gateway/functions, freePort) in the Linux ephemeral range
// 32768-60999 the block sits in, as a full run once did with 55326.
const port = await freePort()
const dataDir = mkdtempSync(join(tmpdir(), 'legacy-cluster-'))

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true })
})

function portIsFree(): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** As root, PostgreSQL's programs run as the `postgres` user (as stack/db/postgres.ts runs them). */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (!isRoot) return undefined
  const id = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim())
  return { uid: id('-u'), gid: id('-g') }
}

describe('a cluster made when postgres was the superuser', () => {
  it('is refused with the one-sentence db:reset instruction, and no server is left running', async () => {
    const ids = postgresUser()
    const clusterDir = join(dataDir, 'pg')
    mkdirSync(clusterDir, { recursive: true, mode: 0o700 })
    const passwordFile = join(dataDir, 'password')
    writeFileSync(passwordFile, 'postgres\n', { mode: 0o600 })
    if (ids) {
      chmodSync(dataDir, 0o755)
      chownSync(clusterDir, ids.uid, ids.gid)
      chownSync(passwordFile, ids.uid, ids.gid)
    }
    const initdb = spawnSync(
      postgresInstallation().initdb,
      [
        `--pgdata=${clusterDir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      { encoding: 'utf8', ...ids },
    )
    expect(initdb.status, initdb.stderr).toBe(0)

    await expect(startPostgres({ dataDir, port })).rejects.toThrow(LEGACY_CLUSTER_MESSAGE)
    expect(LEGACY_CLUSTER_MESSAGE).toContain('npm run db:reset')
    expect(await portIsFree()).toBe(true)
  })
})
