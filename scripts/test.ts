/**
 * `npm test`: every suite, in order — system packages, types, lint, formatting, unit tests, then a
 * throwaway local stack (its own ports and database, never the data of a running `npm start`) for
 * the generated-types check, pgTAP, the migration baseline's schema comparison, Supabase's Advisor, the gateway contract tests, the edge
 * functions and the end-to-end tests against the built, prerendered site. Fails if any suite fails.
 */
import { spawn } from 'node:child_process'
import { cliDatabaseUrl } from '../stack/db/supabase-cli'
import { LOCAL_PUBLISHABLE_KEY } from '../stack/gateway/keys'

interface SuiteResult {
  name: string
  ok: boolean
  seconds: number
  note?: string
}

const results: SuiteResult[] = []
const extraEnv: Record<string, string> = {}

function run(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<boolean> {
  const started = Date.now()
  console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`)
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, ...extraEnv, ...env, FORCE_COLOR: process.env.CI ? '0' : '1' },
    })
    child.on('exit', (code, signal) => {
      const ok = code === 0
      results.push({
        name,
        ok,
        seconds: (Date.now() - started) / 1000,
        note: signal ? `signal ${signal}` : undefined,
      })
      resolve(ok)
    })
    child.on('error', (error) => {
      results.push({ name, ok: false, seconds: (Date.now() - started) / 1000, note: error.message })
      resolve(false)
    })
  })
}

const npm = 'npm'
const totalStarted = Date.now()

/**
 * `npm test -- --only=db,stack` runs just the named suites (and the throwaway stack they need):
 * static (types, lint, format, lockfile, workflows), unit, types-check, db, stack, functions, e2e.
 * Without it every suite runs, as CI does. E2E_PORT moves the preview server (default 4173).
 */
const onlyArgument = process.argv.find((arg) => arg.startsWith('--only='))
const only = onlyArgument ? new Set(onlyArgument.slice('--only='.length).split(',')) : undefined
const wants = (suite: string) => !only || only.has(suite)
// Any other argument is handed to Playwright: `npm test -- --only=e2e tests/e2e/forms.spec.ts`.
const playwrightArgs = process.argv.slice(2).filter((arg) => !arg.startsWith('--only='))
const needsStack = ['types-check', 'db', 'stack', 'functions', 'e2e'].some(wants)

const systemOk = await run('system packages', npm, ['run', '-s', 'test:system'])
if (wants('static')) {
  await run('lockfile accepted by npm ci', 'npx', [
    'tsx',
    'scripts/restore-optional-lock-entries.ts',
    '--check',
  ])
  await run('typecheck', npm, ['run', '-s', 'typecheck'])
  await run('lint', npm, ['run', '-s', 'lint'])
  await run('format', npm, ['run', '-s', 'format:check'])
  await run('workflows (actionlint)', 'npx', ['tsx', 'scripts/lint-workflows.ts'])
  await run('import cycles', 'npx', ['tsx', 'scripts/check-import-cycles.ts'])
}
if (wants('unit')) await run('unit', npm, ['run', '-s', 'test:unit'])

let stopStack: (() => Promise<void>) | undefined
const stackStarted = Date.now()
if (needsStack)
  try {
    const { startSharedTestStack } = await import('../tests/support/test-stack.ts')
    const shared = await startSharedTestStack()
    stopStack = shared.stop
    Object.assign(extraEnv, shared.env)
    results.push({
      name: 'throwaway stack start',
      ok: true,
      seconds: (Date.now() - stackStarted) / 1000,
    })
  } catch (error) {
    // One sentence that names the fix (the stack's errors are written that way), not a stack trace.
    console.error(
      `The throwaway stack did not start: ${error instanceof Error ? error.message : String(error)}`,
    )
    results.push({
      name: 'throwaway stack start',
      ok: false,
      seconds: (Date.now() - stackStarted) / 1000,
    })
  }

if (stopStack) {
  const dbUrl = extraEnv.TEST_STACK_DB_URL ?? ''
  if (wants('types-check')) {
    await run('generated types are current', npm, [
      'run',
      '-s',
      'db:types',
      '--',
      '--check',
      '--db-url',
      dbUrl,
    ])
  }
  if (systemOk && wants('db')) await run('database (pgTAP)', npm, ['run', '-s', 'test:db'])
  // The migration baseline builds the schema the archived history built (docs/migration-baseline.md).
  if (wants('db')) {
    await run('schema: baseline = history', npm, ['run', '-s', 'test:schema-baseline'])
  }
  if (wants('db')) {
    // Supabase's own Security and Performance Advisor as the pinned CLI embeds it (splinter's
    // lints up to 0024): any WARN or ERROR fails (what stays at INFO, and why, is in docs/advisor.md).
    await run(
      'Advisor (supabase db advisors)',
      'npx',
      [
        'supabase',
        'db',
        'advisors',
        `--remote=${cliDatabaseUrl(dbUrl)}`,
        '--type',
        'all',
        '--level',
        'info',
        '--fail-on',
        'warn',
      ],
      { DO_NOT_TRACK: '1', SUPABASE_TELEMETRY_DISABLED: '1', SUPABASE_NO_UPDATE_NOTIFIER: '1' },
    )
    // The dashboard's lints 0028/0029 (definer functions the API roles may execute), which the
    // pinned CLI does not embed: splinter's own SQL, run by scripts/check-definer-lints.ts.
    await run('Advisor (splinter 0028/0029)', 'npx', [
      'tsx',
      'scripts/check-definer-lints.ts',
      '--db-url',
      dbUrl,
    ])
  }
  if (wants('stack')) await run('gateway contract', npm, ['run', '-s', 'test:stack'])
  if (wants('functions')) await run('edge functions (Deno)', npm, ['run', '-s', 'test:functions'])
  const siteEnv = {
    VITE_SUPABASE_URL: extraEnv.TEST_STACK_API_URL ?? '',
    // A publishable key, as a new hosted project hands out: the end-to-end suite proves the forms,
    // the functions and the desk work with one (the legacy anon JWT is covered by stack tests).
    VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
    VITE_SITE_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`,
    // The desk is served apart from the stack's site host, and reads the live version from it;
    // a publication not live after 90 s reads "not live yet" (tests/e2e/site-content.spec.ts).
    VITE_LIVE_SITE_URL: extraEnv.TEST_STACK_SITE_URL ?? '',
    VITE_SITE_DEPLOY_WAIT_SECONDS: '90',
  }
  const built =
    wants('e2e') && (await run('build (prerendered)', npm, ['run', '-s', 'build'], siteEnv))
  if (built && systemOk) {
    // playwright.config.ts serves dist/ with the preview server (same headers as production).
    await run(
      'end-to-end (Chromium)',
      npm,
      ['run', '-s', 'test:e2e', '--', ...playwrightArgs],
      siteEnv,
    )
  }
  try {
    await stopStack()
  } catch (error) {
    console.error('Stopping the throwaway stack failed:', error)
  }
}

const failed = results.filter((result) => !result.ok)
console.log('\n━━ Summary')
for (const result of results) {
  const mark = result.ok ? 'ok  ' : 'FAIL'
  console.log(
    `${mark}  ${result.name.padEnd(30)} ${result.seconds.toFixed(1).padStart(7)} s${result.note ? `  (${result.note})` : ''}`,
  )
}
console.log(`total ${((Date.now() - totalStarted) / 1000).toFixed(1)} s`)
console.log(`suites: ${results.length - failed.length} passed, ${failed.length} failed`)
process.exit(failed.length === 0 ? 0 : 1)
