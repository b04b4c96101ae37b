// @vitest-environment node
/**
 * What `npm run launch:check` reads from the project's sources (the jobs and Vault secrets the
 * migrations schedule, the deployable functions) and from its command line, without a stack.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkSiteKey } from '../../scripts/lib/launch-checks-api'
import { checkSitePlaceholders } from '../../scripts/lib/launch-checks-site'
import { resolveTarget, type LaunchTarget } from '../../scripts/lib/launch-target'
import {
  projectFunctions,
  projectMigrations,
  scheduledJobs,
  vaultSecretsReadBy,
} from '../../scripts/lib/project-sources'
import { localKeys } from '../../stack/gateway/keys'

const repoRoot = path.resolve(__dirname, '../..')
const scratch: string[] = []
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'launch-check-migrations-'))
  scratch.push(dir)
  for (const [name, sql] of Object.entries(files)) writeFileSync(path.join(dir, name), sql)
  return dir
}

const local = { anonKey: localKeys.anonKey, secretKey: localKeys.secretKey }

describe('the jobs and Vault secrets the migrations schedule', () => {
  it('finds deliver-notifications in the project’s migrations, reading project_url and a credential from Vault', () => {
    const jobs = scheduledJobs(projectMigrations(path.join(repoRoot, 'supabase/migrations')))
    const job = jobs.find((candidate) => candidate.name === 'deliver-notifications')
    expect(job?.migration).toMatch(/^\d+_\w+\.sql$/)
    expect(job?.vaultSecrets).toContain('project_url')
    expect(job?.vaultSecrets).toHaveLength(2)
  })

  it('reads the Vault names of a dollar-quoted command that holds semicolons, and ignores comments', () => {
    const dir = migrationsDir({
      '20250101000000_a.sql': `-- cron.schedule('commented-out', '* * * * *', 'select 1');
select cron.schedule('nightly', '0 3 * * *', $cmd$
  select 1; select net.http_post(url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url'),
  headers := jsonb_build_object('Authorization', (select decrypted_secret from vault.decrypted_secrets where name = 'nightly_secret')));
$cmd$);`,
    })
    expect(scheduledJobs(projectMigrations(dir))).toEqual([
      {
        name: 'nightly',
        migration: '20250101000000_a.sql',
        vaultSecrets: ['project_url', 'nightly_secret'],
      },
    ])
  })

  it('drops a job a later migration unschedules, and keeps the last migration that schedules one', () => {
    const dir = migrationsDir({
      '20250101000000_a.sql': `select cron.schedule('old', '* * * * *', 'select 1'); select cron.schedule('kept', '* * * * *', 'select 1');`,
      '20250102000000_b.sql': `select cron.unschedule('old'); select cron.schedule('kept', '*/5 * * * *', 'select 2');`,
    })
    expect(scheduledJobs(projectMigrations(dir)).map((job) => [job.name, job.migration])).toEqual([
      ['kept', '20250102000000_b.sql'],
    ])
  })

  it('reads Vault names from a live job’s command', () => {
    expect(
      vaultSecretsReadBy(
        `select (select decrypted_secret from vault.decrypted_secrets where name = 'project_url'), (select decrypted_secret from vault.decrypted_secrets where name='deliver_notifications_secret')`,
      ),
    ).toEqual(['project_url', 'deliver_notifications_secret'])
  })
})

describe('the functions a deploy uploads', () => {
  it('lists every folder with an index.ts except _shared, with verify_jwt from config.toml', () => {
    const functions = projectFunctions(
      path.join(repoRoot, 'supabase/functions'),
      path.join(repoRoot, 'supabase/config.toml'),
    )
    const names = functions.map((fn) => fn.name)
    expect(names).toContain('deliver-notifications')
    expect(names).toContain('send-contact-notification')
    expect(names).not.toContain('_shared')
    expect(functions.find((fn) => fn.name === 'deliver-notifications')?.verifyJwt).toBe(false)
  })

  it('takes Supabase’s default verify_jwt = true for a function config.toml does not name', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'launch-check-functions-'))
    scratch.push(dir)
    mkdirSync(path.join(dir, 'new-function'))
    writeFileSync(path.join(dir, 'new-function', 'index.ts'), '')
    mkdirSync(path.join(dir, 'no-entrypoint'))
    expect(projectFunctions(dir, path.join(dir, 'missing.toml'))).toEqual([
      { name: 'new-function', verifyJwt: true },
    ])
  })
})

