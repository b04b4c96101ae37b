import type { PageBlock } from '@/content/page-copy-schema'
import { platformProductBlocks } from '@/content/page-seeds/platform-product-blocks'
import { aiSkillsTrackerPage as page } from '@/content/pages/ai-skills-tracker'
import { getPlatformTool } from '@/content/platform-tools'

/** /ai-skills-tracker as blocks: the page's seed, read from its content module and its product's record. */
export default platformProductBlocks(page, getPlatformTool(page.slug)) satisfies PageBlock[]
