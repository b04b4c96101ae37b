import type { Step } from '@/content/schema'

/** The four blueprint steps (spec §1): join, train, engage, measure. */
export const blueprint = [
  {
    title: 'Join',
    description:
      'Schools, employers, chambers, colleges and community groups register with the Alliance and name a contact.',
  },
  {
    title: 'Train',
    description:
      'Participants work through the pathways, from Talk to AI to certification, with certified AI Coaches.',
  },
  {
    title: 'Engage',
    description:
      'Learners apply their skills in contests, projects and statewide events such as Idaho AI Week.',
  },
  {
    title: 'Measure',
    description:
      'We report people trained, projects built and business results against the goals for 2026.',
  },
] satisfies Step[]
