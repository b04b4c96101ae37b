import type { PageBlock } from '@/content/page-copy-schema'
import { timelineLeadAfterDates, timelinePage as page } from '@/content/pages/timeline'
import { timeZoneNote } from '@/content/timeline'

/**
 * /timeline as blocks: the page's seed, read from its content module. The sentences that quote
 * the dates (the hero's first, the last note) are written from the timeline's phases, and the
 * table is the phases themselves: the route adds them, so they follow the record.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    title: page.hero.title,
    lead: timelineLeadAfterDates,
    actions: page.hero.actions,
  },
  { kind: 'prose', id: 'phases', title: page.table.title, paragraphs: [timeZoneNote] },
  // The notes before the one that quotes the deadline.
  {
    kind: 'list',
    id: 'good-to-know',
    title: page.notes.title,
    items: page.notes.items.slice(0, -1),
  },
  { kind: 'cta', id: 'cta', ...page.cta },
] satisfies PageBlock[]
