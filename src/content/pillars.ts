import { CalendarDays, ChartColumn, GraduationCap, Trophy } from 'lucide-react'
import type { Pillar } from '@/content/schema'

/** The four pillars of the initiative (spec §1). */
export const pillars = [
  {
    title: 'Training and certification',
    description:
      'Five pathways, from a 1.5–2 hour introduction to professional certification, taught by certified AI Coaches in every region of Idaho.',
    icon: GraduationCap,
  },
  {
    title: 'Innovation contests',
    description:
      'Four competitions for K-12 students, university students, entrepreneurs and employers that turn new skills into working projects.',
    icon: Trophy,
  },
  {
    title: 'Statewide events',
    description:
      'Idaho AI Week, the State AI Expo at the Capitol and AI Education Week bring learners, employers and communities together.',
    icon: CalendarDays,
  },
  {
    title: 'Impact measurement',
    description:
      'Every program tracks who was trained, what they built and what changed, so partners and the public can see the results.',
    icon: ChartColumn,
  },
] satisfies Pillar[]
