import type { PageBlock } from '@/content/page-copy-schema'
import { timelineLeadAfterDates, timelinePage as page } from '@/content/pages/timeline'
import { labelsSeedBlock } from '@/content/record-labels'
import { timeZoneNote } from '@/content/timeline'

/**
 * /timeline as blocks: the page's seed, read from its content module. The sentences that quote
 * the dates (the hero's first, the last note) are the `date-sentences` labels, their dates filled
 * from the timeline's phases; the table's rows are the phases themselves and its caption, headers
 * and state words the `phases-table` labels: the route adds them, so they follow the record.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    title: page.hero.title,
    lead: timelineLeadAfterDates,
    actions: page.hero.actions,
  },
  labelsSeedBlock('date-sentences'),
  { kind: 'prose', id: 'phases', title: page.table.title, paragraphs: [timeZoneNote] },
  labelsSeedBlock('phases-table'),
  // The notes before the one that quotes the deadline.
  {
    kind: 'list',
    id: 'good-to-know',
    title: page.notes.title,
    items: page.notes.items.slice(0, -1),
  },
  { kind: 'cta', id: 'cta', ...page.cta },
] satisfies PageBlock[]
