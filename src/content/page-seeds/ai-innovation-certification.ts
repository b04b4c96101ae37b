import type { PageBlock } from '@/content/page-copy-schema'
import { aiInnovationCertificationPage } from '@/content/pages/ai-innovation-certification'
import { pathwayDetailBlocks } from '@/content/page-seeds/pathway-detail-blocks'

/** /ai-innovation-certification as blocks: the page's seed, read from its content module. */
export default pathwayDetailBlocks(
  aiInnovationCertificationPage,
  'ai-innovation-certification',
) satisfies PageBlock[]
