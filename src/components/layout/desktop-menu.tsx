import { ChevronDown } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { NavLink } from 'react-router-dom'
import type { NavItem } from '@/content/schema'
import { cn } from '@/lib/utils'

export type DesktopMenuProps = { id: string; label: string; items: readonly NavItem[] }

/**
 * A disclosure menu (button with aria-expanded/aria-controls over a list of links), the pattern
 * the APG recommends for site navigation. Click or tap toggles; Escape closes and returns focus to
 * the button; ArrowDown/ArrowUp/Home/End move between the links; leaving the menu closes it.
 */
export function DesktopMenu({ id, label, items }: DesktopMenuProps) {
  const [open, setOpen] = useState(false)
  const containerRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const listId = `${id}-menu`

  useEffect(() => {
    if (!open) return
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  function links(): HTMLAnchorElement[] {
    return Array.from(containerRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])
  }

  function focusLink(index: number) {
    const all = links()
    if (all.length === 0) return
    all[(index + all.length) % all.length]?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = links()
    const current = all.indexOf(document.activeElement as HTMLAnchorElement)
    const onTrigger = document.activeElement === triggerRef.current
    switch (event.key) {
      case 'Escape':
        if (!open) return
        event.preventDefault()
        setOpen(false)
        triggerRef.current?.focus()
        return
      case 'ArrowDown':
        event.preventDefault()
        if (onTrigger) {
          // Render the list visible first: hidden links cannot take focus.
          flushSync(() => setOpen(true))
          focusLink(0)
        } else if (current >= 0) {
          focusLink(current + 1)
        }
        return
      case 'ArrowUp':
        event.preventDefault()
        if (onTrigger) {
          flushSync(() => setOpen(true))
          focusLink(-1)
        } else if (current >= 0) {
          focusLink(current - 1)
        }
        return
      case 'Home':
        if (current >= 0) {
          event.preventDefault()
          focusLink(0)
        }
        return
      case 'End':
        if (current >= 0) {
          event.preventDefault()
          focusLink(-1)
        }
        return
    }
  }

  return (
    // Keys are handled here by delegation from the button and links inside (both focusable).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={containerRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpen(false)
        }
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="text-ink hover:bg-muted inline-flex min-h-10 items-center gap-1 rounded-md px-3 py-2 font-medium"
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="border-border absolute top-full left-0 z-40 mt-1 w-72 list-none rounded-lg border bg-white p-2 shadow-lg"
      >
        {items.map((item) => (
          <li key={item.href}>
            <NavLink
              to={item.href}
              end
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                cn(
                  'text-ink hover:bg-muted block rounded-md px-3 py-2',
                  isActive && 'bg-primary-soft text-primary font-semibold',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
