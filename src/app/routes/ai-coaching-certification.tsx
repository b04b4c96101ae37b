import published from 'virtual:page-copy/ai-coaching-certification'
import { KeyFacts, pathwayFacts } from '@/components/sections/key-facts'
import { usePageCopy } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { useLabels } from '@/components/sections/use-labels'
import { usePathway } from '@/components/sections/use-pathways'
import { paths } from '@/config/paths'

/**
 * /ai-coaching-certification is arranged by its editors: its blocks, in their order, rendered by
 * kind, with the pathway's facts (level, duration, …) under the top of the page.
 */
export function Component() {
  const { blocks } = usePageCopy(paths.aiCoachingCertification, published)
  const pathway = usePathway('ai-coaching-certification')
  // The facts' labels as /training-programs holds them (the `pathway-cards` labels).
  const words = useLabels('pathway-cards')
  return (
    <RenderBlocks
      blocks={blocks}
      extras={{ hero: <KeyFacts facts={pathwayFacts(pathway, words)} /> }}
    />
  )
}
