import { CalendarDays, GraduationCap, Landmark, type LucideIcon } from 'lucide-react'
import type { Link } from '@/content/schema'
import { contactLinks, paths } from '@/config/paths'

/** /events: statewide events. The event cards read `@/content/events`. */
export const eventsPage = {
  hero: {
    eyebrow: 'Statewide events',
    title: 'Statewide AI Events',
    lead: 'Learn, build and celebrate AI with people across Idaho: a week-long annual event in Boise, an expo at the Idaho Capitol, and a national model week for AI education.',
    actions: [
      { label: 'See the challenge timeline', href: paths.timeline },
      { label: 'Host or sponsor an event', href: contactLinks.subject('events') },
    ] satisfies Link[],
  },
  list: {
    id: 'events',
    title: 'Statewide events',
    intro:
      'Each event has its own website with schedules and registration. Links open in a new tab.',
    /** Shown instead of the list when every dated event has ended. */
    noneUpcoming:
      'No statewide event is scheduled yet. The dates of the next ones will be announced here; the past events are listed below.',
    /** Card icon per event slug (`@/content/events`). */
    icons: {
      'idaho-ai-week': CalendarDays,
      'state-ai-expo': Landmark,
      'ai-education-week': GraduationCap,
    } as Record<string, LucideIcon>,
    /** An event added in the desk. */
    defaultIcon: CalendarDays as LucideIcon,
  },
  past: {
    id: 'past-events',
    title: 'Past events',
    intro: 'Events that have taken place, the latest first.',
  },
  getInvolved: {
    id: 'get-involved',
    title: 'Get involved',
    points: [
      'Host an event during Idaho AI Week at your school, library, business or chamber',
      'Sponsor Idaho AI Week or the State AI Expo',
      'Enter a contest and present your project at the showcase',
      'Volunteer as a speaker, mentor or judge',
    ],
  },
  cta: {
    title: 'Bring your organization to Idaho AI Week',
    text: 'Tell us what you would like to host, sponsor or present, and we will help you plan it.',
    actions: [
      { label: 'Contact us about events', href: contactLinks.subject('events') },
    ] satisfies Link[],
  },
}
