import { paths } from '@/config/paths'
import { notFoundRoute } from '@/content/pages/not-found'

/**
 * The pages their editors arrange: each is its list of blocks, rendered in order by kind
 * (RenderBlocks, src/components/sections/render-blocks.tsx), so the desk lets editors add, move,
 * duplicate and remove blocks on them. Other pages still lay their blocks out in their route, and
 * the desk edits their words only.
 */
export const ARRANGED_PAGES: ReadonlySet<string> = new Set([
  paths.home,
  // The not-found page's copy (dist/404.html; no public route of its own).
  notFoundRoute,
  paths.about,
  paths.expansion,
  paths.aiCoachingCertification,
  paths.becomeAiCoach,
  paths.trainingPrograms,
  paths.seeTheModel,
  paths.aiCoaches,
  paths.technologyPlatform,
  paths.aiCoachProgram,
  paths.programs,
  paths.joinCompetition,
  paths.partners,
  paths.timeline,
  paths.aiCoachApplication,
  paths.applicationStatus,
  paths.joinAlliance,
  paths.contact,
  paths.events,
  // The technology platform's product pages (PlatformProductPage).
  paths.aiSkillsTracker,
  paths.contestPlatform,
  paths.eventDashboard,
  // The pathway pages (PathwayDetail).
  paths.talkToAi,
  paths.createWithAi,
  paths.buildWithAi,
  paths.aiInnovationCertification,
  // The legal pages (LegalPage): their contents follow their sections.
  paths.privacyPolicy,
  paths.termsOfService,
])

/**
 * The blocks each form page keeps, its form's block first: the form is the page's purpose, and
 * is shown under that block; the others hold the words the form itself says (the status lookup's
 * stages and answers). Editors change their words or move them, but do not remove them.
 */
export const FORM_BLOCKS = {
  [paths.aiCoachApplication]: ['application-form'],
  [paths.joinAlliance]: ['registration-form'],
  [paths.contact]: ['contact-form'],
  [paths.applicationStatus]: ['status-lookup', 'stages', 'not-found', 'throttled', 'failed'],
} as const satisfies Record<string, readonly [string, ...string[]]>

/**
 * The blocks a page shows something of its own with, which it has nowhere else to put: the home
 * page's next statewide event follows its coach cards, a legal page's effective date is shown in
 * its top, /contact's other ways to reach us head the column beside its form (the contact
 * record's address and phone number), /events shows its upcoming and past events under the
 * blocks that introduce them, in that order. Editors change their words or move them, but do not remove them.
 */
export const RECORD_BLOCKS = {
  [paths.home]: ['become-an-ai-coach'],
  [paths.privacyPolicy]: ['effective-date'],
  [paths.termsOfService]: ['effective-date'],
  [paths.contact]: ['other-ways'],
  [paths.events]: ['events', 'past-events'],
} as const satisfies Record<string, readonly [string, ...string[]]>
