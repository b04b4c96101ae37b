import published from 'virtual:page-copy/contest-platform'
import { PlatformProductPage } from '@/components/sections/platform-product'
import { paths } from '@/config/paths'
import { contestPlatformIcons } from '@/content/pages/contest-platform'

/** /contest-platform: a product page; the role cards carry the page's icons (its design). */
export function Component() {
  return (
    <PlatformProductPage
      route={paths.contestPlatform}
      published={published}
      audienceIcons={contestPlatformIcons.roles}
      ids={{ audiences: 'roles', steps: 'how-it-works' }}
    />
  )
}
