/**
 * The admin dashboard under load, for `npm run bench` (scripts/bench.ts calls benchAdmin with the
 * built site and its throwaway stack). It seeds 10,000 coach applications and 10,000 contact
 * submissions, signs the admin in once, then measures in Chromium (median of 5 runs each):
 *
 * - navigation to a usable dashboard: from `page.goto('/admin')` with a stored session until the
 *   four counters and the first page of applications are on screen;
 * - a status change: from choosing the new status until the row's badge shows it;
 * - a search: from pressing Enter in the search box until the table shows the matching rows;
 * - the bytes /admin loads (scripts and styles, raw and gzip) and the data it fetches.
 */
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright'
import { seedLarge } from '../../stack/cli/seed-large.ts'

type Row = { metric: string; value: string; target?: string }

export interface AdminBenchContext {
  baseUrl: string
  apiUrl: string
  dbUrl: string
  admin: { email: string; password: string }
}

const RUNS = 5
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

const ms = (value: number) => `${Math.round(value)} ms`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function signIn(browser: Browser, ctx: AdminBenchContext): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${ctx.baseUrl}/auth`)
  const login = page.getByRole('tabpanel', { name: 'Login' })
  await login.getByLabel('Email').fill(ctx.admin.email)
  await login.getByLabel('Password').fill(ctx.admin.password)
  await login.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL('**/admin')
  await dashboardReady(page)
  await page.close()
  return context
}

function applicationsTable(page: Page) {
  return page.getByRole('table', { name: /Coach Applications/ })
}

async function dashboardReady(page: Page): Promise<void> {
  await page.locator('[data-counter="total"]').filter({ hasText: /\d/ }).waitFor()
  await page.locator('[data-counter="interview"]').filter({ hasText: /\d/ }).waitFor()
  await applicationsTable(page).locator('tbody tr').nth(49).waitFor()
}

export async function benchAdmin(ctx: AdminBenchContext): Promise<Row[]> {
  const seeded = await seedLarge({ dbUrl: ctx.dbUrl, applications: 10_000, contacts: 10_000 })
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  try {
    const context = await signIn(browser, ctx)
    const page = await context.newPage()

    // Bytes: the first visit to /admin with an empty cache (a fresh page in the signed-in context).
    const assets = { js: 0, jsGz: 0, css: 0, cssGz: 0, data: 0 }
    const pending: Promise<void>[] = []
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (!['script', 'stylesheet', 'fetch', 'xhr'].includes(type)) return
      pending.push(
        response
          .body()
          .then((body) => {
            if (type === 'script') {
              assets.js += body.length
              assets.jsGz += gzipSync(body).length
            } else if (type === 'stylesheet') {
              assets.css += body.length
              assets.cssGz += gzipSync(body).length
            } else {
              assets.data += body.length
            }
          })
          .catch(() => {}),
      )
    })

    const navigation: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now()
      await page.goto(`${ctx.baseUrl}/admin`)
      await dashboardReady(page)
      navigation.push(performance.now() - started)
      if (run === 0) {
        await Promise.all(pending)
        page.removeAllListeners('response')
      }
    }

    const statusChange: number[] = []
    const table = applicationsTable(page)
    for (let run = 0; run < RUNS; run++) {
      const row = table.locator('tbody tr').first()
      const badge = row.locator('[data-slot="badge"]')
      const current = (await badge.textContent())?.trim() ?? ''
      const next = current === 'Approved' ? 'Rejected' : 'Approved'
      const started = performance.now()
      await row.getByRole('combobox').selectOption({ label: next })
      await badge.filter({ hasText: next }).waitFor()
      statusChange.push(performance.now() - started)
      await page.getByText('Application status updated').first().waitFor()
    }

    const search: number[] = []
    const searchBox = page
      .getByRole('region', { name: 'Coach Applications' })
      .getByRole('searchbox', { name: 'Search by name or email' })
    const terms = ['emma', 'garcia', 'boiseschools', 'nakamura', 'liam']
    for (const term of terms) {
      await searchBox.fill('')
      await searchBox.press('Enter')
      await page.getByText(/Showing 1–50 of [\d,]+ applications/).waitFor()
      await searchBox.fill(term)
      const started = performance.now()
      await searchBox.press('Enter')
      // Every shown row matches the term (in the name or e-mail cells).
      await page.waitForFunction(
        (needle) => {
          const table = [...document.querySelectorAll('table')].find((candidate) =>
            candidate.querySelector('caption')?.textContent?.startsWith('Coach Applications'),
          )
          const rows = [...(table?.querySelectorAll('tbody tr') ?? [])]
          return (
            table !== undefined &&
            !table.hasAttribute('aria-busy') &&
            rows.length > 0 &&
            rows.every((row) => row.textContent?.toLowerCase().includes(needle))
          )
        },
        term,
        { polling: 'raf' },
      )
      search.push(performance.now() - started)
    }
    await context.close()

    return [
      {
        metric: `seeded ${seeded.applications.toLocaleString('en-US')} applications + ${seeded.contacts.toLocaleString('en-US')} contacts`,
        value: `${seeded.seconds.toFixed(1)} s`,
      },
      {
        metric: 'navigation to usable dashboard (counters + first 50 rows)',
        value: ms(median(navigation)),
        target: '< 1000 ms',
      },
      {
        metric: 'status change until the badge shows it',
        value: ms(median(statusChange)),
        target: '< 1000 ms',
      },
      {
        metric: 'search (Enter until matching rows shown)',
        value: ms(median(search)),
        target: '< 1000 ms',
      },
      { metric: '/admin scripts (raw / gzip)', value: `${kb(assets.js)} / ${kb(assets.jsGz)}` },
      { metric: '/admin styles (raw / gzip)', value: `${kb(assets.css)} / ${kb(assets.cssGz)}` },
      { metric: '/admin data fetched on first load (JSON)', value: kb(assets.data) },
    ]
  } finally {
    await browser.close()
  }
}
