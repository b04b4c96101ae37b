/**
 * The header's disclosure menus (About and Programs on wide screens, the small-screen Menu and its
 * groups), driven by plain DOM listeners on the document rather than React state.
 *
 * Why not React: the prerendered page is complete and the app is loaded only after the page's load
 * event (or on the visitor's first interaction, see src/boot.ts), so the menus must work before
 * React is there. This module is part of the tiny boot script; it keeps working unchanged after
 * hydration, because React renders the closed state (`aria-expanded="false"`, `hidden`) as
 * constant props and never writes those attributes again.
 *
 * Markup it drives (rendered by DesktopMenu and MobileMenu):
 * - `[data-menu="desktop"]`: a button (`[data-menu-trigger]`, aria-expanded, aria-controls) over a
 *   hidden list of links. Click toggles; Escape closes and returns focus to the button;
 *   ArrowDown/ArrowUp open from the button and move between links, wrapping; Home/End jump;
 *   focus or a pointer leaving the menu closes it; choosing a link closes it.
 * - `[data-menu="mobile"]`: the toggle (`[data-menu-trigger]`) opens the whole panel; group buttons
 *   (`[data-menu-group]`) inside expand their own lists separately. Escape closes the panel and
 *   returns focus to the toggle; choosing a link closes it.
 */

/**
 * Marks a document whose listeners are installed. A registered symbol on the document itself, not
 * a module-level set: the page carries its own copy of this module inlined in the boot script
 * (scripts/lib/inline-boot.ts), and the app's copy must see that copy's mark, or every click would
 * toggle a menu twice.
 */
const INSTALLED = Symbol.for('idaho-ai-alliance:disclosure-menus')
type MarkedDocument = Document & { [INSTALLED]?: true }

type Disclosure = { container: HTMLElement; trigger: HTMLButtonElement; panel: HTMLElement }

function disclosureOf(container: HTMLElement): Disclosure | null {
  const trigger = container.querySelector<HTMLButtonElement>(':scope [data-menu-trigger]')
  const panel =
    trigger && container.ownerDocument.getElementById(trigger.getAttribute('aria-controls') ?? '')
  return trigger && panel ? { container, trigger, panel } : null
}

function setExpanded(trigger: HTMLButtonElement, open: boolean) {
  const panel = trigger.ownerDocument.getElementById(trigger.getAttribute('aria-controls') ?? '')
  trigger.setAttribute('aria-expanded', String(open))
  if (panel) panel.hidden = !open
}

function isOpen(trigger: HTMLButtonElement): boolean {
  return trigger.getAttribute('aria-expanded') === 'true'
}

function closeMenu(menu: Disclosure) {
  setExpanded(menu.trigger, false)
  if (menu.container.dataset.menu === 'mobile') {
    // A reopened panel starts with its groups collapsed, as a fresh page would show it.
    menu.container
      .querySelectorAll<HTMLButtonElement>('[data-menu-group]')
      .forEach((group) => setExpanded(group, false))
  }
}

function menusIn(doc: Document): Disclosure[] {
  return Array.from(doc.querySelectorAll<HTMLElement>('[data-menu]'))
    .map(disclosureOf)
    .filter((menu): menu is Disclosure => menu !== null)
}

function enclosingMenu(target: EventTarget | null): Disclosure | null {
  const container = target instanceof Element ? target.closest<HTMLElement>('[data-menu]') : null
  return container ? disclosureOf(container) : null
}

function linksOf(menu: Disclosure): HTMLAnchorElement[] {
  return Array.from(menu.panel.querySelectorAll<HTMLAnchorElement>('a[href]'))
}

function focusLink(menu: Disclosure, index: number) {
  const links = linksOf(menu)
  if (links.length > 0) links[(index + links.length) % links.length]?.focus()
}

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null
  const menu = enclosingMenu(target)
  if (!target || !menu) return
  const button = target.closest<HTMLButtonElement>('[data-menu-trigger], [data-menu-group]')
  if (button && menu.container.contains(button)) {
    setExpanded(button, !isOpen(button))
    if (button === menu.trigger && !isOpen(button)) closeMenu(menu)
    return
  }
  if (target.closest('a[href]') && menu.panel.contains(target)) closeMenu(menu)
}

function onKeyDown(event: KeyboardEvent) {
  const menu = enclosingMenu(event.target)
  if (!menu) return
  const active = menu.container.ownerDocument.activeElement
  if (event.key === 'Escape') {
    if (!isOpen(menu.trigger)) return
    event.preventDefault()
    closeMenu(menu)
    menu.trigger.focus()
    return
  }
  if (menu.container.dataset.menu !== 'desktop') return
  const links = linksOf(menu)
  const current = links.indexOf(active as HTMLAnchorElement)
  const onTrigger = active === menu.trigger
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      const step = event.key === 'ArrowDown' ? 1 : -1
      if (onTrigger) {
        event.preventDefault()
        // Visible first: hidden links cannot take focus.
        setExpanded(menu.trigger, true)
        focusLink(menu, step === 1 ? 0 : -1)
      } else if (current >= 0) {
        event.preventDefault()
        focusLink(menu, current + step)
      }
      return
    }
    case 'Home':
    case 'End':
      if (current >= 0) {
        event.preventDefault()
        focusLink(menu, event.key === 'Home' ? 0 : -1)
      }
      return
  }
}

/** Focus leaving a desktop menu (Tab past its last link, a click elsewhere) closes it. */
function onFocusOut(event: FocusEvent) {
  const menu = enclosingMenu(event.target)
  if (!menu || menu.container.dataset.menu !== 'desktop' || !isOpen(menu.trigger)) return
  const next = event.relatedTarget
  if (!(next instanceof Node) || !menu.container.contains(next)) closeMenu(menu)
}

/** A pointer pressed outside an open desktop menu closes it (Safari does not focus buttons). */
function onPointerDown(event: PointerEvent) {
  const doc = (event.currentTarget as Document | null) ?? document
  for (const menu of menusIn(doc)) {
    if (menu.container.dataset.menu !== 'desktop' || !isOpen(menu.trigger)) continue
    if (!(event.target instanceof Node) || !menu.container.contains(event.target)) closeMenu(menu)
  }
}

/** Installs the listeners once per document; later calls do nothing. */
export function installDisclosureMenus(doc: Document = document): void {
  const marked = doc as MarkedDocument
  if (marked[INSTALLED]) return
  marked[INSTALLED] = true
  doc.addEventListener('click', onClick)
  doc.addEventListener('keydown', onKeyDown)
  doc.addEventListener('focusout', onFocusOut)
  doc.addEventListener('pointerdown', onPointerDown)
}
