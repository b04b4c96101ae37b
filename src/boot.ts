/**
 * The only script in a page's HTML, inlined there by the build (scripts/lib/inline-boot.ts). The prerendered HTML and CSS are the whole page, so nothing
 * may compete with the first paint or keep the main thread busy while the page loads: this chunk
 * is tiny (the header menus and a loader), and the app itself (React, the router, the page's
 * module) is requested
 * - at once on the SPA shell (/auth, /admin: nothing to show without it), on a form page that
 *   has something to fill in: a draft kept in this tab (after a reload) or a partner tier named
 *   by the address (/contact?subject=partnership&tier=state fills in the message; a subject alone
 *   is prerendered), and on a page whose markup asks for it with `data-start-app` (the 404 page,
 *   which logs the missing path);
 * - after the load event when someone is signed in (a supabase-js session is stored), so the
 *   header shows the link back to the desk instead of "Admin Login" without an interaction;
 * - otherwise on the visitor's first interaction with the page (pointer, touch, key, focus).
 * Until then links are plain links (a full load of another prerendered page) and the menus work
 * through `disclosure-menus.ts`. What a visitor enters into a form before the app has taken it
 * over is put back afterwards, and a form submitted before then is checked here against the rules
 * its markup carries (boot-checks.ts): refused at once with the error summary and each field's
 * message (boot-error-summary.ts), or held and submitted once the app is there, so nothing typed
 * is lost or sent as a plain GET. A failed fetch of the app is retried (RETRY_DELAYS_MS); if it
 * still fails, a held Submit gets a message next to its button.
 */
import { checkForm } from '@/components/form/boot-checks'
import { clearProblemOf, clearProblems, showProblems } from '@/components/form/boot-error-summary'
import { installDisclosureMenus } from '@/components/layout/disclosure-menus'
import { countPageViewAfterLoad } from '@/features/visits/lib/page-view-beacon'
import {
  FUNNEL_ATTRIBUTE,
  installFormFunnel,
  isFunnelForm,
  recordFormStep,
} from '@/lib/form-funnel'
import { hasStoredSession } from '@/lib/stored-session'
import { applyTimeStates } from '@/lib/time-state'
import { captureVisitAttribution } from '@/lib/visit-attribution'
import './index.css'

// Dated content (events, the banner, timeline phases) was prerendered at build time; a page built
// before the date moved on is corrected to the visitor's clock before the app loads.
applyTimeStates(document, Date.now())
installDisclosureMenus(document)
// The visit count (no cookie, nothing stored): sent after the load event, never before.
countPageViewAfterLoad()
// Where the visit came from, kept from its first page for a submission; the form funnel's views
// (after the load event) and first fields touched, so the desk sees where people give up.
captureVisitAttribution()
installFormFunnel(document)

const interactions = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'] as const
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

let started = false
/**
 * A form with an `action` is a plain HTML form that goes to another page by itself (the header's
 * site search, a GET to /search?q=…): the boot neither holds its Submit nor counts it as a form
 * page's form. The app's forms have no action: their Submit is the app's.
 */
const APP_FORM = 'form:not([action])'
const isPlainForm = (form: HTMLFormElement) => form.hasAttribute('action')
let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null
/** The latest value of every field the visitor changed before the app took the form over. */
const entered = new Map<Field, string | boolean>()

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
}

function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
}

function recordEntry(event: Event) {
  if (!isField(event.target)) return
  const field = event.target
  // A radio button fires only when it becomes checked; the one it replaced is simply unchecked.
  if (field instanceof HTMLInputElement && field.type === 'radio' && !field.checked) return
  entered.set(field, isToggle(field) ? field.checked : field.value)
}

/**
 * A Submit before the app: an answer that breaks its field's rules is shown at once, with the
 * summary and its message, and nothing is held (the visitor corrects it and taps again); a form
 * that passes says it is sending and waits for the app, which checks it again and sends it.
 */
function holdSubmit(event: SubmitEvent) {
  const form = event.target
  if (!(form instanceof HTMLFormElement) || isPlainForm(form)) return
  event.preventDefault()
  startApp()
  if (form.hasAttribute('data-boot-held')) return
  const problems = checkForm(form)
  if (problems.length > 0) {
    showProblems(form, problems)
    // The app counts a refusal in the form funnel; this one never reaches the app, so the boot
    // counts it (once per view of the form, as the app would).
    const funnel = form.getAttribute(FUNNEL_ATTRIBUTE)
    if (isFunnelForm(funnel)) recordFormStep(form, funnel, 'refused')
    return
  }
  clearProblems()
  heldSubmit = { form, submitter: event.submitter }
  showBusy(form, event.submitter)
}

