import { paths } from '@/config/paths'
import type { LabelSetId, LabelsBlock, LabelsOf, PageBlock } from '@/content/page-copy-schema'

/**
 * The words pages write around their records (the labels of event and partner tier cards, the
 * timeline's date sentences and phases table), as they read before they became page copy: the
 * seed of each `labels` block (page-copy.ts, `labelSets`) and what a build without published
 * words shows. Each block lives on one page, named here; other pages that show the same words
 * read them from there (src/components/sections/use-labels.ts), so a label is corrected once.
 */
export const seedLabels: { [Id in LabelSetId]: LabelsOf<Id> } = {
  'event-cards': {
    when: 'When',
    where: 'Where',
    highlights: 'Highlights',
    link: 'Visit the event website',
    upcoming: 'Coming up',
    now: 'Happening now',
    past: 'This event took place',
    'search-description':
      '{event} ({dates}, {place}) and every statewide AI event in Idaho: {events}.',
    'search-description-short': '{event} ({dates}, {place}) and every statewide AI event in Idaho.',
    'search-description-none-ahead':
      'Statewide AI events in Idaho: {events}. The next dates are announced here, and past events stay listed.',
    'search-description-fallback':
      'Statewide AI events in Idaho: what is coming next, with dates, places and highlights, and the events already held.',
  },
  'partner-tier-cards': {
    title: '{tier} partner',
    heading: '{tier} partners',
    price: 'Price',
    benefits: 'Benefits',
    link: 'Discuss this tier',
  },
  'competition-cards': {
    audience: 'For',
    benefits: 'What participants get',
    link: 'Visit the competition site',
    'view-all': 'View All Competitions',
    'home-link': 'Visit the site',
  },
  'key-dates-sentence': {
    sentence:
      'Early access opens {opens}, submissions close {deadline} at {time}, and finalists are shown at the Capitol on {showcase}.',
    undated: 'The dates of the next cycle are on the timeline page.',
  },
  'pathway-cards': {
    level: 'Level',
    duration: 'Duration',
    prerequisites: 'Prerequisites',
    link: 'About {pathway}',
  },
  'date-sentences': {
    span: 'The innovation challenge runs from early access in {opens} to the showcase at the Idaho State Capitol on {showcase}.',
    'span-undated':
      'The innovation challenge runs in phases, from early access to the showcase at the Idaho State Capitol.',
    deadline:
      'A late or incomplete submission cannot be judged, so submit well before {time} on {date}.',
    'deadline-undated':
      'A late or incomplete submission cannot be judged, so submit well before the deadline.',
    'search-description':
      'Every phase of the innovation challenge: enrollment, creation, the {deadline} deadline, voting, judging and the {showcase} capitol showcase.',
    'search-description-undated':
      'Every phase of the innovation challenge: enrollment, creation, the deadline, voting, judging and the capitol showcase.',
  },
  'phases-table': {
    caption: 'Innovation challenge phases, dates and rules (Mountain Time)',
    phase: 'Phase',
    dates: 'Dates',
    details: 'What happens and the rules',
    upcoming: 'Upcoming',
    now: 'Happening now',
    past: 'Done',
  },
}

/** The page that holds each block of labels (the desk edits it there). */
export const labelsHome: Record<LabelSetId, string> = {
  'event-cards': paths.events,
  'partner-tier-cards': paths.partners,
  'competition-cards': paths.joinCompetition,
  'key-dates-sentence': paths.joinCompetition,
  'pathway-cards': paths.trainingPrograms,
  'date-sentences': paths.timeline,
  'phases-table': paths.timeline,
}

/** A block of labels as its page's seed holds it. */
export function labelsSeedBlock(id: LabelSetId): LabelsBlock {
  return { kind: 'labels', id, labels: { ...seedLabels[id] } }
}

/** The block's words in `blocks`, or the seed's when the version has no such block. */
export function labelsIn<Id extends LabelSetId>(
  blocks: readonly PageBlock[] | undefined,
  id: Id,
): LabelsOf<Id> {
  const block = blocks?.find((candidate) => candidate.kind === 'labels' && candidate.id === id)
  const seed = seedLabels[id]
  return block && block.kind === 'labels' ? { ...seed, ...block.labels } : seed
}
