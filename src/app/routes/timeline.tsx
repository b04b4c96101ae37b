import { BulletList } from '@/components/sections/bullet-list'
import { CtaBand } from '@/components/sections/cta-band'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { TableSection } from '@/components/sections/table-section'
import { Timed, When } from '@/components/ui/timed'
import { timelinePage as page } from '@/content/pages/timeline'
import { publishedContent } from '@/content/published'
import { timeZoneNote } from '@/content/timeline'

// The cycle shown is the first the initiative lists in the desk (the current one).
const cycle = publishedContent.timeline[0]

export function Component() {
  return (
    <>
      <PageHero title={page.hero.title} lead={page.hero.lead} actions={page.hero.actions} />
      <Section title={page.table.title} intro={timeZoneNote}>
        <TableSection
          caption={page.table.caption}
          columns={page.table.columns}
          rows={(cycle?.phases ?? []).map((phase) => [
            phase.phase,
            <Timed key="dates" as="div" span={phase}>
              {phase.dates}{' '}
              <When states={['upcoming']} className="text-sm font-semibold text-slate-700">
                {page.table.status.upcoming}
              </When>
              <When states={['now']} className="text-sm font-semibold text-green-800">
                {page.table.status.now}
              </When>
              <When states={['past']} className="text-sm font-semibold text-slate-700">
                {page.table.status.past}
              </When>
            </Timed>,
            phase.details,
          ])}
        />
      </Section>
      <Section title={page.notes.title} tone="muted">
        <BulletList items={page.notes.items} />
      </Section>
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  )
}
