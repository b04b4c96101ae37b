import { CalendarDays, ChartColumn, Handshake } from 'lucide-react'
import type { IconCard } from '@/content/pages/page-blocks'
import type { Link } from '@/content/schema'
import { paths } from '@/config/paths'

/** /event-dashboard: participants, sponsors and metrics. Features come from `@/content/platform-tools`. */
export const eventDashboardPage = {
  slug: 'event-dashboard',
  hero: {
    eyebrow: 'Technology platform',
    title: 'Event Dashboard',
    lead: 'Plan and report on statewide events with participants, sponsors and metrics in one view. It supports Idaho AI Week and its 100+ events.',
    actions: [
      { label: 'Request a Demo', href: paths.contact },
      { label: 'Back to the technology platform', href: paths.technologyPlatform },
    ] satisfies Link[],
  },
  features: { id: 'features', title: 'What it does' },
  audiences: {
    id: 'who-uses-it',
    title: 'Who uses it',
    items: [
      {
        title: 'Event hosts',
        description:
          'Register participants, check attendance and share your event on the statewide calendar.',
        icon: CalendarDays,
      },
      {
        title: 'Sponsors',
        description:
          'See the events you support, how many people they reached and how your brand was presented.',
        icon: Handshake,
      },
      {
        title: 'Organizers',
        description:
          'Follow metrics across every event of the week and prepare reports for partners and funders.',
        icon: ChartColumn,
      },
    ] satisfies IconCard[],
  },
  related: {
    text: 'See the statewide events the dashboard supports.',
    link: { label: 'Statewide events', href: paths.events } satisfies Link,
  },
  cta: {
    title: 'Planning an event?',
    text: 'Ask for a demo of the Event Dashboard for your Idaho AI Week event or your own program.',
    actions: [{ label: 'Request a Demo', href: paths.contact }] satisfies Link[],
  },
}
