/**
 * The pinned Supabase CLI (package.json's exact `supabase` devDependency) against the throwaway
 * stack's database, as a developer or the runbook runs it: it accepts supabase/config.toml without
 * a word of complaint, sees every local migration applied, and its Advisor finds nothing at WARN
 * or ERROR level. The stack reads the same config.toml keys the CLI wants.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { authSettingsFromToml } from '../gateway/auth/auth-config'
import { parseToml } from '../gateway/config-toml'
import { listMigrations } from './migrate'
import { cliDatabaseUrl, REPO_ROOT, runSupabaseCli, type CliResult } from './supabase-cli'
import { getTestStack, type TestStack } from '../../tests/support/test-stack'

/** What the CLI prints when config.toml holds something it no longer takes or soon will not. */
const CONFIG_COMPLAINT = /WARN|deprecated|no longer supported|unknown key|invalid config/i

let stack: TestStack
let remote: string

beforeAll(async () => {
  stack = await getTestStack()
  remote = `--remote=${cliDatabaseUrl(stack.dbUrl)}`
})

function everything(result: CliResult): string {
  return `${result.stderr}\n${result.stdout}`
}

interface MigrationRow {
  local: string
  remote: string
}

describe('the pinned Supabase CLI against the local stack', () => {
  it('is the version package.json pins', async () => {
    const pinned = (
      JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
        devDependencies: Record<string, string>
      }
    ).devDependencies.supabase
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/)
    const result = await runSupabaseCli(['--version'])
    expect(result.stdout.trim()).toBe(pinned)
  })

  it('accepts supabase/config.toml with no error or warning, and lists every migration as applied', async () => {
    const result = await runSupabaseCli(['migration', 'list', remote, '--output-format', 'json'])
    expect(result.code, everything(result)).toBe(0)
    expect(everything(result)).not.toMatch(CONFIG_COMPLAINT)
    const rows = (JSON.parse(result.stdout) as { migrations: MigrationRow[] }).migrations
    const local = listMigrations().map((migration) => migration.version)
    expect(rows.map((row) => row.local)).toEqual(local)
    expect(rows.filter((row) => row.remote !== row.local)).toEqual([])
  })

  it.each([
    ['a section it no longer supports', ['[local_smtp]', '[inbucket]']],
    [
      'a key it deprecated',
      ['enabled = true\ndouble_confirm_changes', 'enable_signup = true\ndouble_confirm_changes'],
    ],
  ])('complains, in words the check catches, about %s', async (_what, [current, older]) => {
    const original = readFileSync(join(REPO_ROOT, 'supabase/config.toml'), 'utf8')
    expect(original).toContain(current)
    const workdir = mkdtempSync(join(tmpdir(), 'older-config-'))
    try {
      mkdirSync(join(workdir, 'supabase'))
      writeFileSync(join(workdir, 'supabase/config.toml'), original.replace(current!, older!))
      const result = await runSupabaseCli(['migration', 'list', remote], { workdir })
      expect(everything(result)).toMatch(CONFIG_COMPLAINT)
    } finally {
      rmSync(workdir, { recursive: true, force: true })
    }
  })

  it("its Advisor (security and performance) reports nothing at WARN or ERROR on the stack's database", async () => {
    const result = await runSupabaseCli([
      'db',
      'advisors',
      remote,
      '--type',
      'all',
      '--level',
      'info',
      '--output',
      'json',
    ])
    expect(result.code, everything(result)).toBe(0)
    expect(everything(result)).not.toMatch(CONFIG_COMPLAINT)
    const findings = JSON.parse(result.stdout || '[]') as {
      name: string
      level: string
      detail: string
    }[]
    const serious = findings
      .filter((finding) => finding.level !== 'INFO')
      .map((finding) => `${finding.level} ${finding.name}: ${finding.detail}`)
    expect(serious).toEqual([])
    // What remains at INFO is only indexes a fresh database has not used yet (docs/advisor.md).
    expect([...new Set(findings.map((finding) => finding.name))]).toEqual(
      findings.length ? ['unused_index'] : [],
    )
  })
})

describe("the stack reads config.toml's keys as CLI 3 names them", () => {
  it('[auth.email] enabled = false turns e-mail sign-up off', () => {
    const on = authSettingsFromToml(
      parseToml('[auth]\nenable_signup = true\n[auth.email]\nenabled = true\n'),
    )
    const off = authSettingsFromToml(
      parseToml('[auth]\nenable_signup = true\n[auth.email]\nenabled = false\n'),
    )
    expect(on.enableSignup).toBe(true)
    expect(off.enableSignup).toBe(false)
  })

  it('the project config has no key CLI 3 renamed', () => {
    const config = parseToml(readFileSync(join(REPO_ROOT, 'supabase/config.toml'), 'utf8'))
    expect(config.has('inbucket')).toBe(false)
    expect(config.get('local_smtp')).toBeDefined()
    expect(config.get('auth.email')).not.toHaveProperty('enable_signup')
    expect(config.get('auth.sms')).not.toHaveProperty('enable_signup')
  })
})
