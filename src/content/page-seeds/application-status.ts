import type { PageBlock } from '@/content/page-copy-schema'
import { applicationStatusPage as page } from '@/content/pages/application-status'

/**
 * /application-status as blocks: the page's seed, read from its content module. The lookup form's
 * words are the form's own; the stages' names and what happens next are page copy, one step per
 * stage in the order the content module lists them (received … answered); and what a lookup
 * without an answer says (no match, too many attempts, no connection), one text section each.
 */
export default [
  { kind: 'hero', id: 'hero', ...page.hero },
  { kind: 'prose', id: page.form.id, title: page.form.title, paragraphs: [] },
  {
    kind: 'steps',
    id: 'stages',
    items: Object.values(page.stages).map(({ name, next }) => ({ title: name, description: next })),
  },
  {
    kind: 'prose',
    id: 'not-found',
    title: page.notFound.title,
    paragraphs: [page.notFound.body],
    more: page.notFound.contact,
  },
  {
    kind: 'prose',
    id: 'throttled',
    title: page.throttled.title,
    paragraphs: [page.throttled.body],
  },
  { kind: 'prose', id: 'failed', title: page.failed.title, paragraphs: [page.failed.body] },
] satisfies PageBlock[]
