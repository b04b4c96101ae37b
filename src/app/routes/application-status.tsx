import published from 'virtual:page-copy/application-status'
import { usePageCopy } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { paths } from '@/config/paths'
import { FORM_BLOCKS } from '@/content/arranged-pages'
import { StatusLookup } from '@/features/application-status/components/status-lookup'
import { statusWords } from '@/features/application-status/page-words'

/**
 * /application-status is arranged by its editors: its blocks, in their order, rendered by kind,
 * with the status lookup under the block that introduces it. The stages and the answers of a
 * lookup without a result are the lookup's own words: the desk keeps those blocks, and the page
 * shows them only through the lookup.
 */
export function Component() {
  const { blocks } = usePageCopy(paths.applicationStatus, published)
  const [form, ...wordIds] = FORM_BLOCKS[paths.applicationStatus]
  const { stages, misses } = statusWords(blocks)
  return (
    <RenderBlocks
      blocks={blocks}
      anchored
      within={wordIds}
      extras={{ [form]: <StatusLookup stages={stages} misses={misses} /> }}
    />
  )
}
