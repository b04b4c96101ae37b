import type { Problem } from '@/components/form/boot-checks'
import { errorSummaryTitles } from '@/components/form/summary-message'
import { languageOfPath } from '@schemas/languages'

/*
 * What the page's inline boot shows when it refuses a Submit before the app is there (src/boot.ts,
 * boot-checks.ts): the "There is a problem" summary at the top of the form, which takes focus and
 * links to each field, and each field's message beside it, as the app's own summary and messages
 * look. The app hydrates the prerendered markup while these are shown, so nothing React rendered
 * is changed but attributes (hydration leaves an extra attribute alone):
 * - a field's message is the `data-boot-error` attribute on its `data-field` wrapper, drawn by
 *   index.css after the field, where the app's message goes; its control gets aria-invalid and an
 *   aria-describedby pointing at the same words inside the summary;
 * - the summary is the form's last child, shown first (`order: -1`: the form is a grid). React
 *   leaves extra children after a <form>'s own when it hydrates (react-dom's popHydrationState
 *   spares "form" and "button", for form actions' hidden inputs); anything else would be a
 *   mismatch that throws the prerendered page away.
 * Everything is taken off again when the field is edited or the app takes the Submit.
 */

const SUMMARY = 'data-boot-summary'
const FIELD_MESSAGE = 'data-boot-error'

/** An attribute the boot changed, with the value React rendered (null: none). */
const changed: { element: Element; name: string; value: string | null }[] = []

function change(element: Element, name: string, value: string) {
  changed.push({ element, name, value: element.getAttribute(name) })
  element.setAttribute(name, value)
}

function restore(element?: Element) {
  for (let index = changed.length - 1; index >= 0; index -= 1) {
    const mark = changed[index]
    if (!mark || (element && mark.element !== element)) continue
    if (mark.value === null) mark.element.removeAttribute(mark.name)
    else mark.element.setAttribute(mark.name, mark.value)
    changed.splice(index, 1)
  }
}

/** The element a control's message sits after: the field's wrapper, or the group itself. */
function wrapperOf(control: HTMLElement): HTMLElement {
  return control.closest<HTMLElement>('[data-field]') ?? control
}

/** Moves focus to a field: the control itself, or a group's first control. */
function focusControl(control: HTMLElement) {
  const target =
    control instanceof HTMLFieldSetElement
      ? control.querySelector<HTMLElement>('input, select, textarea')
      : control
  target?.focus({ preventScroll: true })
  wrapperOf(control).scrollIntoView?.({ block: 'center' })
}

/** Shows `problems` on `form` (replacing what was shown) and moves focus to the summary. */
export function showProblems(form: HTMLFormElement, problems: Problem[]) {
  clearProblems()
  const summary = document.createElement('div')
  summary.setAttribute(SUMMARY, '')
  summary.setAttribute('role', 'group')
  summary.setAttribute('aria-labelledby', 'boot-summary-title')
  // Styled by index.css (`[data-boot-summary]`) as the app's summary is, so no class names are
  // carried in every page's inline script.
  summary.tabIndex = -1
  const title = document.createElement('h2')
  title.id = 'boot-summary-title'
  // In the page's language, which its address carries (`/es/…`), as the app's summary says it.
  title.textContent = errorSummaryTitles[languageOfPath(window.location.pathname)]
  const list = document.createElement('ul')
  for (const { control, message, summary: line } of problems) {
    const item = document.createElement('li')
    const link = document.createElement('a')
    link.href = `#${control.id}`
    link.textContent = line
    link.addEventListener('click', (event) => {
      event.preventDefault()
      focusControl(control)
    })
    // The field's own words, for its aria-describedby.
    const words = document.createElement('span')
    words.id = `${control.id}-boot-error`
    words.hidden = true
    words.textContent = message
    item.append(link, words)
    list.append(item)
    change(wrapperOf(control), FIELD_MESSAGE, message)
    if (!(control instanceof HTMLFieldSetElement)) change(control, 'aria-invalid', 'true')
    const describedBy = control.getAttribute('aria-describedby')
    change(control, 'aria-describedby', describedBy ? `${words.id} ${describedBy}` : words.id)
  }
  summary.append(title, list)
  form.append(summary)
  // At the top of the screen (below the header), as the app's summary does.
  summary.focus({ preventScroll: true })
  summary.scrollIntoView?.({ block: 'start' })
}

/**
 * Takes a field's message off once it is edited (spec: a field's error clears when that field is
 * edited), and its line from the summary; the summary goes with its last line.
 */
export function clearProblemOf(target: EventTarget | null) {
  if (!(target instanceof Element)) return
  const summary = document.querySelector(`[${SUMMARY}]`)
  const wrapper = target.closest(`[${FIELD_MESSAGE}]`)
  if (!summary || !wrapper) return
  const control = wrapper.matches('[data-rules]')
    ? wrapper
    : wrapper.querySelector<HTMLElement>('[data-rules]')
  restore(wrapper)
  if (control) {
    restore(control)
    summary.querySelector(`[id="${control.id}-boot-error"]`)?.closest('li')?.remove()
  }
  if (!summary.querySelector('li')) summary.remove()
}

/** Takes everything the boot showed off the page: the app answers from here on. */
export function clearProblems() {
  restore()
  document.querySelector(`[${SUMMARY}]`)?.remove()
}
