import published from 'virtual:page-copy/training-programs'
import { CardGrid } from '@/components/sections/card-grid'
import { usePageCopy } from '@/components/sections/page-copy'
import { PriceLine } from '@/components/sections/price-line'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { useLabels } from '@/components/sections/use-labels'
import { usePathways } from '@/components/sections/use-pathways'
import { paths } from '@/config/paths'
import type { BlockOf } from '@/content/page-copy-schema'
import { fillLabel } from '@schemas/fill-label'

/**
 * /training-programs is arranged by its editors: its blocks, in their order, rendered by kind,
 * with the pathways' cards under the block that introduces them and the school price (its own
 * `price` block, which editors fill in but do not move) under "How it works".
 */
export function Component() {
  const { blocks } = usePageCopy(paths.trainingPrograms, published)
  const price = blocks.find((block): block is BlockOf<'price'> => block.kind === 'price')
  const pathways = usePathways()
  // The cards' labels (page copy: the `pathway-cards` labels of this page).
  const words = useLabels('pathway-cards')
  return (
    <RenderBlocks
      blocks={blocks}
      extras={{
        pathways: (
          <CardGrid
            items={pathways.map((p) => ({
              title: p.name,
              badge: p.stage ? `${p.level} · ${p.stage}` : p.level,
              text: p.summary,
              icon: p.icon,
              meta: [
                { label: words.duration, value: p.duration },
                { label: words.prerequisites, value: p.prerequisites },
              ],
              link: { label: fillLabel(words.link, { pathway: p.name }), href: p.href },
            }))}
          />
        ),
        'how-it-works': price && <PriceLine price={price} />,
      }}
    />
  )
}
