import type { PageBlock } from '@/content/page-copy-schema'
import { buildWithAiPage } from '@/content/pages/build-with-ai'
import { pathwayDetailBlocks } from '@/content/page-seeds/pathway-detail-blocks'

/** /build-with-ai as blocks: the page's seed, read from its content module. */
export default pathwayDetailBlocks(buildWithAiPage, 'build-with-ai') satisfies PageBlock[]
