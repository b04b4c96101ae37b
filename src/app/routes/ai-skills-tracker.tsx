import { PlatformProductPage } from '@/components/sections/platform-product'
import { aiSkillsTrackerPage as page } from '@/content/pages/ai-skills-tracker'
import { getPlatformTool } from '@/content/platform-tools'

const tool = getPlatformTool(page.slug)

export function Component() {
  return <PlatformProductPage tool={tool} {...page} />
}
