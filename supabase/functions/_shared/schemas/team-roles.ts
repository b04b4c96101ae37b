/**
 * The team's roles and what each may do, written once: the desk's labels and sections, the
 * invitation e-mail's words, the command line's role names and the permissions behind them all.
 * The database holds the same bundles in public.role_permissions (migration
 * 20251101010000_accounts_and_roles.sql), where every call is decided;
 * tests/stack/team-roles.test.ts fails when the two disagree.
 */

/** What a member may do (public.app_permission), in the desk's words. */
export const PERMISSIONS = {
  work_submissions: 'Work submissions: read them, set their status, write notes and replies',
  export_submissions: 'Export submissions as CSV files',
  manage_people: 'Manage people and roles, settings, personal-data requests and the audit log',
  publish_pages: 'Edit and publish the pages, the timeline and the goals',
  publish_news: 'Edit and publish news',
  publish_events: 'Edit and publish events',
  publish_partners: 'Edit and publish partners and partner tiers',
  publish_settings: 'Edit and publish the contact details and the banner',
  send_updates: 'Read the e-mail update subscriptions and their consent records, and send updates',
} as const

export type Permission = keyof typeof PERMISSIONS

interface RoleDescription {
  /** The desk's name for the role. */
  label: string
  /** What the role is for, after "Reviewer: " in the desk. */
  summary: string
  /** "You are invited … as <invitedAs>". */
  invitedAs: string
  /** The invitation's sentence saying where the role works. */
  where: string
  permissions: readonly Permission[]
}

/** The roles (public.app_role), in the order the desk lists them. */
export const TEAM_ROLES = {
  admin: {
    label: 'Administrator',
    summary:
      'works submissions and manages people, settings, personal-data requests and the audit log',
    invitedAs: 'an administrator',
    where:
      'Administrators run the desk: the submissions, the team and its invitations, the settings, ' +
      'personal-data requests and the audit log.',
    permissions: ['work_submissions', 'export_submissions', 'manage_people', 'send_updates'],
  },
  reviewer: {
    label: 'Reviewer',
    summary: 'reads and answers submissions: status, notes, replies and CSV export',
    invitedAs: 'a reviewer',
    where:
      "Reviewers work in the desk's submissions: they read and answer the AI Coach applications, " +
      'contact messages and Alliance registrations people send through the website.',
    permissions: ['work_submissions', 'export_submissions'],
  },
  editor: {
    label: 'Editor',
    summary: 'edits and publishes the site’s content; sees no submissions',
    invitedAs: 'an editor',
    where:
      "Editors work in the desk's Site section: they edit the website's content and publish it.",
    permissions: [
      'publish_pages',
      'publish_news',
      'publish_events',
      'publish_partners',
      'publish_settings',
      'send_updates',
    ],
  },
  news_editor: {
    label: 'News editor',
    summary: 'writes and publishes news only; sees no submissions and no other part of the site',
    invitedAs: 'a news editor',
    where:
      "News editors work in the desk's Site section: they write the website's news and publish it.",
    permissions: ['publish_news'],
  },
} as const satisfies Record<string, RoleDescription>

export type TeamRole = keyof typeof TEAM_ROLES

export const TEAM_ROLE_NAMES = Object.keys(TEAM_ROLES) as TeamRole[]

export function isTeamRole(value: string): value is TeamRole {
  return Object.hasOwn(TEAM_ROLES, value)
}

/** Every permission these roles bring together. */
export function permissionsOf(roles: readonly TeamRole[]): Set<Permission> {
  return new Set(roles.flatMap((role) => TEAM_ROLES[role].permissions))
}
