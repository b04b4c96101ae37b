import { events } from '@/content/events'
import { goals2026, pilotGoals } from '@/content/goals'
import { news } from '@/content/news'
import { partnerTiers } from '@/content/partner-tiers'
import type { SiteContent } from '@/content/site-content-schema'
import { contactDefaults } from '@/content/contact-defaults'
import { timelinePhases } from '@/content/timeline'
import { defaultSiteMessages } from '@schemas/site-messages-defaults'

/**
 * The editable content as the content modules hold it: the database's seed
 * (`npm run site:seed` writes supabase/seed-site-content.sql from it; a unit test proves the two
 * equal) and what a build without a database renders (scripts/lib/site-content-source.ts).
 */
export const seedSiteContent = {
  events,
  timeline: [{ cycle: '2025–26', phases: timelinePhases }],
  // Empty: the banner follows the next upcoming event.
  banner: {},
  goals: goals2026,
  pilotGoals,
  partners: [],
  contact: { email: contactDefaults.email, phone: contactDefaults.phone },
  partnerTiers,
  news,
  messages: defaultSiteMessages,
} satisfies SiteContent
