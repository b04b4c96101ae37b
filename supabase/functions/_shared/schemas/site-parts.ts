/**
 * The parts of the site's content that are published on their own, each with the permission it
 * needs and the keys of the content document it holds. The database holds the same list in
 * public.site_parts (tests/stack/team-roles.test.ts compares them), and decides every publication
 * by it: publishing News replaces only the news of the live site, whatever else the draft holds.
 */
import type { Permission } from './team-roles.ts'

export const SITE_PARTS = [
  {
    part: 'pages',
    label: 'Pages',
    permission: 'publish_pages',
    contentKeys: ['pages', 'timeline', 'goals', 'pilotGoals'],
  },
  { part: 'news', label: 'News', permission: 'publish_news', contentKeys: ['news'] },
  { part: 'events', label: 'Events', permission: 'publish_events', contentKeys: ['events'] },
  {
    part: 'partners',
    label: 'Partners',
    permission: 'publish_partners',
    contentKeys: ['partners', 'partnerTiers'],
  },
  {
    part: 'settings',
    label: 'Contact and banner',
    permission: 'publish_settings',
    contentKeys: ['contact', 'banner'],
  },
  {
    part: 'messages',
    label: 'Confirmations and e-mails',
    permission: 'publish_pages',
    contentKeys: ['messages'],
  },
] as const satisfies readonly {
  part: string
  label: string
  permission: Permission
  contentKeys: readonly string[]
}[]

export type SitePart = (typeof SITE_PARTS)[number]['part']
