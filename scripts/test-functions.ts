/**
 * `npm run test:functions`: type-checks every edge function from a copy of `supabase/` alone (what
 * a deploy uploads), then runs the Deno tests beside them, with the project's own Deno (the `deno`
 * npm package) and a project-local DENO_DIR.
 *
 * Each function has its own deno.json (Supabase's layout), so each folder is checked and tested
 * with `--config` pointing at it; `_shared/` tests borrow the first function's config. Run from
 * the repository root without `--config`, Deno would pick up package.json instead.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import {
  checkFunctionsDeployable,
  describeFailure,
  findFunctions,
} from './lib/functions-deploy-check.ts'

const root = path.resolve(import.meta.dirname, '..')
const functionsDir = path.join(root, 'supabase', 'functions')
const deno = path.join(root, 'node_modules', '.bin', 'deno')
const env = { ...process.env, DENO_DIR: path.join(root, '.deno'), NO_COLOR: '1' }

const functions = findFunctions(functionsDir)

if (functions.length === 0) {
  console.error('No edge functions (a folder with index.ts and deno.json) in supabase/functions')
  process.exit(1)
}

const failures: string[] = []
function run(label: string, args: string[]) {
  console.log(`\n$ deno ${args.join(' ')}`)
  const result = spawnSync(deno, args, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) failures.push(label)
}

console.log('\n$ deno check <each function>, in a copy of supabase/ alone (as a deploy uploads it)')
for (const check of checkFunctionsDeployable({
  supabaseDir: path.join(root, 'supabase'),
  deno,
  denoDir: env.DENO_DIR,
})) {
  if (check.ok) {
    console.log(`ok - ${check.name} type-checks from supabase/ alone`)
  } else {
    console.error(`not ok - ${describeFailure(check)}`)
    if (check.missingImports.length > 0) console.error(check.output)
    failures.push(`deploy check ${check.name}`)
  }
}

const permissions = ['--allow-net', '--allow-env', '--allow-read']
for (const name of functions) {
  const config = path.join('supabase', 'functions', name, 'deno.json')
  run(`test ${name}`, [
    'test',
    ...permissions,
    '--config',
    config,
    path.join('supabase', 'functions', name),
  ])
}
const sharedConfig = path.join('supabase', 'functions', functions[0]!, 'deno.json')
run('test _shared', [
  'test',
  ...permissions,
  '--config',
  sharedConfig,
  path.join('supabase', 'functions', '_shared'),
])

if (failures.length > 0) {
  console.error(`\nEdge function checks failed: ${failures.join(', ')}`)
  process.exit(1)
}
console.log(`\nEdge functions: ${functions.length} checked and tested, all passed.`)
