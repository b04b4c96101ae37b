import { publicPaths, paths, type AppPath } from '@/config/paths'
import type { PageBlock, Pages } from '@/content/page-copy-schema'
import aiCoachApplication from '@/content/page-seeds/ai-coach-application'
import aiCoaches from '@/content/page-seeds/ai-coaches'
import aiInnovationCertification from '@/content/page-seeds/ai-innovation-certification'
import talkToAi from '@/content/page-seeds/talk-to-ai'
import createWithAi from '@/content/page-seeds/create-with-ai'
import buildWithAi from '@/content/page-seeds/build-with-ai'
import aiCoachProgram from '@/content/page-seeds/ai-coach-program'
import aiCoachingCertification from '@/content/page-seeds/ai-coaching-certification'
import joinCompetition from '@/content/page-seeds/join-competition'
import aiSkillsTracker from '@/content/page-seeds/ai-skills-tracker'
import contestPlatform from '@/content/page-seeds/contest-platform'
import eventDashboard from '@/content/page-seeds/event-dashboard'
import technologyPlatform from '@/content/page-seeds/technology-platform'
import seeTheModel from '@/content/page-seeds/see-the-model'
import becomeAiCoach from '@/content/page-seeds/become-ai-coach'
import home from '@/content/page-seeds/home'
import programs from '@/content/page-seeds/programs'
import trainingPrograms from '@/content/page-seeds/training-programs'
import about from '@/content/page-seeds/about'
import partners from '@/content/page-seeds/partners'
import joinAlliance from '@/content/page-seeds/join-alliance'
import contact from '@/content/page-seeds/contact'
import events from '@/content/page-seeds/events'
import timeline from '@/content/page-seeds/timeline'
import expansion from '@/content/page-seeds/expansion'
import applicationStatus from '@/content/page-seeds/application-status'
import privacyPolicy from '@/content/page-seeds/privacy-policy'
import termsOfService from '@/content/page-seeds/terms-of-service'
import { writtenSeo } from '@/content/route-seo'
import { spanishSeeds } from '@/content/page-translations'
import { textsOf, translationOf } from '@schemas/translated-texts'
import type { PageCopy } from '@/content/page-copy-schema'
import notFound from '@/content/page-seeds/404'
import { notFoundRoute } from '@/content/pages/not-found'

/** The pages whose words are page copy, each as its seed's blocks (`page-seeds/<page>.ts`). */
const blocksByRoute: Partial<Record<AppPath, PageBlock[]>> = {
  [paths.aiCoachingCertification]: aiCoachingCertification,
  [paths.becomeAiCoach]: becomeAiCoach,
  [paths.aiCoachProgram]: aiCoachProgram,
  [paths.aiCoachApplication]: aiCoachApplication,
  [paths.trainingPrograms]: trainingPrograms,
  [paths.programs]: programs,
  [paths.home]: home,
  [paths.about]: about,
  [paths.partners]: partners,
  [paths.joinAlliance]: joinAlliance,
  [paths.contact]: contact,
  [paths.events]: events,
  [paths.timeline]: timeline,
  [paths.expansion]: expansion,
  [paths.applicationStatus]: applicationStatus,
  [paths.privacyPolicy]: privacyPolicy,
  [paths.termsOfService]: termsOfService,
  [paths.aiCoaches]: aiCoaches,
  [paths.aiInnovationCertification]: aiInnovationCertification,
  [paths.talkToAi]: talkToAi,
  [paths.createWithAi]: createWithAi,
  [paths.buildWithAi]: buildWithAi,
  [paths.joinCompetition]: joinCompetition,
  [paths.aiSkillsTracker]: aiSkillsTracker,
  [paths.contestPlatform]: contestPlatform,
  [paths.eventDashboard]: eventDashboard,
  [paths.technologyPlatform]: technologyPlatform,
  [paths.seeTheModel]: seeTheModel,
}

/**
 * Titles and descriptions written from the records' dates: no fixed seed, so they keep following
 * the timeline and the events until an editor writes one.
 */
const datedSeo: readonly AppPath[] = [paths.timeline, paths.events]

/**
 * Every public page as the database's first published version holds it (`npm run site:seed`):
 * its search-engine title and description and its blocks, from the seeds.
 * A page without blocks is still written by its content module; it is listed so that links to it
 * are known to lead somewhere.
 */
export const seedPageCopy: Pages = {
  ...Object.fromEntries(
    publicPaths.map((route) => {
      const seo = datedSeo.includes(route)
        ? undefined
        : writtenSeo({ events: [], timeline: [] }, 0)[route]
      return [
        route,
        withSpanish(route, { ...(seo ? { seo } : {}), blocks: blocksByRoute[route] ?? [] }),
      ]
    }),
  ),
  // The not-found page (dist/404.html) is no public route: its words are page copy all the same.
  [notFoundRoute]: withSpanish(notFoundRoute, { blocks: notFound }),
}

/**
 * A page with the Spanish the repository ships for it (src/content/page-translations), each text
 * marked as written from today's English.
 */
function withSpanish(route: string, page: PageCopy): PageCopy {
  const spanish = spanishSeeds[route]
  if (!spanish) return page
  const english = new Map(textsOf(page).map(({ address, text }) => [address, text]))
  const texts = Object.fromEntries(
    Object.entries(spanish.texts).map(([address, text]) => [
      address,
      translationOf(english.get(address) ?? '', text),
    ]),
  )
  return { ...page, translations: { es: { publish: spanish.publish, texts } } }
}
