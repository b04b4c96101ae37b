import { CalendarDays, GraduationCap, Handshake, Presentation, Trophy } from 'lucide-react'
import type { IconCard } from '@/content/pages/page-blocks'
import type { Link } from '@/content/schema'
import { paths } from '@/config/paths'

/** /join-alliance: why join, the areas of interest, then the alliance registration form. */
export const joinAlliancePage = {
  hero: {
    eyebrow: 'Join the Alliance',
    title: 'Join the Idaho AI Alliance',
    lead: 'Schools, colleges, businesses, chambers, workforce boards, agencies and nonprofits across Idaho are working together to prepare our workforce for AI. Register your organization and tell us how you would like to take part.',
  },
  why: {
    id: 'why-join',
    title: 'Why join',
    points: [
      'Be first to hear about training, contests and statewide events',
      'Connect with educators, employers and leaders across every region of Idaho',
      'Help set priorities for the training Idaho’s workforce needs',
      'Get support to bring AI training, contests and events to your community',
    ],
  },
  interests: {
    id: 'ways-to-take-part',
    title: 'Ways to take part',
    intro: 'On the form, choose every area that interests you.',
    items: [
      {
        title: 'Training',
        description: 'AI training for your staff, students or members.',
        icon: GraduationCap,
      },
      {
        title: 'Contests',
        description: 'Enter, host or judge an AI innovation contest.',
        icon: Trophy,
      },
      {
        title: 'Events',
        description: 'Host or attend events during Idaho AI Week and beyond.',
        icon: CalendarDays,
      },
      {
        title: 'Sponsorship',
        description: 'Support the initiative, with grant matching that multiplies your gift.',
        icon: Handshake,
      },
      {
        title: 'Becoming a trainer',
        description: 'Become a certified AI Coach in your region.',
        icon: Presentation,
      },
    ] satisfies IconCard[],
  },
  form: {
    id: 'registration-form',
    title: 'Register your interest',
    intro:
      'It takes a few minutes. Phone is optional. We will follow up by e-mail about the areas you choose.',
  },
  related: {
    text: 'Prefer to talk first?',
    link: { label: 'Contact our team', href: paths.contact } satisfies Link,
  },
}
