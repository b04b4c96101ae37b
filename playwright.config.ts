import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium'

/**
 * End-to-end tests run in the system Chromium against the built site. With E2E_BASE_URL set (the
 * test runner builds and serves the site itself) nothing is started here; otherwise the preview
 * server is started on 4173 and must find a build in dist/ (`npm run build` first).
 */
const externalBaseUrl = process.env.E2E_BASE_URL
// E2E_PORT moves the preview server, so two checkouts can run their end-to-end suites at once.
const previewPort = Number(process.env.E2E_PORT ?? 4173)
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${previewPort}`
const outputDir = process.env.PW_OUTPUT_DIR ?? 'test-results'

/**
 * The specs that take the site draft's lock (tests/e2e/fixtures.ts: SITE_DRAFT_LOCK) run one at a
 * time, and most wait for a site build: together they are the suite's longest chain. Queued first,
 * in a project of their own, the chain starts at once and the other specs run beside it, rather
 * than the chain running alone at the end while the other worker idles.
 */
// Read beside this file, whatever folder Playwright is started from.
const e2eDir = fileURLToPath(new URL('tests/e2e', import.meta.url))
const siteDraftSpecs = readdirSync(e2eDir)
  .filter(
    (file) =>
      file.endsWith('.spec.ts') &&
      /lock: SITE_DRAFT_LOCK/.test(readFileSync(join(e2eDir, file), 'utf8')),
  )
  .map((file) => `**/${file}`)

// Two cores: the browser, the preview server and the stack share them. E2E_WORKERS overrides.
const workers = Number(process.env.E2E_WORKERS ?? 2)

export default defineConfig({
  testDir: 'tests/e2e',
  // Each run empties its output folder; PW_OUTPUT_DIR lets parallel runs keep theirs apart.
  outputDir,
  workers,
  // No retries: a flaky test fails the run rather than passing on its second try.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report gives npm test its slowest tests (E2E_TIMINGS_FILE, set by scripts/test.ts).
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_TIMINGS_FILE ?? join(outputDir, 'results.json') }],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    // A failed test keeps its trace: each action with the page's DOM before and after, the network
    // and the console. Without the screencast (`screenshots`), which cost about a fifth of the
    // suite's CPU on two cores (reflow.spec.ts: 186 core-seconds with it, 153 without, 143 with no
    // trace at all); the DOM snapshots show the page in the trace viewer all the same.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  // The admin signs in once (admin.setup.ts) and the admin tests reuse that session; the teardown
  // removes that admin after every project that depends on the setup has run.
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/, teardown: 'teardown' },
    { name: 'teardown', testMatch: /\.teardown\.ts$/ },
    // Fully parallel: fixtures make and remove each test's rows and accounts, and sessions that
    // end are fresh admins', never ADMIN_STATE's. The few specs that change what every other spec
    // relies on take a lock (tests/e2e/fixtures.ts: SITE_DRAFT_LOCK, MAIL_OUTAGE_LOCK).
    {
      name: 'site-draft',
      testMatch: siteDraftSpecs,
      dependencies: ['setup'],
      fullyParallel: true,
    },
    {
      name: 'chromium',
      testMatch: /\.spec\.ts$/,
      testIgnore: siteDraftSpecs,
      dependencies: ['setup'],
      fullyParallel: true,
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: `npx tsx scripts/preview.ts --port ${previewPort}`,
        url: `http://127.0.0.1:${previewPort}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
})
