import type { NavGroup, NavItem } from '@/content/schema'
import { paths } from '@/config/paths'
import { sponsorCall } from '@/content/event-schedule'
import { madePageLinks } from '@/content/made-pages'
import { contentBuiltAt, publishedContent } from '@/content/published'

/** A header entry: a plain link, or a disclosure menu (About, Programs) with its own id. */
export type MainNavEntry =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'menu'; id: 'about' | 'programs'; label: string; items: NavItem[] }

export const mainNav = [
  { kind: 'link', label: 'Home', href: paths.home },
  {
    kind: 'menu',
    id: 'about',
    label: 'About',
    items: [
      { label: 'About the Alliance', href: paths.about },
      { label: 'National Expansion', href: paths.expansion },
      { label: 'See the Model', href: paths.seeTheModel },
      { label: 'Timeline & Deadlines', href: paths.timeline },
      // Pages the team made in the desk and placed in this menu (src/content/made-pages.ts).
      ...madePageLinks(publishedContent.pages, 'about'),
    ],
  },
  {
    kind: 'menu',
    id: 'programs',
    label: 'Programs',
    items: [
      { label: 'Training Pathways', href: paths.trainingPrograms },
      { label: 'Contests & Innovation Challenges', href: paths.joinCompetition },
      { label: 'Statewide Events', href: paths.events },
      { label: 'Technology Platform', href: paths.technologyPlatform },
      ...madePageLinks(publishedContent.pages, 'programs'),
    ],
  },
  { kind: 'link', label: 'AI Coaches', href: paths.aiCoaches },
  { kind: 'link', label: 'Partners', href: paths.partners },
  { kind: 'link', label: 'News', href: paths.news },
] satisfies MainNavEntry[]

/** The two header buttons, shown after the menu entries. */
export const headerActions = {
  adminLogin: { label: 'Admin Login', href: paths.auth },
  contact: { label: 'Contact Us', href: paths.contact },
} satisfies Record<string, NavItem>

export const footerGroups = [
  {
    label: 'Programs',
    items: [
      { label: 'All Programs', href: paths.programs },
      { label: 'Training Pathways', href: paths.trainingPrograms },
      { label: 'Contests & Innovation Challenges', href: paths.joinCompetition },
      { label: 'Statewide Events', href: paths.events },
      { label: 'Technology Platform', href: paths.technologyPlatform },
      { label: 'AI Coach Training', href: paths.aiCoaches },
    ],
  },
  {
    label: 'Get Involved',
    items: [
      { label: 'Join the Alliance', href: paths.joinAlliance },
      { label: 'Become an AI Coach', href: paths.becomeAiCoach },
      { label: 'Apply to Be an AI Coach', href: paths.aiCoachApplication },
      { label: 'Partner With Us', href: paths.partners },
      // Follows the next Idaho AI Week, or gives way to the partner call (event-schedule.ts).
      sponsorCall(publishedContent.events, contentBuiltAt),
      { label: 'Timeline & Deadlines', href: paths.timeline },
      { label: 'News', href: paths.news },
      ...madePageLinks(publishedContent.pages, 'get-involved'),
    ],
  },
] satisfies NavGroup[]

export const legalLinks = [
  { label: 'Privacy Policy', href: paths.privacyPolicy },
  { label: 'Terms of Service', href: paths.termsOfService },
] satisfies NavItem[]
