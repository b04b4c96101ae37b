/**
 * Migrations, the seed and cron jobs run as `postgres`, which is not a superuser, as `db push` and
 * pg_cron run them on hosted Supabase: a migration that needs a superuser fails locally as it
 * would on launch day. The migrations here are applied by the pinned Supabase CLI itself
 * (`supabase db push`, stack/db/migrate.ts), as the stack applies the project's own. Also hosted's safeupdate for the API roles (as far as the stack can hold
 * it: see README "What the local stack holds you to").
 */
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR, pushMigrations } from './migrate'
import { REPO_ROOT } from './supabase-cli'
import { getTestStack, type TestStack } from '../../tests/support/test-stack'
import { connectStackDb } from '../../tests/support/stack-db'

let stack: TestStack
let db: pg.Client
let dir: string

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack)
  dir = mkdtempSync(join(tmpdir(), 'superuser-only-migrations-'))
})

afterAll(async () => {
  await db?.end()
  rmSync(dir, { recursive: true, force: true })
})

/**
 * Pushes one new migration to the stack as `postgres` with `supabase db push`, from a copy of the
 * project's supabase/ folder (config.toml and every migration the stack already has) plus that
 * file. Returns the versions the push applied.
 */
async function applyOne(version: string, sql: string) {
  rmSync(dir, { recursive: true, force: true })
  dir = mkdtempSync(join(tmpdir(), 'superuser-only-migrations-'))
  mkdirSync(join(dir, 'supabase'))
  copyFileSync(join(REPO_ROOT, 'supabase/config.toml'), join(dir, 'supabase/config.toml'))
  cpSync(MIGRATIONS_DIR, join(dir, 'supabase/migrations'), { recursive: true })
  writeFileSync(join(dir, 'supabase/migrations', `${version}_probe.sql`), sql)
  return (await pushMigrations(stack.dbUrl, { workdir: dir })).applied
}

describe('the migration path as hosted runs it', () => {
  it('the stack signs in for migrations as postgres, which is not a superuser', async () => {
    expect(new URL(stack.dbUrl).username).toBe('postgres')
    const { rows } = await db.query<Record<string, boolean>>(
      `select rolsuper, rolcreaterole, rolcreatedb, rolbypassrls, rolreplication
       from pg_roles where rolname = current_user`,
    )
    expect(rows[0]).toEqual({
      rolsuper: false,
      rolcreaterole: true,
      rolcreatedb: true,
      rolbypassrls: true,
      rolreplication: true,
    })
  })

  it.each([
    ['creating a superuser role', 'create role superuser_probe superuser;'],
    ['making postgres a superuser', 'alter role postgres superuser;'],
    ['running a program with COPY', `copy (select 1) to program 'true';`],
    ['reading a server file', `select pg_catalog.pg_read_file('postgresql.conf');`],
    ['changing an object owned by the auth service', 'alter table auth.users owner to postgres;'],
  ])('a migration %s is refused, and nothing of it is recorded', async (_what, sql) => {
    const version = `2099010100${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`
    await expect(applyOne(version, sql)).rejects.toThrow(
      /permission denied|must be superuser|must be owner|must have privileges|must be able to SET ROLE/,
    )
    const { rowCount } = await db.query(
      'select 1 from supabase_migrations.schema_migrations where version = $1',
      [version],
    )
    expect(rowCount).toBe(0)
  })

  it('ALTER SYSTEM is refused to postgres', async () => {
    await expect(db.query(`alter system set work_mem = '8MB'`)).rejects.toThrow(/permission denied/)
  })

  it('what hosted lets postgres do still works: schemas, trusted extensions, grants, Vault, cron', async () => {
    const version = '20990102000000'
    try {
      const applied = await applyOne(
        version,
        `create schema hosted_probe;
         create extension if not exists pg_trgm with schema extensions;
         create table hosted_probe.t (id int primary key);
         grant usage on schema hosted_probe to anon;
         grant select on hosted_probe.t to anon;
         select vault.create_secret('probe-value', 'hosted_probe_secret');
         select cron.schedule('hosted-probe', '0 3 * * *', 'select 1');
         select cron.unschedule('hosted-probe');
         drop schema hosted_probe cascade;
         delete from vault.secrets where name = 'hosted_probe_secret';`,
      )
      expect(applied).toEqual([version])
    } finally {
      await db.query('delete from supabase_migrations.schema_migrations where version = $1', [
        version,
      ])
    }
  })

  it('the deliver-notifications cron job runs as postgres, which cannot write cron.job itself', async () => {
    const { rows } = await db.query<{ username: string }>(
      `select username from cron.job where jobname = 'deliver-notifications'`,
    )
    expect(rows).toEqual([{ username: 'postgres' }])
    await expect(
      db.query(
        `update cron.job set schedule = '* * * * *' where jobname = 'deliver-notifications'`,
      ),
    ).rejects.toThrow(/permission denied/)
  })
})

