/**
 * The slow-phone section of `npm run bench`, and the helpers the e2e spec
 * tests/e2e/slow-phone.spec.ts shares with it: the three intake forms as a rural teacher meets
 * them, on the production build served by the local site host, with the slow profile applied
 * through the DevTools protocol (400 kbit/s each way, 400 ms round trip, CPU slowed 4x).
 *
 * Per form route it prints
 * - the load event, and how long after it the form's code was fetched at idle (the boot's
 *   `form-code-ready` mark, src/boot.ts);
 * - the first tap's response: from the pointer going down on the submit button to the first frame
 *   after the form changed (the button saying it is sending, the error summary, anything), when
 *   the form is filled and sent straight after the load event (before the code is there: the boot
 *   answers) and when it is sent once the code is there (as a person who typed for a while);
 * - the time from that tap to the confirmation (the reference on screen), without a second tap.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Browser, Page } from 'playwright'

/** The profile we measure against: a phone on a rural network. */
export const SLOW_PROFILE = {
  downloadKbps: 400,
  uploadKbps: 400,
  rttMs: 400,
  cpuSlowdown: 4,
} as const

/** The three intake forms: their route and their final button. */
export const SLOW_FORMS = [
  { route: '/contact', first: 'Send Message', submit: 'Send Message' },
  // The application's first button shows the answers for checking; the second one sends.
  { route: '/ai-coach-application', first: 'Continue', submit: 'Submit Application' },
  { route: '/join-alliance', first: 'Join the Alliance', submit: 'Join the Alliance' },
] as const

export async function applySlowProfile(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PROFILE.rttMs,
    downloadThroughput: (SLOW_PROFILE.downloadKbps * 1000) / 8,
    uploadThroughput: (SLOW_PROFILE.uploadKbps * 1000) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PROFILE.cpuSlowdown })
}

const LONG_ANSWER =
  'I teach in a small school district and want to help colleagues and families use AI tools well.'

/**
 * Fills every visible field of the page's form as a person would (the hidden honeypot stays
 * empty): names, an e-mail address, a phone number, a choice in every list and radio group, and a
 * sentence in every text area. `fill` types into the prerendered fields whether or not the app has
 * taken them over; the boot hands what was typed to the app.
 */
export async function fillVisibleForm(page: Page, email: string): Promise<void> {
  const form = page.locator('main form').first()
  for (const field of await form.locator('input, textarea, select').all()) {
    // The honeypot is off-screen and out of the tab order: a person never reaches it.
    if (!(await field.isVisible()) || (await field.getAttribute('tabindex')) === '-1') continue
    const tag = await field.evaluate((element) => element.tagName.toLowerCase())
    const type = (await field.getAttribute('type')) ?? 'text'
    const autocomplete = (await field.getAttribute('autocomplete')) ?? ''
    if (tag === 'select') {
      const value = await field.evaluate(
        (element) =>
          [...(element as HTMLSelectElement).options].find((option) => option.value)?.value ?? '',
      )
      await field.selectOption(value)
    } else if (tag === 'textarea') {
      await field.fill(LONG_ANSWER)
    } else if (type === 'radio') {
      const name = await field.getAttribute('name')
      const checked = await form.locator(`input[name="${name}"]:checked`).count()
      if (!checked) await field.check()
    } else if (type === 'checkbox') {
      await field.check()
    } else if (type === 'email') {
      await field.fill(email)
    } else if (type === 'tel') {
      await field.fill('208-555-0100')
    } else if (autocomplete === 'given-name') {
      await field.fill('Bench')
    } else if (autocomplete === 'family-name') {
      await field.fill('Visitor')
    } else if (type === 'text' || type === 'url' || type === '') {
      await field.fill(type === 'url' ? 'https://example.org' : 'Boise School District')
    }
  }
}

/**
 * Arms the page to time the next tap on `button`: from its pointerdown to the first animation
 * frame after anything in the form changed (the boot's busy marks, the app's 'Sending...', the
 * error summary). Resolves through `window.__firstTapMs`.
 */
export async function armTapTimer(page: Page, buttonName: string): Promise<void> {
  await page.evaluate((name) => {
    const button = [...document.querySelectorAll('main form button[type="submit"]')].find(
      (element) => element.textContent?.trim() === name,
    )
    const form = button?.closest('form')
    if (!button || !form) throw new Error(`no submit button "${name}"`)
    const win = window as unknown as { __firstTapMs?: Promise<number> }
    win.__firstTapMs = new Promise<number>((resolve) => {
      let tappedAt = -1
      const observer = new MutationObserver(() => {
        if (tappedAt < 0) return
        observer.disconnect()
        requestAnimationFrame(() => resolve(performance.now() - tappedAt))
      })
      document.addEventListener(
        'pointerdown',
        () => {
          tappedAt = performance.now()
          observer.observe(form, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          })
        },
        { capture: true, once: true },
      )
    })
  }, buttonName)
}