/** True while the boot replays what was typed into the app: those events are no edits. */
let restoring = false

/** An edited field loses the message the boot showed for it (the app's forms do the same). */
function clearEditedProblem(event: Event) {
  if (!restoring) clearProblemOf(event.target)
}

/** Busy marks the boot put on a held form and its button, taken off once the app has it. */
const busyMarks: { element: HTMLElement; attributes: string[] }[] = []

function markBusy(element: HTMLElement, attributes: Record<string, string>) {
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  busyMarks.push({ element, attributes: Object.keys(attributes) })
}

/**
 * The answer to a Submit that comes before the app: on a slow phone the app may still be on its
 * way, and a button that does nothing is tapped again or given up on. The button says it is
 * sending at once (its own busy words, `data-busy-label`, drawn over it by index.css) and is busy
 * but still focusable; a status line outside the app's markup says the same to a screen reader.
 * Only attributes change inside #root: React's hydration leaves an extra attribute alone, while
 * changed text would make it throw the prerendered markup away.
 */
function showBusy(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
  { announce = true }: { announce?: boolean } = {},
) {
  if (form.hasAttribute('data-boot-held')) return
  const button =
    submitter && form.contains(submitter)
      ? submitter
      : form.querySelector<HTMLElement>('[type="submit"]')
  const label = button?.dataset.busyLabel ?? 'Sending…'
  markBusy(form, { 'aria-busy': 'true', 'data-boot-held': '' })
  if (button) {
    markBusy(button, {
      'aria-disabled': 'true',
      'data-boot-busy': '',
      style: `--boot-busy-color:${getComputedStyle(button).color}`,
    })
  }
  // Once the app has the form, its own button and status region say it; a second voice would
  // announce the same event twice.
  if (!announce) return
  let status = document.querySelector<HTMLElement>('[data-boot-status]')
  if (!status) {
    status = document.createElement('p')
    status.setAttribute('role', 'status')
    status.setAttribute('data-boot-status', '')
    status.className = 'sr-only'
    document.body.append(status)
  }
  status.textContent = label
}

function clearBusy() {
  for (const { element, attributes } of busyMarks.splice(0)) {
    for (const name of attributes) element.removeAttribute(name)
  }
  document.querySelector('[data-boot-status]')?.remove()
}

/**
 * Hands what was entered before hydration to React and the form (the form library sets its fields
 * to their default values as it registers them, and knows nothing of earlier typing), through the
 * events a person's typing or clicking fires. React compares an input's value with the one it last
 * saw (an own property of the element records it), so that record is set first and the value
 * itself is then written behind it through the prototype's setter: React sees a change.
 */
function restoreEntries() {
  restoring = true
  try {
    replayEntries()
  } finally {
    restoring = false
  }
}

