import published from 'virtual:page-copy/event-dashboard'
import { PlatformProductPage } from '@/components/sections/platform-product'
import { paths } from '@/config/paths'
import { eventDashboardIcons } from '@/content/pages/event-dashboard'

/** /event-dashboard: a product page; the cards of who uses it carry the page's icons (its design). */
export function Component() {
  return (
    <PlatformProductPage
      route={paths.eventDashboard}
      published={published}
      audienceIcons={eventDashboardIcons['who-uses-it']}
      ids={{ audiences: 'who-uses-it' }}
    />
  )
}
