/**
 * `npm test`: every suite — system packages, types, lint, formatting, unit tests, then a
 * throwaway local stack (its own ports and database, never the data of a running `npm start`) for
 * the generated-types check, pgTAP, the migration baseline's schema comparison, Supabase's Advisor,
 * the gateway contract tests, the edge functions and the end-to-end tests against the built,
 * prerendered site. Fails if any suite fails.
 *
 * Independent suites run side by side in three lanes, to finish sooner on a small machine: the
 * static checks; the unit tests then Deno; the stack's suites (the stack starts while the other
 * lanes run, and the contract tests run beside the site's build). The end-to-end suite, which wants
 * the whole machine, starts once the other lanes are done.
 */
import { join } from 'node:path'
import { cliDatabaseUrl } from '../stack/db/supabase-cli'
import { LOCAL_PUBLISHABLE_KEY } from '../stack/gateway/keys'
import { extraEnv, lane, printSummary, results, run, timingsDir } from './lib/test-runner'

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
// The Deno tests (functions) need no stack: scripts/test-functions.ts runs them on their own.
const needsStack = ['types-check', 'db', 'stack', 'e2e'].some(wants)

const systemOk = await run('system packages', npm, ['run', '-s', 'test:system'])
const buffered = true

/**
 * types, lint, formatting, lockfile, workflows, import cycles, unused exports: one process each, in
 * a row.
 */
const staticLane = () =>
  wants('static')
    ? lane(
        () =>
          run(
            'lockfile accepted by npm ci',
            'npx',
            ['tsx', 'scripts/restore-optional-lock-entries.ts', '--check'],
            { buffered },
          ),
        () => run('typecheck', npm, ['run', '-s', 'typecheck'], { buffered }),
        () => run('lint', npm, ['run', '-s', 'lint'], { buffered }),
        () => run('format', npm, ['run', '-s', 'format:check'], { buffered }),
        () =>
          run('workflows (actionlint)', 'npx', ['tsx', 'scripts/lint-workflows.ts'], { buffered }),
        () => run('import cycles', 'npx', ['tsx', 'scripts/check-import-cycles.ts'], { buffered }),
        () => run('unused exports (knip)', npm, ['run', '-s', 'lint:unused'], { buffered }),
      )
    : Promise.resolve()

/** The unit tests, then the edge functions' own tests in Deno (neither needs the stack). */
const unitLane = () =>
  lane(
    () =>
      wants('unit')
        ? run(
            'unit',
            npm,
            [
              'run',
              '-s',
              'test:unit',
              '--',
              '--reporter=default',
              '--reporter=json',
              `--outputFile.json=${join(timingsDir, 'unit.json')}`,
            ],
            { buffered },
          )
        : undefined,
    () =>
      wants('functions')
        ? run('edge functions (Deno)', npm, ['run', '-s', 'test:functions'], { buffered })
        : undefined,
  )

let stopStack: (() => Promise<void>) | undefined

async function startStack(): Promise<void> {
  const stackStarted = Date.now()
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
}

function siteEnv(): Record<string, string> {
  return {
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
}

/**
 * The database's suites on the stack's cluster, in two lanes: the checks of the stack's own
 * database (types, pgTAP, the Advisor: in this order, as before), and beside them the baseline
 * comparison, which builds its two databases next to it.
 */
async function databaseSuites(dbUrl: string): Promise<void> {
  const ownDatabase = async () => {
    if (wants('types-check')) {
      await run(
        'generated types are current',
        npm,
        ['run', '-s', 'db:types', '--', '--check', '--db-url', dbUrl],
        { buffered },
      )
    }
    if (!wants('db')) return
    if (systemOk) await run('database (pgTAP)', npm, ['run', '-s', 'test:db'], { buffered })
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
      {
        env: {
          DO_NOT_TRACK: '1',
          SUPABASE_TELEMETRY_DISABLED: '1',
          SUPABASE_NO_UPDATE_NOTIFIER: '1',
        },
        buffered,
      },
    )
    // The dashboard's lints 0028/0029 (definer functions the API roles may execute), which the
    // pinned CLI does not embed: splinter's own SQL, run by scripts/check-definer-lints.ts.
    await run(
      'Advisor (splinter 0028/0029)',
      'npx',
      ['tsx', 'scripts/check-definer-lints.ts', '--db-url', dbUrl],
      { buffered },
    )
  }
  await Promise.all([
    ownDatabase(),
    // The migration baseline builds the schema the archived history built
    // (docs/migration-baseline.md), and its database proves the migrations apply cleanly.
    wants('db')
      ? run('schema: baseline = history', npm, ['run', '-s', 'test:schema-baseline'], { buffered })
      : undefined,
  ])
}

/**
 * The stack's lane: start it, the database's suites, then the contract tests beside the site's
 * build (the build only needs the stack's addresses, not its data). Returns whether the site built.
 */
async function stackLane(): Promise<boolean> {
  if (!needsStack) return false
  await startStack()
  if (!stopStack) return false
  await databaseSuites(extraEnv.TEST_STACK_DB_URL ?? '')
  const [, built] = await Promise.all([
    wants('stack')
      ? run(
          'gateway contract',
          npm,
          [
            'run',
            '-s',
            'test:stack',
            '--',
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${join(timingsDir, 'stack.json')}`,
          ],
          { buffered },
        )
      : undefined,
    wants('e2e')
      ? run('build (prerendered)', npm, ['run', '-s', 'build'], { env: siteEnv(), buffered })
      : false,
  ])
  return built === true
}

const [, , built] = await Promise.all([staticLane(), unitLane(), stackLane()])

if (built && systemOk) {
  // playwright.config.ts serves dist/ with the preview server (same headers as production). The
  // browsers, which would be visitors' own machines, run below the stack (nice 0) and the site
  // host's builds (nice 5, stack/site-host/builder.ts): on two cores the stack answers first, a
  // publication's build is not starved by the other worker's browser, and the browsers take the rest.
  await run(
    'end-to-end (Chromium)',
    'nice',
    ['-n', '10', npm, 'run', '-s', 'test:e2e', '--', ...playwrightArgs],
    {
      env: { ...siteEnv(), E2E_TIMINGS_FILE: join(timingsDir, 'e2e.json') },
    },
  )
}
if (stopStack) {
  try {
    await stopStack()
  } catch (error) {
    console.error('Stopping the throwaway stack failed:', error)
  }
}

process.exit(printSummary(totalStarted) ? 0 : 1)
