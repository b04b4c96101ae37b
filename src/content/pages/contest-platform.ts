import { ClipboardList, Scale, Users } from 'lucide-react'
import type { IconCard } from '@/content/pages/page-blocks'
import type { Link, Step } from '@/content/schema'
import { paths } from '@/config/paths'

/** /contest-platform: entries, judging and showcases. Features come from `@/content/platform-tools`. */
export const contestPlatformPage = {
  slug: 'contest-platform',
  hero: {
    eyebrow: 'Technology platform',
    title: 'Contest Platform',
    lead: 'Run an AI contest from first entry to final showcase: entries, judging and public showcases in one place, built for schools, universities, startups and employers.',
    actions: [
      { label: 'Request a Demo', href: paths.contact },
      { label: 'Back to the technology platform', href: paths.technologyPlatform },
    ] satisfies Link[],
  },
  features: { id: 'features', title: 'What it does' },
  audiences: {
    id: 'roles',
    title: 'Built for every role',
    intro:
      'Role-based access gives organizers, judges and participants the view each of them needs.',
    items: [
      {
        title: 'Organizers',
        description:
          'Set up a contest, its deadlines and rubric, invite judges and follow entries as they arrive.',
        icon: ClipboardList,
      },
      {
        title: 'Judges',
        description:
          'Review assigned entries and score them against the same rubric, so every team is judged fairly.',
        icon: Scale,
      },
      {
        title: 'Participants',
        description:
          'Register, submit a prototype, abstract, pitch deck, demo video and reflection log, and track status.',
        icon: Users,
      },
    ] satisfies IconCard[],
  },
  steps: {
    id: 'how-it-works',
    title: 'How a contest runs',
    steps: [
      { title: 'Enroll', description: 'Participants register individually or as a team.' },
      { title: 'Submit', description: 'Entries are uploaded before the deadline.' },
      { title: 'Vote and judge', description: 'The public votes and judges score each entry.' },
      { title: 'Showcase', description: 'Finalists present their work and awards are announced.' },
    ] satisfies Step[],
    link: { label: 'See the current challenge timeline', href: paths.timeline } satisfies Link,
  },
  cta: {
    title: 'Running a contest?',
    text: 'Ask for a demo of the Contest Platform for your school, university, chamber or company.',
    actions: [{ label: 'Request a Demo', href: paths.contact }] satisfies Link[],
  },
}
