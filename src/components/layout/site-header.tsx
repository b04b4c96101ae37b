import { Search } from 'lucide-react'
import { memo } from 'react'
import { paths } from '@/config/paths'
import { LanguageSwitch } from '@/components/language/language-switch'
import { useCurrentLanguage } from '@/components/language/current-language'
import { layoutWords } from '@/components/layout/layout-words'
import { headerActions, mainNav, nameIn } from '@/content/navigation'
import { siteConfig } from '@/content/site'
import { BrandMark } from '@/components/layout/brand-mark'
import { DesktopMenu } from '@/components/layout/desktop-menu'
import { MobileMenu } from '@/components/layout/mobile-menu'
import { HeaderAccountLink } from '@/components/layout/header-account-link'
import { HeaderSearch } from '@/components/layout/header-search'
import { SiteLink } from '@/components/layout/site-link'

const navLink =
  'text-ink hover:bg-muted inline-flex min-h-10 items-center rounded-md px-3 py-2 font-medium'
// The same with the current page's marks (written out: no class-merging work on every render).
const currentNavLink =
  'text-primary hover:bg-muted inline-flex min-h-10 items-center rounded-md px-3 py-2 font-medium underline decoration-2 underline-offset-8'

/*
 * Not sticky on purpose: a sticky header can cover the focused element when tabbing backwards
 * (WCAG 2.2 "Focus Not Obscured").
 */
function SiteHeaderComponent() {
  const language = useCurrentLanguage()
  const words = layoutWords[language]
  return (
    <header className="border-border relative border-b bg-white">
      <div className="max-w-content mx-auto flex min-h-16 items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <SiteLink
          to={paths.home}
          className="text-ink flex items-center gap-2 rounded-md py-2 text-lg font-bold no-underline"
        >
          <BrandMark className="size-8 shrink-0" />
          <span>{siteConfig.brand}</span>
          <span className="sr-only">{words.homePage}</span>
        </SiteLink>
        {/*
          On wide screens the box; between lg and xl, where the menu needs the room, a link to
          /search and its box; on phones the box is the first thing in the menu (mobile-menu.tsx).
        */}
        <HeaderSearch idPrefix="header" className="hidden w-56 xl:flex" />
        <SiteLink
          to={paths.search}
          className="text-ink hover:bg-muted hidden min-h-10 min-w-10 items-center justify-center rounded-md lg:inline-flex xl:hidden"
        >
          <Search aria-hidden="true" className="size-5" />
          <span className="sr-only">{words.search}</span>
        </SiteLink>
        {/* Compact on the narrowest phones (320 px), where it shares the row with the name and Menu. */}
        <LanguageSwitch className="text-ink hover:bg-muted ml-auto inline-flex min-h-10 items-center rounded-md px-1.5 py-2 text-sm font-medium underline underline-offset-4 sm:px-3 sm:text-base lg:order-last lg:ml-0" />
        <nav aria-label={words.mainNavigation} className="flex items-center">
          <ul className="hidden list-none items-center gap-1 lg:flex">
            {mainNav.map((entry) =>
              entry.kind === 'link' ? (
                <li key={entry.href}>
                  <SiteLink to={entry.href} className={navLink} currentClassName={currentNavLink}>
                    {nameIn(entry, language)}
                  </SiteLink>
                </li>
              ) : (
                <li key={entry.id}>
                  <DesktopMenu id={entry.id} label={nameIn(entry, language)} items={entry.items} />
                </li>
              ),
            )}
            <li className="ml-2">
              <HeaderAccountLink className="border-primary text-primary hover:bg-primary-soft inline-flex min-h-10 items-center rounded-md border px-3 py-2 font-semibold" />
            </li>
            <li>
              <SiteLink
                to={headerActions.contact.href}
                className="bg-primary text-primary-foreground hover:bg-primary-hover inline-flex min-h-10 items-center rounded-md px-3 py-2 font-semibold"
              >
                {nameIn(headerActions.contact, language)}
              </SiteLink>
            </li>
          </ul>
          <MobileMenu className="lg:hidden" />
        </nav>
      </div>
    </header>
  )
}

/** Memoized: its links follow the current path themselves (see SiteLink). */
export const SiteHeader = memo(SiteHeaderComponent)
