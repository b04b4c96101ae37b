import { paths } from '@/config/paths'
import type { LabelSetId, LabelsBlock, LabelsOf } from '@/content/page-copy-schema'

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
  },
  'partner-tier-cards': {
    title: '{tier} partner',
    heading: '{tier} partners',
    price: 'Price',
    benefits: 'Benefits',
    link: 'Discuss this tier',
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
  'pathway-cards': paths.trainingPrograms,
  'date-sentences': paths.timeline,
  'phases-table': paths.timeline,
}

/** A block of labels as its page's seed holds it. */
export function labelsSeedBlock(id: LabelSetId): LabelsBlock {
  return { kind: 'labels', id, labels: { ...seedLabels[id] } }
}
