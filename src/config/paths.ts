/**
 * Every internal URL of the site, in one typed place. Navigation, content and the router all
 * read from here, so renaming a route cannot leave a dead link behind.
 */
export const paths = {
  home: '/',
  about: '/about',
  timeline: '/timeline',
  seeTheModel: '/see-the-model',
  programs: '/programs',
  trainingPrograms: '/training-programs',
  talkToAi: '/talk-to-ai',
  createWithAi: '/create-with-ai',
  buildWithAi: '/build-with-ai',
  aiInnovationCertification: '/ai-innovation-certification',
  aiCoachingCertification: '/ai-coaching-certification',
  joinCompetition: '/join-competition',
  aiCoaches: '/ai-coaches',
  becomeAiCoach: '/become-ai-coach',
  aiCoachProgram: '/ai-coach-program',
  aiCoachApplication: '/ai-coach-application',
  contact: '/contact',
  joinAlliance: '/join-alliance',
  /** Where a person who sent a form looks up its stage by reference and e-mail address. */
  applicationStatus: '/application-status',
  partners: '/partners',
  expansion: '/expansion',
  events: '/events',
  /** Dated announcements, newest first; every one of them on the archive page. */
  news: '/news',
  newsArchive: '/news/archive',
  /** The "Get updates" sign-up (the footer's form sends its address here). */
  updates: '/updates',
  /** Where a sign-up's confirmation e-mail links (a signed token in `?token=`). */
  updatesConfirm: '/updates/confirm',
  /** Every update's "Change what you receive" link: topics, pause, unsubscribe (`?token=`). */
  updatesPreferences: '/updates/preferences',
  technologyPlatform: '/technology-platform',
  contestPlatform: '/contest-platform',
  aiSkillsTracker: '/ai-skills-tracker',
  eventDashboard: '/event-dashboard',
  /** Visitors' site search over the public pages' text (a static Pagefind index, no server). */
  search: '/search',
  auth: '/auth',
  /** Where the e-mailed password-reset link lands (signed in by the link). */
  resetPassword: '/auth/reset-password',
  /** The desk's front page: the submissions, for administrators and reviewers. */
  admin: '/admin',
  /** The desk's reports by period (administrators and reviewers). */
  adminReports: '/admin/reports',
  /** The desk's "Site" section: editors change the site's content without a developer. */
  adminSite: '/admin/site',
  /** People and roles, personal-data requests, unmatched answers, the audit log (administrators). */
  adminPeople: '/admin/people',
  /** Saved replies and notification routing (administrators). */
  adminSettings: '/admin/settings',
  /** Updates by e-mail: write one, preview, test and send it (members who send updates). */
  adminUpdates: '/admin/updates',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
} as const

export type PathKey = keyof typeof paths
export type AppPath = (typeof paths)[PathKey]

/** Contact subjects that other pages may preselect through `/contact?subject=`. */
export type ContactSubjectParam =
  'request-training' | 'partnership' | 'become-coach' | 'events' | 'general' | 'other'

/** Links into the contact form exactly as the specification gives them. */
export const contactLinks = {
  partner: `${paths.contact}?type=partner`,
  subject: (subject: ContactSubjectParam) => `${paths.contact}?subject=${subject}`,
  /** "Discuss this tier": the partnership subject, and the tier the message names. */
  partnerTier: (tier: string) =>
    `${paths.contact}?subject=partnership&tier=${encodeURIComponent(tier.toLowerCase())}`,
} as const

/** The desk's sections: where signing in may return a member (`/auth?next=`). */
export const deskPaths: readonly AppPath[] = [
  paths.admin,
  paths.adminReports,
  paths.adminSite,
  paths.adminPeople,
  paths.adminSettings,
  paths.adminUpdates,
]

export function isDeskPath(pathname: string | null): pathname is AppPath {
  return deskPaths.some((path) => path === pathname)
}

/** Routes that are not prerendered: they depend on a session. */
export const dynamicPaths: readonly AppPath[] = [paths.auth, paths.resetPassword, ...deskPaths]

/** Every route that is prerendered to its own HTML file. */
export const publicPaths: readonly AppPath[] = (Object.values(paths) as AppPath[]).filter(
  (path) => !dynamicPaths.includes(path),
)
