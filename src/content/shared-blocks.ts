/**
 * The blocks one page holds and other pages read too (the lists several pages share): each is
 * written on its owning page in the desk, and every page that shows it reads it from there
 * (src/components/sections/use-shared-lists.ts), the draft's in the preview, else the published
 * version's, which `virtual:site-content` keeps for every page (scripts/lib/site-content-plugin.ts
 * imports this module, so it imports nothing: the routes are written out, and a unit test holds
 * them to `paths`).
 */
export const sharedLists = {
  /** The two claims (spec §9). */
  claims: { route: '/', id: 'claim-figures', kind: 'cards', alsoOn: ['/about'] },
  /** The four pillars (spec §1). */
  pillars: { route: '/see-the-model', id: 'pillar-cards', kind: 'cards', alsoOn: ['/'] },
  /** The blueprint's four steps (spec §1). */
  blueprint: { route: '/see-the-model', id: 'blueprint-steps', kind: 'steps', alsoOn: ['/'] },
  /** The program areas (src/components/sections/use-program-areas.ts). */
  programAreas: { route: '/programs', id: 'areas', kind: 'cards', alsoOn: ['/about'] },
} as const

/** The competitions (spec §3): one `competition` block each, its id the slug, on this page. */
export const competitionsRoute = '/join-competition'
const competitionsAlsoOn = ['/', '/programs'] as const

/**
 * Kinds whose every block other pages read (a pathway's facts, a competition, the words around
 * records: src/components/sections/use-labels.ts).
 */
const sharedKinds: ReadonlySet<string> = new Set(['pathway', 'competition', 'labels'])

/** The other pages that show each `labels` block's words (by block id). */
const labelsAlsoOn: Readonly<Record<string, readonly string[]>> = {
  'event-cards': ['/programs'],
  'partner-tier-cards': ['/', '/about'],
  'competition-cards': ['/'],
  'pathway-cards': [
    '/ai-coaches',
    '/ai-coaching-certification',
    '/talk-to-ai',
    '/create-with-ai',
    '/build-with-ai',
    '/ai-innovation-certification',
  ],
}

/** The other pages that show this block of `route` (the desk says so beside the block). */
export function pagesAlsoShowing(
  route: string,
  block: { kind?: unknown; id?: unknown },
): readonly string[] {
  if (route === competitionsRoute && block.kind === 'competition') return competitionsAlsoOn
  if (block.kind === 'labels') return labelsAlsoOn[String(block.id)] ?? []
  const list = Object.values(sharedLists).find(
    (candidate) => candidate.route === route && candidate.id === block.id,
  )
  return list?.alsoOn ?? []
}

/** Whether pages other than `route` read this block of it. */
export function isSharedBlock(route: string, block: { kind?: unknown; id?: unknown }): boolean {
  if (typeof block.kind === 'string' && sharedKinds.has(block.kind)) return true
  return Object.values(sharedLists).some((list) => list.route === route && list.id === block.id)
}
