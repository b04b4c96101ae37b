import type { PageBlock } from '@/content/page-copy-schema'
import { joinAlliancePage as page } from '@/content/pages/join-alliance'

/**
 * /join-alliance as blocks: the page's seed, read from its content module. The form's own words
 * (labels, hints, messages) are the form's description, not page copy.
 */
export default [
  { kind: 'hero', id: 'hero', ...page.hero },
  { kind: 'list', id: page.why.id, title: page.why.title, items: page.why.points },
  {
    kind: 'cards',
    id: page.interests.id,
    title: page.interests.title,
    intro: page.interests.intro,
    cards: page.interests.items.map(({ title, description }) => ({ title, text: description })),
  },
  // The form's heading and introduction; under the form, the note and its one link.
  {
    kind: 'cta',
    id: page.form.id,
    title: page.form.title,
    text: page.form.intro,
    note: page.related.text,
    actions: [page.related.link],
  },
] satisfies PageBlock[]
