import published from 'virtual:page-copy/ai-coach-application'
import { usePageCopy } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { paths } from '@/config/paths'
import { FORM_BLOCKS } from '@/content/arranged-pages'
import { CoachApplicationForm } from '@/features/coach-application/components/coach-application-form'

/**
 * /ai-coach-application is arranged by its editors: its blocks, in their order, rendered by kind,
 * with the application form under the block that introduces it (which the desk keeps).
 */
export function Component() {
  const { blocks } = usePageCopy(paths.aiCoachApplication, published)
  return (
    <RenderBlocks
      blocks={blocks}
      anchored
      design={{ 'what-happens-next': { actionAs: 'lead' } }}
      extras={{ [FORM_BLOCKS[paths.aiCoachApplication][0]]: <CoachApplicationForm /> }}
    />
  )
}
