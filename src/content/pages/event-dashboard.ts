import { CalendarDays, ChartColumn, Handshake } from 'lucide-react'

/**
 * /event-dashboard's design: the icons of "Who uses it", one per card in order. The page's words
 * and structure are its blocks (`page-seeds/event-dashboard.ts`).
 */
export const eventDashboardIcons = {
  'who-uses-it': [CalendarDays, Handshake, ChartColumn],
}
