import published from 'virtual:page-copy/see-the-model'
import { CardGrid } from '@/components/sections/card-grid'
import { Goals } from '@/components/sections/goals'
import { usePageCopy } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { useSiteContent } from '@/components/sections/site-content-context'
import { Steps } from '@/components/sections/steps'
import { useBlueprint, usePillars } from '@/components/sections/use-shared-lists'
import { paths } from '@/config/paths'
import { seeTheModelIcons } from '@/content/pages/see-the-model'
import { sharedLists } from '@/content/shared-blocks'

/**
 * /see-the-model is arranged by its editors: its blocks, in their order, rendered by kind. The
 * pillars and the blueprint's steps are lists the home page shows too: each is shown, with its
 * icons, under the block that introduces it (they keep their place in the editor), and the goals
 * under theirs.
 */
export function Component() {
  const content = useSiteContent()
  const { blocks } = usePageCopy(paths.seeTheModel, published)
  const pillars = usePillars()
  const blueprint = useBlueprint()
  return (
    <RenderBlocks
      blocks={blocks}
      within={[sharedLists.pillars.id, sharedLists.blueprint.id]}
      design={{ ingredients: { icons: seeTheModelIcons.ingredients, columns: 4 } }}
      extras={{
        pillars: <CardGrid items={pillars} columns={4} />,
        blueprint: <Steps items={blueprint} className="lg:grid-cols-4" />,
        goals: <Goals goals={content.goals} />,
      }}
    />
  )
}
