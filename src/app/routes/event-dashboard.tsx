import published from 'virtual:page-copy/event-dashboard'
import { PlatformProductPage } from '@/components/sections/platform-product'
import { paths } from '@/config/paths'
import { eventDashboardPage as page } from '@/content/pages/event-dashboard'

/** The cards' icons are the page's design, not its words: they stay in the content module. */
const audienceIcons = page.audiences.items.map((item) => item.icon)

export function Component() {
  return (
    <PlatformProductPage
      route={paths.eventDashboard}
      published={published}
      audienceIcons={audienceIcons}
      ids={{ audiences: page.audiences.id }}
    />
  )
}
