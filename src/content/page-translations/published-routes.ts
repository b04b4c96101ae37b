/**
 * The pages the repository publishes in Spanish, for a build without a database: the menus, the
 * language switch and the router need the list on every page, and reading it from the Spanish
 * texts themselves (./index.ts) would put every page's Spanish into every page's bundle.
 * tests/unit/languages/spanish-seed.test.ts fails when it differs from the pages ./index.ts
 * ships with `publish: true`. A build from the database reads the published pages instead.
 */
export const seedSpanishRoutes: readonly string[] = [
  '/',
  '/contact',
  '/ai-coach-application',
  '/application-status',
  '/join-alliance',
  '/404',
  '/become-ai-coach',
  '/about',
  '/programs',
  '/training-programs',
  '/ai-coach-program',
  '/privacy-policy',
  '/terms-of-service',
]
