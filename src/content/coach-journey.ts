import type { Step } from '@/content/schema'

/**
 * The applicant journey of an AI Coach (spec §4). Prose only: these are not status values of
 * the application record.
 */
export const coachJourney = [
  {
    title: 'Application',
    description:
      'Complete the online application about your background, availability and motivation. No prior AI experience is required.',
  },
  {
    title: 'Interview',
    description: 'A 30-minute video interview about your goals, experience and availability.',
  },
  {
    title: 'Background check',
    description:
      'A background check and reference verification, because coaches work in schools and with the public.',
  },
  {
    title: 'Acceptance notification',
    description:
      'We tell you our decision by e-mail. Review takes 1-2 weeks, and admissions are rolling.',
  },
  {
    title: 'Certification training',
    description:
      '6-8 weeks at 15-20 hours per week, in four two-week blocks, with 3 practice workshops and feedback.',
  },
  {
    title: 'Practicum and certification',
    description:
      'You lead a practicum workshop of 8-16 hours with a real group and earn your certification.',
  },
  {
    title: 'Initial deployment',
    description:
      'Months 1-3: you coach with 1-2 partner organizations, with support from our team.',
  },
  {
    title: 'Ongoing practice',
    description:
      'From month 4: you take on your own engagements and join monthly webinars with other coaches.',
  },
] satisfies Step[]

/** Review promises stated to applicants (spec §4 and §9). */
export const coachReview = {
  reviewTime: '1-2 weeks',
  decisionTime: '5-7 business days',
  interview: '30-minute video interview',
  admissions: 'rolling',
} as const
