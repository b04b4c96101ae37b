import { ActionRow } from '@/components/sections/action-link'
import { AnnouncementBanner } from '@/components/sections/announcement-banner'
import { BulletList } from '@/components/sections/bullet-list'
import { Section } from '@/components/sections/section'
import { homeCallouts } from '@/content/pages/home'

/**
 * The home page's banner and its statewide events section follow the next event that has not
 * ended at the build's clock (eventCallouts in src/content/pages/home.ts): they are the events'
 * records, not page copy, so the home route places them around its blocks.
 */
export function NextEventBanner() {
  const banner = homeCallouts.banner
  if (!banner) return null
  return (
    <AnnouncementBanner
      text={banner.text}
      nowText={banner.nowText}
      span={banner.span}
      link={banner.link}
    />
  )
}

/** The next statewide event (or the sentence that none is scheduled), on its turn of white and grey. */
export function NextEventSection({ tone }: { tone: 'default' | 'muted' }) {
  const week = homeCallouts.aiWeek
  return (
    <Section title={week.title} intro={week.paragraphs} tone={tone}>
      {week.highlights.length > 0 && <BulletList items={week.highlights} columns={2} />}
      <ActionRow actions={week.schedule ? [week.schedule, week.more] : [week.more]} />
    </Section>
  )
}
