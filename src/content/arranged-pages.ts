import { paths } from '@/config/paths'

/**
 * The pages their editors arrange: each is its list of blocks, rendered in order by kind
 * (RenderBlocks, src/components/sections/render-blocks.tsx), so the desk lets editors add, move,
 * duplicate and remove blocks on them. Other pages still lay their blocks out in their route, and
 * the desk edits their words only.
 */
export const ARRANGED_PAGES: ReadonlySet<string> = new Set([
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
  // The technology platform's product pages (PlatformProductPage).
  paths.aiSkillsTracker,
  paths.contestPlatform,
  paths.eventDashboard,
  // The pathway pages (PathwayDetail).
  paths.talkToAi,
  paths.createWithAi,
  paths.buildWithAi,
  paths.aiInnovationCertification,
])

/**
 * The block each form page shows its form under (the form is the page's purpose, so the desk
 * keeps the block: editors change its words or move it, but do not remove it).
 */
export const FORM_BLOCKS = {
  [paths.aiCoachApplication]: 'application-form',
} as const satisfies Record<string, string>
