import type { LucideIcon } from 'lucide-react'
import { usePageCopy, type PublishedPage } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'

export type PlatformProductPageProps = {
  /** The page's route, whose blocks (page copy) hold its words. */
  route: string
  /** The page as published (`virtual:page-copy/<page>`): its blocks and Spanish words. */
  published: PublishedPage
  /** The icons of the "who uses it" cards, in order (the page's design, not its words). */
  audienceIcons: readonly LucideIcon[]
  /** The seeded blocks the page's design applies to: the audiences' cards and the steps. */
  ids: { audiences: string; steps?: string }
}

/**
 * The three technology platform product pages, arranged by their editors: the page's blocks in
 * their order, rendered by kind (seeded `hero`, `features` (list), the audiences (cards), optional
 * steps, an optional `related` sentence with its link, and the demo call to action `cta`:
 * src/content/page-seeds/contest-platform.ts and its two siblings). The seeded audiences' cards
 * carry the page's icons, and the steps' action is a link in the text.
 */
export function PlatformProductPage({
  route,
  published,
  audienceIcons,
  ids,
}: PlatformProductPageProps) {
  const { blocks } = usePageCopy(route, published)
  return (
    <RenderBlocks
      blocks={blocks}
      anchored
      design={{
        [ids.audiences]: { icons: audienceIcons },
        ...(ids.steps && { [ids.steps]: { actionAs: 'link' } }),
      }}
    />
  )
}
