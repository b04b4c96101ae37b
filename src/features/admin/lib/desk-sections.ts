import { paths, type AppPath } from '@/config/paths'
import { permissionsOf, type Permission } from '@schemas/team-roles'
import type { TeamRole } from '../api/team-roles'

/** The desk's sections, each at its own address and in the desk's navigation. */
export type DeskSection = 'submissions' | 'reports' | 'site' | 'updates' | 'people' | 'settings'

interface SectionEntry {
  id: DeskSection
  /** The navigation's link text and the section's page heading. */
  label: string
  path: AppPath
  /**
   * Who may use it: members holding one of these permissions through their roles. The database
   * grants the same (docs/roles.md); the desk only shows it.
   */
  permissions: readonly Permission[]
}

export const DESK_SECTIONS: readonly SectionEntry[] = [
  {
    id: 'submissions',
    label: 'Submissions',
    path: paths.admin,
    permissions: ['work_submissions'],
  },
  { id: 'reports', label: 'Reports', path: paths.adminReports, permissions: ['work_submissions'] },
  {
    id: 'site',
    label: 'Site',
    path: paths.adminSite,
    permissions: [
      'publish_pages',
      'publish_news',
      'publish_events',
      'publish_partners',
      'publish_settings',
    ],
  },
  { id: 'updates', label: 'Updates', path: paths.adminUpdates, permissions: ['send_updates'] },
  {
    id: 'people',
    label: 'People and roles',
    path: paths.adminPeople,
    permissions: ['manage_people'],
  },
  { id: 'settings', label: 'Settings', path: paths.adminSettings, permissions: ['manage_people'] },
]

/** The desk's name, above every section. */
export const DESK_NAME = 'Alliance desk'

/** The sections a member with these roles may use, in navigation order. */
export function sectionsFor(roles: readonly TeamRole[]): SectionEntry[] {
  const held = permissionsOf(roles)
  return DESK_SECTIONS.filter((section) => section.permissions.some((p) => held.has(p)))
}

export function sectionEntry(id: DeskSection): SectionEntry {
  return DESK_SECTIONS.find((section) => section.id === id)!
}

/**
 * Where signing in takes a member: administrators and reviewers to the submissions (the desk's
 * front page), editors to Site; null for someone with no role.
 */
export function landingPathFor(roles: readonly TeamRole[]): AppPath | null {
  return sectionsFor(roles)[0]?.path ?? null
}
