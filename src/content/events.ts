import { externalLinks } from '@/config/launch-settings'
import type { Event } from '@/content/schema'

/**
 * Statewide events. Idaho AI Week comes first: the home page banner and AI Week section read it
 * by its slug.
 *
 * The external URLs are launch settings (src/config/launch-settings.ts), still to be confirmed by
 * the initiative: change them there; `npm run build` lists each one not yet confirmed.
 */
export const events = [
  {
    slug: 'idaho-ai-week',
    name: 'Idaho AI Week',
    dates: 'April 20–25, 2026',
    startsAt: '2026-04-20T00:00:00-06:00',
    endsAt: '2026-04-25T23:59:59-06:00',
    location: 'Boise, Idaho',
    description:
      'A week-long annual celebration of artificial intelligence in Idaho: 100+ events in Boise and across the state where students, educators, employers and community members learn, build and meet the people putting AI to work here.',
    url: externalLinks.idahoAiWeek.value,
    highlights: [
      '100+ events across the week: workshops, talks, demos and meetups',
      'Hands-on Talk to AI and Create with AI sessions for beginners',
      'Employer and chamber sessions on upskilling teams',
      'Closes with the Innovation Challenge showcase at the state capitol',
    ],
  },
  {
    slug: 'state-ai-expo',
    name: 'State AI Expo',
    dates: 'April 25, 2026, 9 AM–4 PM MT',
    startsAt: '2026-04-25T09:00:00-06:00',
    endsAt: '2026-04-25T16:00:00-06:00',
    location: 'Idaho Capitol, Boise',
    description:
      'A one-day expo at the Idaho Capitol where Innovation Challenge finalists show their work to lawmakers, employers and the public, and where the challenge awards are presented.',
    url: externalLinks.stateAiExpo.value,
    highlights: [
      'Finalist projects from students, innovators and employers on display',
      'Awards, including Audience Choice and AI Workforce Champion',
      'Certified innovators and global nominees recognized',
      'Open to the public, legislators and partners',
    ],
  },
  {
    slug: 'ai-education-week',
    name: 'AI Education Week',
    dates: 'Held each year',
    location: 'Nationwide, with events in Idaho schools and communities',
    description:
      'A national model week that puts AI education in front of every classroom and community. Idaho schools, libraries and partners take part with lessons, open sessions and family events built on our training pathways.',
    url: externalLinks.aiEducationWeek.value,
    highlights: [
      'Ready-to-use classroom lessons for K-12 teachers',
      'Community sessions hosted by certified AI Coaches',
      'A model other states can adopt for their own AI education week',
    ],
  },
] satisfies Event[]
