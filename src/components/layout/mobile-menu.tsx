import { ChevronDown, Menu, X } from 'lucide-react'
import { useEffect } from 'react'
import { useCurrentLanguage } from '@/components/language/current-language'
import { layoutWords } from '@/components/layout/layout-words'
import { headerActions, mainNav, nameIn } from '@/content/navigation'
import type { NavItem } from '@/content/schema'
import { installDisclosureMenus } from '@/components/layout/disclosure-menus'
import { HeaderAccountLink } from '@/components/layout/header-account-link'
import { HeaderSearch } from '@/components/layout/header-search'
import { SiteLink } from '@/components/layout/site-link'

const menuLink = 'block rounded-md px-3 py-3 font-medium text-ink hover:bg-muted'
const currentMenuLink =
  'block rounded-md px-3 py-3 hover:bg-muted bg-primary-soft font-semibold text-primary'

/**
 * The small-screen menu: one toggle opens the whole list, and the About and Programs groups
 * expand separately. Escape closes the menu and returns focus to the toggle; choosing a link
 * closes it. The behaviour lives in `disclosure-menus.ts` (plain DOM listeners, already installed
 * by the boot script), so the menu works on the prerendered page before React loads; React renders
 * the closed state only, and the icons follow aria-expanded through CSS.
 */
export function MobileMenu({ className }: { className?: string }) {
  useEffect(() => installDisclosureMenus(document), [])
  const language = useCurrentLanguage()
  const words = layoutWords[language]

  return (
    <div className={className} data-menu="mobile">
      <button
        type="button"
        data-menu-trigger=""
        aria-expanded="false"
        aria-controls="mobile-menu"
        className="group border-border text-ink hover:bg-muted inline-flex min-h-11 items-center gap-2 rounded-md border px-3 py-2 font-semibold"
      >
        <Menu aria-hidden="true" className="size-5 group-aria-expanded:hidden" />
        <X aria-hidden="true" className="hidden size-5 group-aria-expanded:block" />
        {words.menu}
      </button>
      <div
        id="mobile-menu"
        hidden
        className="border-border absolute inset-x-0 top-full z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-b bg-white px-4 pb-6 shadow-lg"
      >
        <HeaderSearch idPrefix="mobile" className="pt-4" />
        <ul className="flex list-none flex-col gap-1 py-3">
          {mainNav.map((entry) =>
            entry.kind === 'link' ? (
              <li key={entry.href}>
                <SiteLink to={entry.href} className={menuLink} currentClassName={currentMenuLink}>
                  {nameIn(entry, language)}
                </SiteLink>
              </li>
            ) : (
              <li key={entry.id}>
                <MobileGroup id={entry.id} label={nameIn(entry, language)} items={entry.items} />
              </li>
            ),
          )}
        </ul>
        <div className="border-border flex flex-col gap-3 border-t pt-4">
          <HeaderAccountLink className="border-primary text-primary hover:bg-primary-soft inline-flex min-h-11 items-center justify-center rounded-md border px-4 py-2 font-semibold" />
          <SiteLink
            to={headerActions.contact.href}
            className="bg-primary text-primary-foreground hover:bg-primary-hover inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold"
          >
            {nameIn(headerActions.contact, language)}
          </SiteLink>
        </div>
      </div>
    </div>
  )
}

function MobileGroup({
  id,
  label,
  items,
}: {
  id: string
  label: string
  items: readonly NavItem[]
}) {
  const listId = `mobile-${id}-menu`
  const language = useCurrentLanguage()
  return (
    <>
      <button
        type="button"
        data-menu-group=""
        aria-expanded="false"
        aria-controls={listId}
        className="group text-ink hover:bg-muted flex min-h-11 w-full items-center justify-between rounded-md px-3 py-3 text-left font-medium"
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-5 transition-transform group-aria-expanded:rotate-180"
        />
      </button>
      <ul id={listId} hidden className="border-border ml-3 list-none border-l-2 pl-2">
        {items.map((item) => (
          <li key={item.href}>
            <SiteLink to={item.href} className={menuLink} currentClassName={currentMenuLink}>
              {nameIn(item, language)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </>
  )
}
