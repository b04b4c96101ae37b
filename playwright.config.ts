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

/**
 * Specs that change state every other spec relies on run apart from the rest (issue 35, part 6);
 * everything else runs fully parallel over its own data (fixtures make and remove their rows and
 * accounts; sessions that end are fresh admins', never ADMIN_STATE's).
 * - Site publishing: the one site draft (public.site_content_draft) and the site host's rebuild are
 *   single for the whole stack, so these specs run one at a time, beside the parallel ones.
 * - Mail outage: setAccepting(false) stops the inbox for everyone, so these run last and alone.
 */
const SITE_PUBLISHING = [
  'desk-journeys', // saves a change to the site draft
  'news',
  'operations-manager',
  'page-copy',
  'partner-logos',
  'site-content',
]
const MAIL_OUTAGE = ['mail-health', 'mail-health-keyboard']
const specs = (names: string[]) => new RegExp(`/(${names.join('|')})\\.spec\\.ts$`)

// Two cores: the browser, the preview server and the stack share them. E2E_WORKERS overrides.
const workers = Number(process.env.E2E_WORKERS ?? 3)

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
    {
      name: 'chromium',
      testMatch: /\.spec\.ts$/,
      testIgnore: [specs(SITE_PUBLISHING), specs(MAIL_OUTAGE)],
      dependencies: ['setup'],
      fullyParallel: true,
    },
    {
      name: 'site publishing',
      testMatch: specs(SITE_PUBLISHING),
      dependencies: ['setup'],
      workers: 1,
    },
    {
      // Playwright runs a project only once its dependencies passed: after a failure elsewhere
      // these are listed as not run (the run has already failed).
      name: 'mail outage',
      testMatch: specs(MAIL_OUTAGE),
      dependencies: ['setup', 'chromium', 'site publishing'],
      workers: 1,
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
