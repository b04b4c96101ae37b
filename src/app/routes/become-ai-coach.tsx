import published from 'virtual:page-copy/become-ai-coach'
import { usePageCopy } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { paths } from '@/config/paths'
import { becomeAiCoachIcons } from '@/content/pages/become-ai-coach'

/** /become-ai-coach is arranged by its editors: its blocks, in their order, rendered by kind. */
export function Component() {
  const { blocks } = usePageCopy(paths.becomeAiCoach, published)
  return (
    <RenderBlocks
      blocks={blocks}
      anchored
      design={{
        'what-coaches-do': { icons: becomeAiCoachIcons.role },
        'why-become-a-coach': { columns: 1 },
      }}
    />
  )
}
