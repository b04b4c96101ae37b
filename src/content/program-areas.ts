import { CalendarDays, GraduationCap, LayoutDashboard, Trophy } from 'lucide-react'
import { paths } from '@/config/paths'
import { competitions } from '@/content/competitions'
import { eventLines } from '@/content/event-schedule'
import { contentBuiltAt, publishedContent } from '@/content/published'
import type { CardBlock } from '@/content/pages/page-blocks'
import { seedPathways } from '@/content/pathways'
import type { Pathway } from '@/content/schema'
import { platformTools } from '@/content/platform-tools'

/** A pathway as the training area lists it: "Talk to AI (Foundation, 1.5–2 hours)". */
export function pathwayLine(pathway: Pathway): string {
  return `${pathway.name} (${pathway.level}, ${pathway.duration})`
}

/**
 * The four program areas (spec §2, Programs overview). The programs page and the about page both
 * read them; each area lists the records it covers, so names stay in step with their sources.
 */
export const programAreas = [
  {
    title: 'Training Pathways',
    text: 'Five pathways, from a short introduction to professional certification.',
    icon: GraduationCap,
    // The seed's words; /programs lists the pathways as their pages hold them (usePathways).
    items: seedPathways.map(pathwayLine),
    link: { label: 'Explore the training pathways', href: paths.trainingPrograms },
  },
  {
    title: 'Contests',
    text: 'Four competitions that turn new skills into projects judged by people from Idaho schools and industry.',
    icon: Trophy,
    items: competitions.map((c) => `${c.name} (${c.audience})`),
    link: { label: 'See the contests and innovation challenges', href: paths.joinCompetition },
  },
  {
    title: 'Statewide Events',
    text: 'Events that bring learners, employers and communities together across Idaho.',
    icon: CalendarDays,
    // Upcoming first, then past (the programs page marks each; event-schedule.ts).
    items: eventLines(publishedContent.events, contentBuiltAt).map((line) => line.text),
    link: { label: 'See the statewide events', href: paths.events },
  },
  {
    title: 'Technology Platform',
    text: 'Three tools that run contests, track training progress and manage events.',
    icon: LayoutDashboard,
    items: platformTools.map((t) => t.name),
    link: { label: 'Explore the technology platform', href: paths.technologyPlatform },
  },
] satisfies CardBlock[]
