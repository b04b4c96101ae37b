import published from 'virtual:page-copy/ai-skills-tracker'
import { PlatformProductPage } from '@/components/sections/platform-product'
import { paths } from '@/config/paths'
import { aiSkillsTrackerPage as page } from '@/content/pages/ai-skills-tracker'

/** The cards' icons are the page's design, not its words: they stay in the content module. */
const audienceIcons = page.audiences.items.map((item) => item.icon)

export function Component() {
  return (
    <PlatformProductPage
      route={paths.aiSkillsTracker}
      published={published}
      audienceIcons={audienceIcons}
      ids={{ audiences: page.audiences.id }}
    />
  )
}
