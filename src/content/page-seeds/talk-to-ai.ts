import type { PageBlock } from '@/content/page-copy-schema'
import { talkToAiPage } from '@/content/pages/talk-to-ai'
import { pathwayDetailBlocks } from '@/content/page-seeds/pathway-detail-blocks'

/** /talk-to-ai as blocks: the page's seed, read from its content module. */
export default pathwayDetailBlocks(talkToAiPage, 'talk-to-ai') satisfies PageBlock[]