export async function readTapTimer(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __firstTapMs: Promise<number> }).__firstTapMs)
}

/** The load event, in ms from the navigation's start. */
export async function loadEventMs(page: Page): Promise<number> {
  await page.waitForLoadState('load')
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    return navigation?.loadEventStart ?? NaN
  })
}

/** The boot's mark once the form's code was fetched at idle, in ms from the navigation's start. */
export async function formCodeReadyMs(page: Page, timeoutMs = 120_000): Promise<number> {
  await page.waitForFunction(
    () => performance.getEntriesByName('form-code-ready').length > 0,
    undefined,
    { timeout: timeoutMs, polling: 200 },
  )
  return page.evaluate(() => performance.getEntriesByName('form-code-ready')[0]?.startTime ?? NaN)
}

type Outcome = { loadMs: number; readyMs: number; tapMs: number; confirmedMs: number }

/** One visit: open the form, fill it (at once, or once its code is there), send, confirmation. */
async function visit(
  browser: Browser,
  baseUrl: string,
  form: (typeof SLOW_FORMS)[number],
  when: 'at-load' | 'code-ready',
  email: string,
): Promise<Outcome> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  })
  const page = await context.newPage()
  try {
    await applySlowProfile(page)
    await page.goto(`${baseUrl}${form.route}`, { waitUntil: 'load', timeout: 180_000 })
    const loadMs = await loadEventMs(page)
    let readyMs = NaN
    if (when === 'code-ready') readyMs = (await formCodeReadyMs(page)) - loadMs
    await fillVisibleForm(page, email)
    await armTapTimer(page, form.first)
    const tapped = Date.now()
    await page.locator('main form button[type="submit"]').first().click({ timeout: 180_000 })
    const tapMs = await readTapTimer(page)
    if (form.first !== form.submit) {
      await page.getByRole('button', { name: form.submit }).click({ timeout: 180_000 })
    }
    await page.locator('[data-reference]').waitFor({ timeout: 180_000 })
    const confirmedMs = Date.now() - tapped
    if (when === 'at-load') readyMs = (await formCodeReadyMs(page).catch(() => NaN)) - loadMs
    return { loadMs, readyMs, tapMs, confirmedMs }
  } finally {
    await context.close()
  }
}

const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a')

/** The last run's figures, printed beside this run's (bench-results/ is not committed). */
const RESULT_FILE = 'bench-results/slow-phone.json'
type KeptFigures = Record<string, { tapMs: number; confirmedMs: number; measuredAt: string }>

function readPrevious(): KeptFigures {
  try {
    return JSON.parse(readFileSync(RESULT_FILE, 'utf8')) as KeptFigures
  } catch {
    return {}
  }
}

/**
 * The table's rows: per form route, a visit that sends at once and one that sends when ready,
 * each with the previous run's first tap and confirmation beside it.
 */
export async function benchSlowPhone(
  browser: Browser,
  baseUrl: string,
  runId: string,
): Promise<string[][]> {
  const previous = readPrevious()
  const kept: KeptFigures = {}
  const measuredAt = new Date().toISOString()
  const rows: string[][] = []
  for (const form of SLOW_FORMS) {
    for (const when of ['at-load', 'code-ready'] as const) {
      const email = `bench-slow-${runId}-${form.route.slice(1)}-${when}@example.org`
      const outcome = await visit(browser, baseUrl, form, when, email)
      const key = `${form.route} ${when}`
      const before = previous[key]
      kept[key] = { tapMs: outcome.tapMs, confirmedMs: outcome.confirmedMs, measuredAt }
      rows.push([
        form.route,
        when === 'at-load' ? 'sent straight after load' : 'sent once the code is there',
        seconds(outcome.loadMs),
        seconds(outcome.readyMs),
        `${outcome.tapMs.toFixed(0)} ms`,
        seconds(outcome.confirmedMs),
        before
          ? `${before.tapMs.toFixed(0)} ms, ${seconds(before.confirmedMs)} (${before.measuredAt.slice(0, 10)})`
          : 'none kept',
      ])
    }
  }
  mkdirSync(dirname(RESULT_FILE), { recursive: true })
  writeFileSync(RESULT_FILE, `${JSON.stringify(kept, null, 2)}\n`)
  return rows
}

export const SLOW_PHONE_HEADER = [
  'route',
  'visit',
  'load event',
  'form code ready after load',
  'first tap → screen changes',
  'tap → confirmation',
  'previous run: first tap, confirmation',
]
