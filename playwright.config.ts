import { join } from 'node:path'
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
    trace: 'retain-on-failure',
  },
  // The admin signs in once (admin.setup.ts) and the admin tests reuse that session; the teardown
  // removes that admin after every project that depends on the setup has run.
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/, teardown: 'teardown' },
    { name: 'teardown', testMatch: /\.teardown\.ts$/ },
    // Fully parallel: fixtures make and remove each test's rows and accounts, and sessions that
    // end are fresh admins', never ADMIN_STATE's. The few specs that change what every other spec
    // relies on take a lock (tests/e2e/fixtures.ts: SITE_DRAFT_LOCK, MAIL_OUTAGE_LOCK).
    { name: 'chromium', testMatch: /\.spec\.ts$/, dependencies: ['setup'], fullyParallel: true },
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
