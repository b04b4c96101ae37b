import { paths } from '@/config/paths'
import type { NewsItem } from '@/content/site-content-schema'

/**
 * The announcements as the repository holds them: the seed of the desk's News and what
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
    slug: 'training-for-organizations',
    title: 'Book AI training for your school or workplace',
    date: '2026-11-16',
    summary:
      'Five training pathways take learners from their first conversation with an AI assistant to building AI tools, leading innovation projects and teaching others.',
    body: [
      'Certified AI Coaches teach the pathways in person at schools, colleges, chambers and workplaces, and online for people who cannot travel.',
      'Organizations can book a pathway for their own staff or students. Tell us who you want to train and we will suggest the right pathway and format.',
    ],
    link: { label: 'See the training pathways', href: paths.trainingPrograms },
  },
] satisfies NewsItem[]
