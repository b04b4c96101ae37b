import type { PageBlock } from '@/content/page-copy-schema'
import { aiCoachApplicationPage as page } from '@/content/pages/ai-coach-application'

/**
 * /ai-coach-application as blocks: the page's seed, read from its content module. The form's own
 * labels and messages stay with the form (the edge function checks with the same schema).
 */
export default [
  { kind: 'hero', id: 'hero', ...page.hero },
  {
    kind: 'list',
    id: page.whoShouldApply.id,
    title: page.whoShouldApply.title,
    items: page.whoShouldApply.points,
    note: page.whoShouldApply.note,
  },
  {
    kind: 'steps',
    id: page.process.id,
    title: page.process.title,
    items: page.process.steps,
    action: page.process.link,
  },
  { kind: 'prose', id: page.form.id, title: page.form.title, paragraphs: [page.form.intro] },
] satisfies PageBlock[]
