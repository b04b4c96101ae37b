import published from 'virtual:page-copy/contest-platform'
import { PlatformProductPage } from '@/components/sections/platform-product'
import { paths } from '@/config/paths'
import { contestPlatformPage as page } from '@/content/pages/contest-platform'

/** The cards' icons are the page's design, not its words: they stay in the content module. */
const audienceIcons = page.audiences.items.map((item) => item.icon)

export function Component() {
  return (
    <PlatformProductPage
      route={paths.contestPlatform}
      published={published}
      audienceIcons={audienceIcons}
      ids={{ audiences: page.audiences.id, steps: page.steps.id }}
    />
  )
}
