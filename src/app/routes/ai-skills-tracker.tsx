import published from 'virtual:page-copy/ai-skills-tracker'
import { PlatformProductPage } from '@/components/sections/platform-product'
import { paths } from '@/config/paths'
import { aiSkillsTrackerIcons } from '@/content/pages/ai-skills-tracker'

/** /ai-skills-tracker: a product page; the cards of who uses it carry the page's icons (its design). */
export function Component() {
  return (
    <PlatformProductPage
      route={paths.aiSkillsTracker}
      published={published}
      audienceIcons={aiSkillsTrackerIcons['who-uses-it']}
      ids={{ audiences: 'who-uses-it' }}
    />
  )
}
