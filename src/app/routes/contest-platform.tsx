import { PlatformProductPage } from '@/components/sections/platform-product'
import { contestPlatformPage as page } from '@/content/pages/contest-platform'
import { getPlatformTool } from '@/content/platform-tools'

const tool = getPlatformTool(page.slug)

export function Component() {
  return <PlatformProductPage tool={tool} {...page} />
}
