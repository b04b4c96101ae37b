import { CalendarDays, ChartColumn, GraduationCap, Trophy } from 'lucide-react'
import type { BlockOf, PageBlock } from '@/content/page-copy-schema'
import type { Pillar } from '@/content/schema'
import { sharedLists } from '@/content/shared-blocks'

/**
 * The four pillars of the initiative (spec §1). Their words are page copy: /see-the-model holds
 * them as a `cards` block (`sharedLists.pillars`), and / and /see-the-model read them from there
 * (usePillars), so these records are the seed; the icons are the design and stay here, the nth
 * icon for the nth pillar.
 */
export const pillars = [
  {
    title: 'Training and certification',
    description:
      'Five pathways, from a 1.5–2 hour introduction to professional certification, taught by certified AI Coaches in every region of Idaho.',
    icon: GraduationCap,
  },
  {
    title: 'Innovation contests',
    description:
      'Four competitions for K-12 students, university students, entrepreneurs and employers that turn new skills into working projects.',
    icon: Trophy,
  },
  {
    title: 'Statewide events',
    description:
      'Idaho AI Week, the State AI Expo at the Capitol and AI Education Week bring learners, employers and communities together.',
    icon: CalendarDays,
  },
  {
    title: 'Impact measurement',
    description:
      'Every program tracks who was trained, what they built and what changed, so partners and the public can see the results.',
    icon: ChartColumn,
  },
] satisfies Pillar[]

/** The pillars as the block /see-the-model's seed holds. */
export function pillarsSeedBlock(): BlockOf<'cards'> {
  return {
    kind: 'cards',
    id: sharedLists.pillars.id,
    cards: pillars.map(({ title, description }) => ({ title, text: description })),
  }
}

/** The pillars as a page's blocks hold them; a version without the block keeps the seed's words. */
export function pillarsWithCopy(
  blocks: readonly PageBlock[] | undefined,
): { title: string; description: string; icon?: Pillar['icon'] }[] {
  const block = blocks?.find((candidate) => candidate.id === sharedLists.pillars.id)
  if (block?.kind !== 'cards') return pillars
  return block.cards.map(({ title, text }, index) => ({
    title,
    description: text,
    icon: pillars[index]?.icon,
  }))
}
