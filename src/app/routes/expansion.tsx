import published from 'virtual:page-copy/expansion'
import { usePageCopy } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { paths } from '@/config/paths'

/** /expansion is arranged by its editors: its blocks, in their order, rendered by kind. */
export function Component() {
  const { blocks } = usePageCopy(paths.expansion, published)
  return <RenderBlocks blocks={blocks} />
}