function replayEntries() {
  for (const [field, value] of entered) {
    if (!field.isConnected) continue
    if (typeof value === 'boolean') {
      const input = field as HTMLInputElement
      input.checked = !value
      input.click()
    } else if (field instanceof HTMLSelectElement) {
      field.value = value
      field.dispatchEvent(new Event('change', { bubbles: true }))
    } else {
      field.value = ''
      const prototype = Object.getPrototypeOf(field) as object
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
  entered.clear()
}

function afterMount() {
  markFormCodeReady()
  document.removeEventListener('input', recordEntry, true)
  document.removeEventListener('change', recordEntry, true)
  document.removeEventListener('submit', holdSubmit, true)
  document.addEventListener('submit', paintThenSubmit, true)
  restoreEntries()
  const held = heldSubmit
  heldSubmit = null
  if (!held?.form.isConnected) {
    clearBusy()
    return
  }
  const submitter = held.submitter && held.form.contains(held.submitter) ? held.submitter : null
  // The app's own submit handler shows its busy state during this call (a discrete event is
  // rendered before it returns), so the boot's marks come off without a flash of the idle button.
  handOver(held.form, submitter)
  clearBusy()
}

/** The form whose Submit is being handed to the app (paintThenSubmit's second pass). */
let handingOver: HTMLFormElement | null = null

/**
 * A Submit once the app has the form: on a slow phone the app's answer (checking every answer,
 * drawing "Check your answers" or the error summary) can take the main thread for most of a
 * second, and nothing is painted until it is done, so the tap seems to do nothing. The button
 * therefore says it is sending (or checking) in the frame the tap comes in, with the same marks
 * as a held Submit, and the app gets the Submit right after that frame is painted. Only the
 * public forms (their button names its busy words) are handled; a second Submit in between is
 * dropped, so nothing is sent twice.
 */
function paintThenSubmit(event: SubmitEvent) {
  const form = event.target
  if (!(form instanceof HTMLFormElement) || form === handingOver) return
  if (!form.querySelector('[type="submit"][data-busy-label]')) return
  event.preventDefault()
  event.stopImmediatePropagation()
  if (form.hasAttribute('data-boot-held')) return
  const submitter = event.submitter && form.contains(event.submitter) ? event.submitter : null
  // The app answers this Submit with its own summary or confirmation; the boot's messages go, and
  // the button says it is sending only when the answers pass.
  const passes = checkForm(form).length === 0
  clearProblems()
  if (passes) showBusy(form, submitter, { announce: false })
  afterNextPaint(() => {
    if (form.isConnected) handOver(form, submitter)
    clearBusy()
  })
}

/** Submits `form` to the app itself, past paintThenSubmit. */
function handOver(form: HTMLFormElement, submitter: HTMLElement | null) {
  handingOver = form
  try {
    form.requestSubmit(submitter)
  } finally {
    handingOver = null
  }
}

/** Runs `task` once the browser has painted the current frame (a frame, then a task after it). */
function afterNextPaint(task: () => void) {
  requestAnimationFrame(() => setTimeout(task, 0))
}

/**
 * The app's entry. A build inlines this script into every page and defines __APP_ENTRY__ as the
 * app chunk's hashed URL (scripts/lib/inline-boot.ts); under `vite` (dev) it is undefined and the
 * module is imported by its source path.
 */
declare const __APP_ENTRY__: string | undefined
type AppModule = { mountApp: () => Promise<void>; preloadPage?: () => Promise<void> }

/** Waits between the attempts to fetch the app: a dropped request on a rural connection is often
 * the only one that fails, so the first retry comes soon and the last after a longer pause. */
const RETRY_DELAYS_MS = [500, 2000, 5000] as const

/**
 * Every attempt imports the entry by its own URL, never a variant of it. The entry chunk is also
 * the app's shared chunk: React, the router and the preload helper live in it, and every page chunk
 * imports it statically as `./main-<hash>.js`. An entry fetched as `main-<hash>.js?retry=1` would be
 * a second module instance beside the one the page chunks then import, so the page would render
 * with one copy of React and its hooks would call the other (whose dispatcher is null: "Cannot read
 * properties of null (reading 'useId')"), and nothing would be sent. Browsers no longer keep a
 * failed fetch in the module map (whatwg/html#10327, shipped in Chromium): importing the same URL
 * again fetches it again, and with it every static import of the graph that failed, while the
 * modules that did load are reused, each once.
 */
function importApp(): Promise<AppModule> {
  if (typeof __APP_ENTRY__ !== 'string') return import('./main')
  return import(/* @vite-ignore */ __APP_ENTRY__) as Promise<AppModule>
}

async function loadApp(): Promise<AppModule> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await importApp()
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt]
      if (delay === undefined) throw error
      await new Promise((resolve) => window.setTimeout(resolve, delay))
    }
  }
}

const LOAD_FAILED_MESSAGE =
  'This form could not load on your connection, so nothing was sent. Your answers are still here: press the button again to retry'

function removeLoadFailedMessages() {
  for (const message of document.querySelectorAll('[data-boot-message]')) message.remove()
}

/**
 * After the last retry failed: a Submit that was waiting gets a message next to its button (the
 * answers stay in the fields), and the next interaction or Submit tries again from the start.
 */
function reportLoadFailure() {
  started = false
  clearBusy()
  const held = heldSubmit
  heldSubmit = null
  if (held?.form.isConnected) {
    const button =
      held.submitter && held.form.contains(held.submitter)
        ? held.submitter
        : held.form.querySelector<HTMLElement>('[type="submit"]')
    const message = document.createElement('p')
    message.setAttribute('role', 'alert')
    message.setAttribute('data-boot-message', '')
    message.className = 'text-destructive mt-3 text-sm font-medium'
    const email = document.querySelector<HTMLAnchorElement>('a[href^="mailto:"]')
    message.textContent = email
      ? `${LOAD_FAILED_MESSAGE}, or e-mail us at ${email.href.slice('mailto:'.length)}.`
      : `${LOAD_FAILED_MESSAGE}.`
    ;(button ?? held.form).insertAdjacentElement(button ? 'afterend' : 'beforeend', message)
  }
  for (const type of interactions) {
    window.addEventListener(type, startApp, { capture: true, passive: true })
  }
}

