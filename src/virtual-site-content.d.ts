declare module 'virtual:site-content' {
  import type { SiteContent } from '@/content/site-content-schema'

  const content: SiteContent
  export default content
  /** When the build (or the dev server) read the content: the one clock of the prerender. */
  export const builtAt: number
}
