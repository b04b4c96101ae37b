import { paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'
import { labelsSeedBlock } from '@/content/record-labels'
import { timeZoneNote } from '@/content/timeline'

/**
 * /timeline's structure and words, written once: the database's first version of the page and
 * what the page shows while nothing is published. The sentences that quote the dates (the hero's
 * first, the last note) are the `date-sentences` labels, their dates filled from the timeline's
 * phases (`timelineDateCopy`); the table's rows are the phases themselves and its caption, headers
 * and state words the `phases-table` labels: the route adds them, so they follow the record.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    title: 'Timeline & Deadlines',
    // The words after the sentence that quotes the dates.
    lead: 'Here is every date and rule.',
    actions: [
      { label: 'Join a competition', href: paths.joinCompetition },
      { label: 'About the Alliance', href: paths.about },
    ],
  },
  labelsSeedBlock('date-sentences'),
  { kind: 'prose', id: 'phases', title: 'The six phases', paragraphs: [timeZoneNote] },
  labelsSeedBlock('phases-table'),
  // The notes before the one that quotes the deadline.
  {
    kind: 'list',
    id: 'good-to-know',
    title: 'Good to know',
    items: [
      'Dates and times are final unless we announce a change on this page.',
      'Check-ins during the Create phase are optional; teams may build on their own schedule.',
    ],
  },
  {
    kind: 'cta',
    id: 'cta',
    title: 'Ready to take part?',
    text: 'Choose the competition that fits you, or learn more about the Alliance first.',
    actions: [
      { label: 'Join a competition', href: paths.joinCompetition },
      { label: 'About the Alliance', href: paths.about },
    ],
  },
] satisfies PageBlock[]
