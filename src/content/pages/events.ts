import { CalendarDays, GraduationCap, Landmark, type LucideIcon } from 'lucide-react'

/**
 * /events' design: each event card's icon, by the event's slug (`@/content/events`), and the one
 * an event added in the desk gets. The page's words and structure are its blocks
 * (`page-seeds/events.ts`).
 */
export const eventsIcons = {
  bySlug: {
    'idaho-ai-week': CalendarDays,
    'state-ai-expo': Landmark,
    'ai-education-week': GraduationCap,
  } as Record<string, LucideIcon>,
  fallback: CalendarDays as LucideIcon,
}
