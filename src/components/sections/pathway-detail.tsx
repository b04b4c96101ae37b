import { KeyFacts, pathwayFacts } from '@/components/sections/key-facts'
import { useLabels } from '@/components/sections/use-labels'
import { usePageCopy, type PublishedPage } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import type { Pathway } from '@/content/schema'

export type PathwayDetailProps = {
  /** The shared record: level, duration and prerequisites come from here only. */
  pathway: Pathway
  /** The page's route, whose blocks (page copy) hold its words. */
  route: string
  /** The page as published (`virtual:page-copy/<page>`): its blocks and Spanish words. */
  published: PublishedPage
}

/**
 * The Talk, Create and Build with AI and Innovation Certification pages, arranged by their
 * editors: the page's blocks in their order, rendered by kind (seeded `hero`, `overview`,
 * `outline`, `audience`, `format`, `cta`: each page's src/content/page-seeds/<page>.ts), with
 * the pathway's facts (level, duration, …) under the top of the page.
 */
export function PathwayDetail({ pathway, route, published }: PathwayDetailProps) {
  const { blocks } = usePageCopy(route, published)
  // The facts' labels as /training-programs holds them (the `pathway-cards` labels).
  const words = useLabels('pathway-cards')
  return (
    <RenderBlocks
      blocks={blocks}
      extras={{ hero: <KeyFacts facts={pathwayFacts(pathway, words)} /> }}
    />
  )
}
