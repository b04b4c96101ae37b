import type { PageBlock } from '@/content/page-copy-schema'
import { platformProductBlocks } from '@/content/page-seeds/platform-product-blocks'
import { contestPlatformPage as page } from '@/content/pages/contest-platform'
import { getPlatformTool } from '@/content/platform-tools'

/** /contest-platform as blocks: the page's seed, read from its content module and its product's record. */
export default platformProductBlocks(page, getPlatformTool(page.slug)) satisfies PageBlock[]