describe('which project is checked', () => {
  it('is the local stack by default, on STACK_PORT_BASE’s ports with the demo anon key', () => {
    const target = resolveTarget([], { STACK_PORT_BASE: '60000' }, repoRoot, local)
    expect(target).toMatchObject({
      kind: 'local',
      apiUrl: 'http://127.0.0.1:60000',
      databaseUrl: 'postgresql://postgres:postgres@127.0.0.1:60001/postgres',
      publishableKey: localKeys.anonKey,
    })
  })

  it('is a hosted project when its URL is given, with keys and database URL from the environment', () => {
    const target = resolveTarget(
      ['--api-url', 'https://abcdefghijklmnop.supabase.co/'],
      {
        SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc',
        LAUNCH_DATABASE_URL:
          'postgresql://postgres.abcdefghijklmnop:pw@aws-0-us-west-1.pooler.supabase.com:5432/postgres',
      },
      repoRoot,
      local,
    )
    expect(target).toMatchObject({
      kind: 'hosted',
      apiUrl: 'https://abcdefghijklmnop.supabase.co',
      publishableKey: 'sb_publishable_abc',
    })
    expect(target.databaseUrl).toContain('pooler.supabase.com')
  })

  it('refuses an option it does not know, naming it', () => {
    expect(() => resolveTarget(['--db', 'x'], {}, repoRoot, local)).toThrow('Unknown option --db')
    expect(() => resolveTarget(['--api-url'], {}, repoRoot, local)).toThrow(
      '--api-url needs a value',
    )
  })
})

function hosted(overrides: Partial<LaunchTarget> = {}): LaunchTarget {
  return {
    ...resolveTarget(['--api-url', 'https://abcdefghijklmnop.supabase.co'], {}, repoRoot, local),
    publishableKey: 'sb_publishable_abc',
    ...overrides,
  }
}

describe('the site’s key and placeholders', () => {
  it('refuses a secret key or the service-role JWT as the site’s key, and accepts a publishable one', () => {
    expect(checkSiteKey(hosted({ publishableKey: 'sb_secret_abc' })).status).toBe('fail')
    expect(checkSiteKey(hosted({ publishableKey: localKeys.serviceRoleKey })).status).toBe('fail')
    expect(checkSiteKey(hosted()).status).toBe('pass')
    expect(checkSiteKey(hosted({ publishableKey: localKeys.anonKey })).message).toContain('anon')
  })

  it('fails each placeholder for a hosted project and a build that points at another project', () => {
    const results = checkSitePlaceholders(hosted(), {
      buildEnv: { VITE_SUPABASE_URL: 'https://otherproject.supabase.co' },
      functionSecrets: {},
    })
    const failed = results.filter((result) => result.status === 'fail').map((r) => r.message)
    expect(failed).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Public phone (VITE_CONTACT_PHONE)'),
        expect.stringContaining('Notification recipients (NOTIFY_TO secret)'),
        expect.stringContaining('not the project checked here'),
      ]),
    )
  })

  it('only lists the placeholders on the local stack, where they are expected', () => {
    const target = resolveTarget([], {}, repoRoot, local)
    const results = checkSitePlaceholders(target, { buildEnv: {}, functionSecrets: {} })
    expect(results.map((result) => result.status)).toEqual(['warn'])
    expect(results[0]!.message).toContain('Public phone')
  })
})
