import { Building2, ChartColumn, UserCheck } from 'lucide-react'
import type { IconCard } from '@/content/pages/page-blocks'
import type { Link } from '@/content/schema'
import { paths } from '@/config/paths'

/** /ai-skills-tracker: training progress analytics. Features come from `@/content/platform-tools`. */
export const aiSkillsTrackerPage = {
  slug: 'ai-skills-tracker',
  hero: {
    eyebrow: 'Technology platform',
    title: 'AI Skills Tracker',
    lead: 'Training progress analytics for learners, coaches and partners: see who has been trained, in which pathway, and how far each learner has come.',
    actions: [
      { label: 'Request a Demo', href: paths.contact },
      { label: 'Back to the technology platform', href: paths.technologyPlatform },
    ] satisfies Link[],
  },
  features: { id: 'features', title: 'What it does' },
  audiences: {
    id: 'who-uses-it',
    title: 'Who uses it',
    items: [
      {
        title: 'Learners',
        description:
          'See the pathways you have completed and what comes next, from Talk to AI to certification.',
        icon: UserCheck,
      },
      {
        title: 'Schools and employers',
        description:
          'Follow your staff’s training progress and plan the next sessions with your AI Coach.',
        icon: Building2,
      },
      {
        title: 'Partners and funders',
        description:
          'Get regional reports that show how many people were trained and how grant funds were used.',
        icon: ChartColumn,
      },
    ] satisfies IconCard[],
  },
  related: {
    text: 'The tracker is how we will report progress on our 2026 goals, such as 500+ teachers and professionals trained.',
    link: { label: 'Read about our goals', href: paths.about } satisfies Link,
  },
  cta: {
    title: 'Track your organization’s AI training',
    text: 'Ask for a demo of the AI Skills Tracker.',
    actions: [{ label: 'Request a Demo', href: paths.contact }] satisfies Link[],
  },
}
