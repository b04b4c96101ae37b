import type { PageBlock } from '@/content/page-copy-schema'
import { createWithAiPage } from '@/content/pages/create-with-ai'
import { pathwayDetailBlocks } from '@/content/page-seeds/pathway-detail-blocks'

/** /create-with-ai as blocks: the page's seed, read from its content module. */
export default pathwayDetailBlocks(createWithAiPage, 'create-with-ai') satisfies PageBlock[]
