import type { PageBlock } from '@/content/page-copy-schema'
import { applicationStatusPage as page } from '@/content/pages/application-status'

/**
 * /application-status as blocks: the page's seed, read from its content module. The lookup form's
 * words and its answers (stages, what happens next) are the lookup's own, in the content module.
 */
export default [
  { kind: 'hero', id: 'hero', ...page.hero },
  { kind: 'prose', id: page.form.id, title: page.form.title, paragraphs: [] },
] satisfies PageBlock[]