describe('Vault as hosted keeps it', () => {
  it('stores secrets encrypted, with no key in the database, and the API roles cannot read them', async () => {
    const { rows } = await db.query<{ secret: string; decrypted_secret: string }>(
      `select secret, decrypted_secret from vault.decrypted_secrets where name = 'project_url'`,
    )
    expect(rows[0]?.decrypted_secret).toBe(stack.apiUrl)
    expect(rows[0]?.secret).not.toContain(stack.apiUrl)
    expect(rows[0]?.secret).toMatch(/^[A-Za-z0-9+/=\s]+$/)
    const everything = await db.query<{ text: string }>(
      `select string_agg(t::text, ' ') as text from vault.secrets t`,
    )
    expect(everything.rows[0]?.text).not.toContain(stack.deliverNotificationsSecret)
    for (const role of ['anon', 'authenticated', 'service_role']) {
      await db.query('begin')
      try {
        await db.query(`set local role ${role}`)
        await expect(
          db.query('select decrypted_secret from vault.decrypted_secrets'),
        ).rejects.toThrow(/permission denied/)
      } finally {
        await db.query('rollback')
      }
    }
  })
})

describe('safeupdate for the API roles', () => {
  it.each([
    ['PATCH', 'UPDATE requires a WHERE clause'],
    ['DELETE', 'DELETE requires a WHERE clause'],
  ])(
    'a %s without a filter is refused with 21000, even with the secret key',
    async (method, message) => {
      const response = await fetch(`${stack.apiUrl}/rest/v1/contact_submissions`, {
        method,
        headers: { apikey: stack.secretKey, 'Content-Type': 'application/json' },
        body: method === 'PATCH' ? JSON.stringify({ status: 'closed' }) : undefined,
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ code: '21000', message })
    },
  )

  it('no function in public or private runs an UPDATE or DELETE without a WHERE clause', async () => {
    const { rows } = await db.query<{ name: string; source: string }>(
      `select n.nspname || '.' || p.proname as name, p.prosrc as source
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and p.prolang in (
         select oid from pg_language where lanname in ('sql', 'plpgsql')
       )`,
    )
    expect(rows.length).toBeGreaterThan(10)
    const offenders = rows.flatMap((row) =>
      statementsWithoutWhere(row.source).map((statement) => `${row.name}: ${statement}`),
    )
    expect(offenders).toEqual([])
    // The check itself finds what safeupdate refuses.
    expect(statementsWithoutWhere('begin update public.t set a = 1; end')).toHaveLength(1)
    expect(statementsWithoutWhere('delete from public.t;')).toHaveLength(1)
    expect(
      statementsWithoutWhere(
        'insert into t values (1) on conflict (id) do update set a = 1; select 1 for update of t skip locked;',
      ),
    ).toHaveLength(0)
  })
})

/**
 * The UPDATE and DELETE statements of a function body that have no WHERE clause (what
 * pg-safeupdate refuses). Comments and quoted strings are removed first; dynamic SQL inside
 * dollar quotes is kept, since it runs too.
 */
function statementsWithoutWhere(source: string): string[] {
  const code = source
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''")
  return code
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .flatMap((statement) => {
      const write =
        /\bupdate\s+(?:only\s+)?[\w."%]+(?:\s+(?:as\s+)?\w+)?\s+set\b|\bdelete\s+from\b/i.exec(
          statement,
        )
      if (!write || /\bdo\s+update\s+set\b/i.test(statement.slice(0, write.index + 20))) return []
      return /\bwhere\b/i.test(statement.slice(write.index)) ? [] : [statement.slice(write.index)]
    })
}
