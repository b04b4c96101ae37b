import type { PageBlock } from '@/content/page-copy-schema'
import { eventsPage as page } from '@/content/pages/events'
import { labelsSeedBlock } from '@/content/record-labels'

/**
 * /events as blocks: the page's seed, read from its content module. The events are records; the
 * words on each event's card (its labels, its link, its state) are the `event-cards` labels,
 * which /programs' events area reads too.
 */
export default [
  { kind: 'hero', id: 'hero', ...page.hero },
  // The introduction, then the sentence shown when no dated event is ahead.
  {
    kind: 'prose',
    id: page.list.id,
    title: page.list.title,
    paragraphs: [page.list.intro, page.list.noneUpcoming],
  },
  labelsSeedBlock('event-cards'),
  { kind: 'prose', id: page.past.id, title: page.past.title, paragraphs: [page.past.intro] },
  {
    kind: 'list',
    id: page.getInvolved.id,
    title: page.getInvolved.title,
    items: page.getInvolved.points,
  },
  { kind: 'cta', id: 'cta', ...page.cta },
] satisfies PageBlock[]
