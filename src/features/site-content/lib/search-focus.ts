import type { SearchTarget } from './search-entry'

/**
 * Finding, in the desk as it is on screen, the control a search result leads to. The desk's
 * editors are not told about the search: a page's field is found by the id page-field.tsx gives
 * it, an item's form by its accessible name ("Edit Idaho AI Week 2027") and the field in it by its
 * label, as a person finds them.
 */

const byId = (id: string) => document.getElementById(id)

function formNamed(name: string): HTMLFormElement | undefined {
  return [...document.querySelectorAll('form')].find(
    (form) => form.getAttribute('aria-label') === name,
  )
}

/** A label without its hint to the person typing: "Website (optional)" is the Website. */
const plain = (label: string) => label.trim().replace(/\s*\((optional|one a line)\)$/, '')

/**
 * The form's field with this label: the same words, else the label that starts with them ("Logo"
 * for "Logo alt text (…)"), else the form's first field.
 */
function fieldLabelled(form: HTMLFormElement, label: string): HTMLElement | undefined {
  const labels = [...form.querySelectorAll('label')]
  const words = (element: HTMLLabelElement) => plain(element.textContent ?? '')
  const found =
    labels.find((element) => words(element) === plain(label)) ??
    labels.find((element) => words(element).startsWith(plain(label)))
  const field = found?.htmlFor ? byId(found.htmlFor) : null
  return field ?? form.querySelector<HTMLElement>('input, textarea, select') ?? undefined
}

/** The item's Edit button: by its id, else by its name within its part's section. */
function editButton(target: Extract<SearchTarget, { kind: 'item' }>): HTMLElement | undefined {
  if (target.editId) return byId(target.editId) ?? undefined
  const section = byId(target.headingId)?.closest('section') ?? document.body
  return [...section.querySelectorAll('button')].find(
    (button) => button.getAttribute('aria-label') === target.editName,
  )
}

/** The item's field in its open form, if the form is open. */
export function itemField(target: Extract<SearchTarget, { kind: 'item' }>) {
  const form = formNamed(target.formName)
  return form && fieldLabelled(form, target.fieldLabel)
}

/**
 * Opens the item's form with its Edit button, unless it is open already. False when the button
 * is not on screen (the item was removed, or its part is not shown).
 */
export function openItem(target: Extract<SearchTarget, { kind: 'item' }>): boolean {
  if (formNamed(target.formName)) return true
  const button = editButton(target)
  button?.click()
  return Boolean(button)
}

/** The control a target names, once it is on screen. */
export function targetElement(target: SearchTarget): HTMLElement | undefined {
  if (target.kind === 'item') return itemField(target)
  return byId(target.fieldId) ?? undefined
}

/** The part's heading, where focus goes when the field cannot be found. */
export function fallbackElement(target: SearchTarget): HTMLElement | undefined {
  const heading = byId(target.kind === 'page' ? 'pages-heading' : target.headingId)
  // A heading takes focus only when told to; it is then read out with the section's name.
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  return heading ?? undefined
}

/** Brings the control into view and gives it the focus. */
export function reveal(element: HTMLElement) {
  element.scrollIntoView?.({ block: 'center' })
  element.focus({ preventScroll: true })
}
