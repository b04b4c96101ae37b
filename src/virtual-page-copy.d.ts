declare module 'virtual:page-copy/*' {
  import type { PageBlock } from '@/content/page-copy-schema'

  /** One page's published blocks (scripts/lib/site-content-plugin.ts). */
  const blocks: PageBlock[]
  export default blocks
}
