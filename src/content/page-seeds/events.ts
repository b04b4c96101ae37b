import { contactLinks, paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'
import { labelsSeedBlock } from '@/content/record-labels'

/**
 * /events' structure and words, written once: the database's first version of the page and what
 * the page shows while nothing is published. The events are records; the words on each event's
 * card (its labels, its link, its state) are the `event-cards` labels, which /programs' events
 * area reads too. The cards' icons are design (`eventsIcons`).
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    eyebrow: 'Statewide events',
    title: 'Statewide AI Events',
    lead: 'Learn, build and celebrate AI with people across Idaho: a week-long annual event in Boise, an expo at the Idaho Capitol, and a national model week for AI education.',
    actions: [
      { label: 'See the challenge timeline', href: paths.timeline },
      { label: 'Host or sponsor an event', href: contactLinks.subject('events') },
    ],
  },
  // The introduction, then the sentence shown when no dated event is ahead.
  {
    kind: 'prose',
    id: 'events',
    title: 'Statewide events',
    paragraphs: [
      'Each event has its own website with schedules and registration. Links open in a new tab.',
      'No statewide event is scheduled yet. The dates of the next ones will be announced here; the past events are listed below.',
    ],
  },
  labelsSeedBlock('event-cards'),
  {
    kind: 'prose',
    id: 'past-events',
    title: 'Past events',
    paragraphs: ['Events that have taken place, the latest first.'],
  },
  {
    kind: 'list',
    id: 'get-involved',
    title: 'Get involved',
    items: [
      'Host an event during Idaho AI Week at your school, library, business or chamber',
      'Sponsor Idaho AI Week or the State AI Expo',
      'Enter a contest and present your project at the showcase',
      'Volunteer as a speaker, mentor or judge',
    ],
  },
  {
    kind: 'cta',
    id: 'cta',
    title: 'Bring your organization to Idaho AI Week',
    text: 'Tell us what you would like to host, sponsor or present, and we will help you plan it.',
    actions: [{ label: 'Contact us about events', href: contactLinks.subject('events') }],
  },
] satisfies PageBlock[]
