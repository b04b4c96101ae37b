import { earlierRegionOptions, regionOptions } from '@schemas/coach-application'

/** Human labels for the stored option values (spec section 9); unknown values show as stored. */
const LABELS: Record<string, Record<string, string>> = {
  // The form's regions and the earlier list's values that stored applications may still hold.
  region: {
    ...Object.fromEntries(
      [...regionOptions, ...earlierRegionOptions].map(({ value, label }) => [value, label]),
    ),
    unspecified: 'Not given',
  },
  availability: {
    'part-time': 'Part-time (10-20 hrs/week)',
    'full-time': 'Full-time (40 hrs/week)',
    flexible: 'Flexible',
  },
  technicalComfort: {
    beginner: 'Beginner',
    intermediate: 'Intermediate',
    advanced: 'Advanced',
  },
  contactOrganizationType: {
    'k-12': 'K-12 School',
    university: 'University',
    chamber: 'Chamber of Commerce',
    business: 'Business',
    other: 'Other',
  },
  subject: {
    'request-training': 'Request Training',
    partnership: 'Partnership',
    'become-coach': 'Become a Coach',
    events: 'Events',
    general: 'General Inquiry',
    other: 'Other',
  },
  allianceOrganizationType: {
    education: 'K-12 Education',
    'higher-ed': 'Higher Education',
    business: 'Business',
    chamber: 'Chamber of Commerce',
    workforce: 'Workforce Development',
    government: 'Government',
    nonprofit: 'Nonprofit',
    other: 'Other',
  },
  interest: {
    training: 'Training',
    contests: 'Contests',
    events: 'Events',
    sponsorship: 'Sponsorship',
    trainer: 'Becoming a trainer',
  },
}

export type LabelSet = keyof typeof LABELS

export function optionLabel(set: LabelSet, value: string | null | undefined): string {
  if (!value) return '—'
  return LABELS[set]?.[value] ?? value
}
