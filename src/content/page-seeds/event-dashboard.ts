import type { PageBlock } from '@/content/page-copy-schema'
import { platformProductBlocks } from '@/content/page-seeds/platform-product-blocks'
import { eventDashboardPage as page } from '@/content/pages/event-dashboard'
import { getPlatformTool } from '@/content/platform-tools'

/** /event-dashboard as blocks: the page's seed, read from its content module and its product's record. */
export default platformProductBlocks(page, getPlatformTool(page.slug)) satisfies PageBlock[]
