import published from 'virtual:page-copy/ai-coaches'
import { CardGrid } from '@/components/sections/card-grid'
import { usePageCopy } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { useLabels } from '@/components/sections/use-labels'
import { usePathways } from '@/components/sections/use-pathways'
import { paths } from '@/config/paths'
import { fillLabel } from '@schemas/fill-label'
import { aiCoachesIcons, aiCoachesPathwayHrefs } from '@/content/pages/ai-coaches'

/**
 * /ai-coaches is arranged by its editors: its blocks, in their order, rendered by kind, with the
 * pathways the coaches teach under the block that introduces them.
 */
export function Component() {
  const { blocks } = usePageCopy(paths.aiCoaches, published)
  // The cards' labels as /training-programs holds them (the `pathway-cards` labels).
  const words = useLabels('pathway-cards')
  const programs = usePathways().filter((pathway) => aiCoachesPathwayHrefs.includes(pathway.href))
  return (
    <RenderBlocks
      blocks={blocks}
      anchored
      design={{
        'who-we-train': { icons: aiCoachesIcons.audiences, columns: 4 },
        formats: { icons: aiCoachesIcons.formats },
      }}
      extras={{
        programs: (
          <CardGrid
            items={programs.map((pathway) => ({
              title: pathway.name,
              text: pathway.summary,
              icon: pathway.icon,
              badge: pathway.stage ? `${pathway.level} · ${pathway.stage}` : pathway.level,
              meta: [
                { label: words.duration, value: pathway.duration },
                { label: words.prerequisites, value: pathway.prerequisites },
              ],
              link: { label: fillLabel(words.link, { pathway: pathway.name }), href: pathway.href },
            }))}
          />
        ),
      }}
    />
  )
}
