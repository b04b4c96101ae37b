import { ChevronDown, Menu, X } from 'lucide-react'
import { useRef, useState, type KeyboardEvent } from 'react'
import { NavLink } from 'react-router-dom'
import { headerActions, mainNav } from '@/content/navigation'
import type { NavItem } from '@/content/schema'
import { cn } from '@/lib/utils'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-3 font-medium text-ink hover:bg-muted',
    isActive && 'bg-primary-soft font-semibold text-primary',
  )

/**
 * The small-screen menu: one toggle opens the whole list, and the About and Programs groups
 * expand separately. Escape closes the menu and returns focus to the toggle.
 */
export function MobileMenu({ className }: { className?: string }) {
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const close = () => setOpen(false)

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      toggleRef.current?.focus()
    }
  }

  return (
    // Escape is handled here by delegation from the toggle and links inside (all focusable).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={className} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
        className="border-border text-ink hover:bg-muted inline-flex min-h-11 items-center gap-2 rounded-md border px-3 py-2 font-semibold"
      >
        {open ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Menu aria-hidden="true" className="size-5" />
        )}
        Menu
      </button>
      <div
        id="mobile-menu"
        hidden={!open}
        className="border-border absolute inset-x-0 top-full z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-b bg-white px-4 pb-6 shadow-lg"
      >
        <ul className="flex list-none flex-col gap-1 py-3">
          {mainNav.map((entry) =>
            entry.kind === 'link' ? (
              <li key={entry.href}>
                <NavLink to={entry.href} end onClick={close} className={linkClass}>
                  {entry.label}
                </NavLink>
              </li>
            ) : (
              <li key={entry.id}>
                <MobileGroup
                  id={entry.id}
                  label={entry.label}
                  items={entry.items}
                  onNavigate={close}
                />
              </li>
            ),
          )}
        </ul>
        <div className="border-border flex flex-col gap-3 border-t pt-4">
          <NavLink
            to={headerActions.adminLogin.href}
            onClick={close}
            className="border-primary text-primary hover:bg-primary-soft inline-flex min-h-11 items-center justify-center rounded-md border px-4 py-2 font-semibold"
          >
            {headerActions.adminLogin.label}
          </NavLink>
          <NavLink
            to={headerActions.contact.href}
            onClick={close}
            className="bg-primary text-primary-foreground hover:bg-primary-hover inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold"
          >
            {headerActions.contact.label}
          </NavLink>
        </div>
      </div>
    </div>
  )
}

function MobileGroup({
  id,
  label,
  items,
  onNavigate,
}: {
  id: string
  label: string
  items: readonly NavItem[]
  onNavigate: () => void
}) {
  const [expanded, setExpanded] = useState(false)
  const listId = `mobile-${id}-menu`
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className="text-ink hover:bg-muted flex min-h-11 w-full items-center justify-between rounded-md px-3 py-3 text-left font-medium"
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-5 transition-transform', expanded && 'rotate-180')}
        />
      </button>
      <ul id={listId} hidden={!expanded} className="border-border ml-3 list-none border-l-2 pl-2">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink to={item.href} end onClick={onNavigate} className={linkClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  )
}
