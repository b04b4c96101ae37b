import { PlatformProductPage } from '@/components/sections/platform-product'
import { eventDashboardPage as page } from '@/content/pages/event-dashboard'
import { getPlatformTool } from '@/content/platform-tools'

const tool = getPlatformTool(page.slug)

export function Component() {
  return <PlatformProductPage tool={tool} {...page} />
}
