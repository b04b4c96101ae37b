import aiCoachApplication from './ai-coach-application'
import contact from './contact'
import home from './home'
import type { SpanishSeed } from './spanish-seed'

/**
 * The pages the repository ships in Spanish, by route: each page's Spanish in its own file,
 * named as its seed (src/content/page-seeds/<page>.ts).
 */
export const spanishSeeds: Readonly<Record<string, SpanishSeed>> = {
  '/': home,
  '/contact': contact,
  '/ai-coach-application': aiCoachApplication,
}
