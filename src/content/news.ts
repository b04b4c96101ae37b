import { paths } from '@/config/paths'
import type { NewsItem } from '@/content/site-content-schema'

/**
 * The announcements as the repository holds them: the seed of the desk's News (issue 33) and what
 * a build without a database shows on /news, the home page and the feed. Every statement is one
 * the site's content modules already make (the coach pages, the events); an announcement's date
 * is the day it was published.
 */
export const news = [
  {
    slug: 'ai-coach-applications-open',
    title: 'AI Coach applications are open',
    date: '2026-11-20',
    summary:
      'Experienced educators and professionals can apply to become certified AI Coaches. It is free to apply, and certification is free for accepted applicants.',
    body: [
      'Applications to become an AI Coach are open on a rolling basis. Coaches lead Alliance training in schools, colleges, chambers and businesses near them.',
      'Certification is currently grant-funded and free for accepted applicants, and no prior AI experience is required.',
    ],
    link: { label: 'Apply to be an AI Coach', href: paths.aiCoachApplication },
  },
  {
    slug: 'idaho-ai-week-sponsors',
    title: 'Sponsor Idaho AI Week',
    date: '2026-11-16',
    summary:
      'Idaho AI Week brings 100+ events to Boise and across the state. Partners can sponsor the week and the State AI Expo at the Idaho Capitol.',
    body: [
      'Idaho AI Week is a week-long annual celebration of artificial intelligence in Idaho: workshops, talks, demos and meetups where students, educators, employers and community members learn, build and meet the people putting AI to work here.',
      'The week closes with the Innovation Challenge showcase at the state capitol, where finalists show their work to lawmakers, employers and the public.',
    ],
    link: { label: 'See the statewide events', href: paths.events },
  },
] satisfies NewsItem[]
