declare module 'virtual:page-copy/*' {
  import type { PageBlock } from '@/content/page-copy-schema'

  /** One page's published blocks (scripts/lib/site-content-plugin.ts). */
  const blocks: PageBlock[]
  export default blocks
}

declare module 'virtual:made-page-blocks' {
  import type { PageBlock } from '@/content/page-copy-schema'

  /**
   * The published blocks of a page made in the desk (scripts/lib/site-content-plugin.ts): at once
   * in the prerender, fetched with the build's data in the browser; null without them.
   */
  export function madePageBlocks(route: string): PageBlock[] | null | Promise<PageBlock[] | null>
}
