import { CalendarDays, ChartColumn, Trophy } from 'lucide-react'
import type { PlatformTool } from '@/content/schema'
import { paths } from '@/config/paths'

/** The three products of the technology platform; the hub and each product page read them. */
export const platformTools = [
  {
    slug: 'contest-platform',
    name: 'Contest Platform',
    summary:
      'One place to run an innovation contest from first entry to final showcase: entries, judging and public showcases.',
    features: [
      'Online entries with file uploads for prototypes, abstracts, pitch decks and demo videos',
      'Judging with a shared rubric and scoring for every judge',
      'Public showcases of finalist projects',
      'Role-based access for organizers, judges and participants',
    ],
    href: paths.contestPlatform,
    icon: Trophy,
  },
  {
    slug: 'ai-skills-tracker',
    name: 'AI Skills Tracker',
    summary:
      'Training progress analytics that show who has been trained, in which pathway, and how far each learner has come.',
    features: [
      'Progress through each training pathway, from Talk to AI to certification',
      'Completion and certification records for learners and coaches',
      'Dashboards for schools, employers and chambers',
      'Regional reports for partners and funders',
    ],
    href: paths.aiSkillsTracker,
    icon: ChartColumn,
  },
  {
    slug: 'event-dashboard',
    name: 'Event Dashboard',
    summary:
      'Planning and reporting for statewide events: participants, sponsors and metrics in a single view.',
    features: [
      'Participant registration and attendance',
      'Sponsor listings and sponsor reporting',
      'Event metrics: attendance, reach and follow-up',
      'One calendar for events across the state',
    ],
    href: paths.eventDashboard,
    icon: CalendarDays,
  },
] satisfies PlatformTool[]

/** Looks up one product; throws at build time on a misspelt slug rather than rendering a gap. */
export function getPlatformTool(slug: string): PlatformTool {
  const tool = platformTools.find((t) => t.slug === slug)
  if (!tool) throw new Error(`Unknown platform tool: ${slug}`)
  return tool
}
