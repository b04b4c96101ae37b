declare module 'virtual:site-content' {
  const content: import('@/content/site-content-schema').SiteContent
  export default content
  /** When the build (or the dev server) read the content: the one clock of the prerender. */
  export const builtAt: number
}
