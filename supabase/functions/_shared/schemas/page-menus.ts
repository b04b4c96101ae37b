/*
 * Where the link of a page made in the desk appears (./made-pages.ts has the page's rules), as
 * plain data: the site's menus read it without loading zod.
 */

/** Nowhere, at the end of a header menu or at the end of a footer list. */
export const pageMenus = {
  none: 'Not in the menus (linked from other pages only)',
  about: 'The header’s About menu',
  programs: 'The header’s Programs menu',
  'get-involved': 'The footer’s Get Involved list',
} as const
export type PageMenu = keyof typeof pageMenus
