declare module 'virtual:page-copy/*' {
  import type { PublishedPage } from '@/components/sections/page-copy'

  /** One page as published (scripts/lib/site-content-plugin.ts): blocks and Spanish words. */
  const page: PublishedPage
  export default page
}

declare module 'virtual:made-page-blocks' {
  import type { PageBlock } from '@/content/page-copy-schema'

  /**
   * The published blocks of a page made in the desk (scripts/lib/site-content-plugin.ts): at once
   * in the prerender, fetched with the build's data in the browser; null without them.
   */
  export function madePageBlocks(route: string): PageBlock[] | null | Promise<PageBlock[] | null>
}
