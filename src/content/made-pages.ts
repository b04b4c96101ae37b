import type { PageMenu } from '@schemas/page-menus'
import type { Pages } from '@/content/page-copy-schema'
import type { NavItem } from '@/content/schema'

// Zod-free: the menus on every page read this module (the page's rules are @schemas/made-pages).
export { pageMenus, type PageMenu } from '@schemas/page-menus'

/**
 * The pages the team made in the desk (@schemas/made-pages), as the build and the menus use them:
 * the ones that are built (not retired), in the order they were made, and the retired ones with
 * the page each address now leads to.
 */
export function madePageRoutes(pages: Pages | undefined): string[] {
  return Object.entries(pages ?? {})
    .filter(([, page]) => page.made && page.retiredTo === undefined)
    .map(([route]) => route)
}

/** The links a header menu or the footer's list adds for the made pages placed there. */
export function madePageLinks(pages: Pages | undefined, menu: PageMenu): NavItem[] {
  return Object.entries(pages ?? {}).flatMap(([route, page]) =>
    page.made?.menu === menu && page.retiredTo === undefined
      ? [{ label: page.made.name, href: route }]
      : [],
  )
}

/** Each retired page's address and the page it leads to (a permanent redirect). */
export function retiredPages(pages: Pages | undefined): { from: string; to: string }[] {
  return Object.entries(pages ?? {}).flatMap(([route, page]) =>
    page.made && page.retiredTo !== undefined ? [{ from: route, to: page.retiredTo }] : [],
  )
}
