import notFound from './404'
import about from './about'
import aiCoachApplication from './ai-coach-application'
import aiCoachProgram from './ai-coach-program'
import applicationStatus from './application-status'
import becomeAiCoach from './become-ai-coach'
import contact from './contact'
import home from './home'
import joinAlliance from './join-alliance'
import privacyPolicy from './privacy-policy'
import programs from './programs'
import type { SpanishSeed } from './spanish-seed'
import termsOfService from './terms-of-service'
import trainingPrograms from './training-programs'

/**
 * The pages the repository ships in Spanish, by route: each page's Spanish in its own file,
 * named as its seed (src/content/page-seeds/<page>.ts).
 */
export const spanishSeeds: Readonly<Record<string, SpanishSeed>> = {
  '/': home,
  '/contact': contact,
  '/ai-coach-application': aiCoachApplication,
  '/application-status': applicationStatus,
  '/join-alliance': joinAlliance,
  '/404': notFound,
  '/become-ai-coach': becomeAiCoach,
  '/about': about,
  '/programs': programs,
  '/training-programs': trainingPrograms,
  '/ai-coach-program': aiCoachProgram,
  '/privacy-policy': privacyPolicy,
  '/terms-of-service': termsOfService,
}
