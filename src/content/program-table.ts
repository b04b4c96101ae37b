import { paths } from '@/config/paths'

/** One row of the home page's program table: who a program is for and what it leaves them with. */
export type ProgramRow = {
  program: string
  href: string
  audience: string
  outcome: string
}

export const programTable = [
  {
    program: 'Talk to AI',
    href: paths.talkToAi,
    audience: 'Anyone new to AI: teachers, staff, students, job seekers',
    outcome: 'Uses an AI assistant safely and checks its answers',
  },
  {
    program: 'Create with AI',
    href: paths.createWithAi,
    audience: 'Educators and professionals who finished Talk to AI',
    outcome: 'Four finished deliverables for their own work',
  },
  {
    program: 'Build with AI',
    href: paths.buildWithAi,
    audience: 'Learners with basic programming skills',
    outcome: 'A working AI application or automation',
  },
  {
    program: 'AI Innovation Certification',
    href: paths.aiInnovationCertification,
    audience: 'Graduates of all three levels, or by portfolio review',
    outcome: 'A presented capstone project and certification',
  },
  {
    program: 'AI Coaching Certification',
    href: paths.aiCoachingCertification,
    audience: 'Experienced educators and trainers',
    outcome: 'Certification to teach the pathways across Idaho',
  },
  {
    program: 'Contests and innovation challenges',
    href: paths.joinCompetition,
    audience: 'K-12 students, university students, entrepreneurs, employers and chambers',
    outcome: 'A prototype, pitch and showcase in front of judges',
  },
  {
    program: 'Statewide events',
    href: paths.events,
    audience: 'Communities, employers, schools and sponsors',
    outcome: 'Connections, demonstrations and recognition across the state',
  },
] satisfies ProgramRow[]
