/**
 * A page's Spanish as the repository ships it: whether the page is published in Spanish, and the
 * Spanish of each of its texts by address (`npx tsx scripts/page-texts.ts <route>` lists a page's
 * addresses with their English). The seed adds each text's fingerprint of today's English
 * (src/content/page-copy-seed.ts), so a fresh site starts with every Spanish text current.
 */
export type SpanishSeed = {
  publish: boolean
  texts: Readonly<Record<string, string>>
}

/**
 * Words a Spanish page keeps in English on purpose (docs/languages.md; docs/site-content.md,
 * "Names kept in English"): program, competition and event names that are brands (each competition
 * and event has its own site under that name), and the names of partners and places. A Spanish
 * text equal to its English is refused by the seed's test unless it is one of these (or made only
 * of them). Longest first, so that a name containing another ("AI Coaching Certification",
 * "AI Coach") is taken whole.
 */
export const deliberatelyEnglish: readonly string[] = [
  'AI Coach',
  'AI Coaches',
  'AI Coaching Certification',
  'AI Innovation Certification',
  'Idaho AI Week',
  'State AI Expo',
  'AI Education Week',
  'AI Science Fair',
  'AI Innovation Competition',
  'AI Startup Accelerator',
  'AI Upskilling Challenge',
  'Idaho AI Alliance',
  'Talk to AI',
  'Create with AI',
  'Build with AI',
  'AI Skills Tracker',
  'E-mail',
  'Email',
].sort((a, b) => b.length - a.length)
