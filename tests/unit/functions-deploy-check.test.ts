// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  checkFunctionsDeployable,
  describeFailure,
  findFunctions,
  type FunctionCheck,
} from '../../scripts/lib/functions-deploy-check'

const repoRoot = path.resolve(import.meta.dirname, '../..')
const deno = path.join(repoRoot, 'node_modules', '.bin', 'deno')
const denoDir = path.join(repoRoot, '.deno')

/**
 * A fixture repository: one function that imports only from supabase/, one that imports the
 * site's own code (`../../../src/...`, which works in the repository and is missing once deployed),
 * a `_shared` folder and a folder without a deno.json, which are not functions.
 */
let fixtureRoot: string
let checks: FunctionCheck[]

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(fixtureRoot, file)), { recursive: true })
  writeFileSync(path.join(fixtureRoot, file), text)
}

beforeAll(() => {
  fixtureRoot = mkdtempSync(path.join(tmpdir(), 'deploy-check-fixture-'))
  write('src/content/site.ts', "export const brand = 'Idaho AI Alliance'\n")
  write('supabase/functions/_shared/greeting.ts', "export const greeting = 'hello'\n")
  write('supabase/functions/self-contained/deno.json', '{}\n')
  write(
    'supabase/functions/self-contained/index.ts',
    "import { greeting } from '../_shared/greeting.ts'\nconsole.log(greeting)\n",
  )
  write('supabase/functions/imports-the-site/deno.json', '{}\n')
  write(
    'supabase/functions/imports-the-site/index.ts',
    "import { greeting } from '../_shared/greeting.ts'\nimport { brand } from '../../../src/content/site.ts'\nconsole.log(greeting, brand)\n",
  )
  write('supabase/functions/no-config/index.ts', 'console.log(1)\n')
  checks = checkFunctionsDeployable({
    supabaseDir: path.join(fixtureRoot, 'supabase'),
    deno,
    denoDir,
  })
}, 120_000)

afterAll(() => {
  if (fixtureRoot) rmSync(fixtureRoot, { recursive: true, force: true })
})

describe('functions deploy check', () => {
  it('finds functions by their folders: index.ts and deno.json, never _shared', () => {
    expect(findFunctions(path.join(fixtureRoot, 'supabase', 'functions'))).toEqual([
      'imports-the-site',
      'self-contained',
    ])
  })

  it('passes a function that imports only from supabase/', () => {
    const check = checks.find((entry) => entry.name === 'self-contained')
    expect(check, check?.output).toMatchObject({ ok: true, missingImports: [] })
  })

  it('fails a function that imports the site code, naming the function and the import', () => {
    const check = checks.find((entry) => entry.name === 'imports-the-site')
    expect(check?.ok).toBe(false)
    expect(check?.missingImports).toEqual([
      {
        module: 'src/content/site.ts',
        importedAt: 'supabase/functions/imports-the-site/index.ts:2:23',
        outsideSupabase: true,
      },
    ])
    expect(describeFailure(check!)).toBe(
      'imports-the-site does not deploy as it is: imports src/content/site.ts (at supabase/functions/imports-the-site/index.ts:2:23), which is outside supabase/ and is not deployed',
    )
  })
})
