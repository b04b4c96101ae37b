import { ChevronDown } from 'lucide-react'
import { useEffect } from 'react'
import { useCurrentLanguage } from '@/components/language/current-language'
import { nameIn } from '@/content/navigation'
import type { NavItem } from '@/content/schema'
import { installDisclosureMenus } from '@/components/layout/disclosure-menus'
import { SiteLink } from '@/components/layout/site-link'

const menuLink = 'text-ink hover:bg-muted block rounded-md px-3 py-2'
const currentMenuLink =
  'bg-primary-soft text-primary hover:bg-muted block rounded-md px-3 py-2 font-semibold'

export type DesktopMenuProps = { id: string; label: string; items: readonly NavItem[] }

/**
 * A disclosure menu (button with aria-expanded/aria-controls over a list of links), the pattern
 * the APG recommends for site navigation. Click or tap toggles; Escape closes and returns focus to
 * the button; ArrowDown/ArrowUp/Home/End move between the links; leaving the menu closes it.
 *
 * The behaviour lives in `disclosure-menus.ts` (plain DOM listeners, already installed by the boot
 * script), so the menu works on the prerendered page before React loads. React renders the closed
 * state only and never changes it; the chevron follows aria-expanded through CSS.
 */
export function DesktopMenu({ id, label, items }: DesktopMenuProps) {
  const listId = `${id}-menu`
  const language = useCurrentLanguage()
  useEffect(() => installDisclosureMenus(document), [])

  return (
    <div className="relative" data-menu="desktop">
      <button
        type="button"
        data-menu-trigger=""
        aria-expanded="false"
        aria-controls={listId}
        className="group text-ink hover:bg-muted inline-flex min-h-10 items-center gap-1 rounded-md px-3 py-2 font-medium"
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-aria-expanded:rotate-180"
        />
      </button>
      <ul
        id={listId}
        hidden
        className="border-border absolute top-full left-0 z-40 mt-1 w-72 list-none rounded-lg border bg-white p-2 shadow-lg"
      >
        {items.map((item) => (
          <li key={item.href}>
            <SiteLink to={item.href} className={menuLink} currentClassName={currentMenuLink}>
              {nameIn(item, language)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
