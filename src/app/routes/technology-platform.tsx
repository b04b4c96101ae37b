import published from 'virtual:page-copy/technology-platform'
import { usePageCopy } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { paths } from '@/config/paths'
import { platformTools } from '@/content/platform-tools'

/** Each product's icon is the records' design (platform-tools.ts), in the cards' order. */
const productIcons = platformTools.map((tool) => tool.icon)

/** /technology-platform is arranged by its editors: its blocks, in their order, rendered by kind. */
export function Component() {
  const { blocks } = usePageCopy(paths.technologyPlatform, published)
  return (
    <RenderBlocks
      blocks={blocks}
      anchored
      design={{ products: { icons: productIcons }, 'why-one-platform': { columns: 1 } }}
    />
  )
}
