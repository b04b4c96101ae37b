import type { BlockOf, PageBlock } from '@/content/page-copy-schema'
import type { Step } from '@/content/schema'
import { sharedLists } from '@/content/shared-blocks'

/**
 * The four blueprint steps (spec §1): join, train, engage, measure. Their words are page copy:
 * /see-the-model holds them as a `steps` block (`sharedLists.blueprint`), and / and
 * /see-the-model read them from there (useBlueprint), so this list is the seed (of /about's
 * approach table too, which words the steps as a table of its own).
 */
export const blueprint = [
  {
    title: 'Join',
    description:
      'Schools, employers, chambers, colleges and community groups register with the Alliance and name a contact.',
  },
  {
    title: 'Train',
    description:
      'Participants work through the pathways, from Talk to AI to certification, with certified AI Coaches.',
  },
  {
    title: 'Engage',
    description:
      'Learners apply their skills in contests, projects and statewide events such as Idaho AI Week.',
  },
  {
    title: 'Measure',
    description:
      'We report people trained, projects built and business results against the goals for 2026.',
  },
] satisfies Step[]

/** The steps as the block /see-the-model's seed holds. */
export function blueprintSeedBlock(): BlockOf<'steps'> {
  return { kind: 'steps', id: sharedLists.blueprint.id, items: blueprint }
}

/** The steps as a page's blocks hold them; a version without the block keeps the seed's words. */
export function blueprintWithCopy(blocks: readonly PageBlock[] | undefined): Step[] {
  const block = blocks?.find((candidate) => candidate.id === sharedLists.blueprint.id)
  return block?.kind === 'steps' ? block.items : blueprint
}