function startApp() {
  if (started) return
  started = true
  for (const type of interactions) window.removeEventListener(type, startApp, true)
  // The app hydrates the prerendered markup: nothing the boot added may be in it.
  removeLoadFailedMessages()
  void loadApp()
    .then(({ mountApp }) => mountApp())
    .then(afterMount, reportLoadFailure)
}

/**
 * Form drafts are kept in sessionStorage under `draft:<form>` (src/components/form/form-draft-storage.ts),
 * the confirmation of a stored submission under `submitted:<form>` (use-submission-receipt.ts): a
 * reload must show that panel, which only the app can draw.
 */
function hasDraft(): boolean {
  try {
    return Object.keys(window.sessionStorage).some(
      (key) => key.startsWith('draft:') || key.startsWith('submitted:'),
    )
  } catch {
    return false
  }
}

const prerendered = !!document.getElementById('root')?.firstElementChild
if (prerendered) {
  document.addEventListener('input', recordEntry, true)
  document.addEventListener('change', recordEntry, true)
  document.addEventListener('submit', holdSubmit, true)
  document.addEventListener('input', clearEditedProblem, true)
  document.addEventListener('change', clearEditedProblem, true)
}
// A subject asked for by the address (/contact?subject=…) is in the page itself (the host serves a
// page prerendered with it, dist/_redirects), so a query string alone does not start the app
// before the load event; only the tier a "Discuss this tier" link names fills the message in.
const formHasWork = () =>
  !!document.querySelector(APP_FORM) &&
  (hasDraft() || new URLSearchParams(window.location.search).has('tier'))
// A page whose markup asks for it (the 404 page logs the missing path) starts at once too.
// `data-start-app="q"` asks only when the address carries that parameter (/search?q=…).
const pageAsksForApp = () => {
  const asking = document.querySelector('[data-start-app]')?.getAttribute('data-start-app')
  if (asking === undefined || asking === null) return false
  return asking === '' || new URLSearchParams(window.location.search).has(asking)
}
if (!prerendered || formHasWork() || pageAsksForApp()) {
  startApp()
} else {
  for (const type of interactions) {
    window.addEventListener(type, startApp, { capture: true, passive: true })
  }
  // Only the app draws the header's link back to the desk. For someone signed in it starts once
  // the page has loaded, so it never competes with the first paint; nothing is fetched before.
  const startIfSignedIn = () => {
    if (hasStoredSession()) startApp()
    else if (document.querySelector(APP_FORM)) whenIdle(preloadForm)
  }
  if (document.readyState === 'complete') startIfSignedIn()
  else window.addEventListener('load', startIfSignedIn, { once: true })
}

/** At most this long after the load event before a form page fetches its code anyway. */
const IDLE_TIMEOUT_MS = 3000

function whenIdle(task: () => void) {
  // Safari has no requestIdleCallback: a task after the load event is the nearest there is.
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
  } else {
    setTimeout(task, 1)
  }
}

/**
 * A form page fetches the app's code once the page has loaded and the browser is idle, without
 * running or even compiling it: a `prefetch` link only puts the entry into the HTTP cache, and
 * the first interaction (startApp) imports the same URL from there and compiles it then. So nothing
 * competes with the first paint or adds main-thread time to a page nobody has touched. Evaluating
 * it here cost the form pages ~400 ms of Lighthouse's blocking time, and a `modulepreload`, which
 * also compiles the module at once, still 50-180 ms on /contact (TBT 159 ms against its no-script
 * floor's 7 ms on the quiet machine).
 */
function preloadForm() {
  if (started || typeof __APP_ENTRY__ !== 'string') return
  const link = document.createElement('link')
  link.rel = 'prefetch'
  link.as = 'script'
  link.href = __APP_ENTRY__
  link.addEventListener('load', markFormCodeReady, { once: true })
  document.head.append(link)
}

/** For `npm run bench` (scripts/bench/slow-phone.ts): when the form's code was there. */
function markFormCodeReady() {
  if (performance.getEntriesByName('form-code-ready').length === 0) {
    performance.mark('form-code-ready')
  }
}
