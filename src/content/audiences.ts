import { Building2, School, Users, type LucideIcon } from 'lucide-react'
import { paths } from '@/config/paths'
import type { Link } from '@/content/schema'

/** The three audience cards on the home page: who we serve and where each should start. */
export type Audience = {
  title: string
  description: string
  icon: LucideIcon
  link: Link
}

export const audiences = [
  {
    title: 'Educators',
    description:
      'Teachers, faculty and school staff learn to use AI in planning and instruction, guide students in the AI Science Fair, and can become certified AI Coaches.',
    icon: School,
    link: { label: 'Training for educators', href: paths.trainingPrograms },
  },
  {
    title: 'Students',
    description:
      'K-12 and university students take part in contests that build real projects, get feedback from judges and present their work at the Capitol.',
    icon: Users,
    link: { label: 'Competitions for students', href: paths.joinCompetition },
  },
  {
    title: 'Employers and chambers',
    description:
      'Businesses and chambers of commerce upskill their teams with on-site training and the AI Upskilling Challenge, and measure the gains.',
    icon: Building2,
    link: { label: 'On-site training for organizations', href: paths.aiCoaches },
  },
] satisfies Audience[]
