import published from 'virtual:page-copy/timeline'
import { BulletList } from '@/components/sections/bullet-list'
import { CtaBand } from '@/components/sections/cta-band'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { TableSection } from '@/components/sections/table-section'
import { Timed, When } from '@/components/ui/timed'
import { paths } from '@/config/paths'
import { timelineDateCopy } from '@/content/pages/timeline'
import { publishedContent } from '@/content/published'
import { useLabels } from '@/components/sections/use-labels'

// The cycle shown is the first the initiative lists in the desk (the current one).
const cycle = publishedContent.timeline[0]

export function Component() {
  const { block } = usePageCopy(paths.timeline, published)
  const hero = block('hero', 'hero')
  const phases = block('phases', 'prose')
  const notes = block('good-to-know', 'list')
  const cta = block('cta', 'cta')
  // The sentences around the phases' dates and the table's words are page copy (labels blocks).
  const dateWords = useLabels('date-sentences')
  const dateCopy = timelineDateCopy(cycle?.phases ?? [], dateWords)
  const table = useLabels('phases-table')
  return (
    <>
      {/* The hero's first sentence and the last note quote the phases' dates (dateCopy). */}
      <PageHero title={hero.title} lead={`${dateCopy.span} ${hero.lead}`} actions={hero.actions} />
      <Section title={phases.title} intro={phases.paragraphs}>
        <TableSection
          caption={table.caption}
          columns={[table.phase, table.dates, table.details]}
          rows={(cycle?.phases ?? []).map((phase) => [
            phase.phase,
            <Timed key="dates" as="div" span={phase}>
              {phase.dates}{' '}
              <When states={['upcoming']} className="text-sm font-semibold text-slate-700">
                {table.upcoming}
              </When>
              <When states={['now']} className="text-sm font-semibold text-green-800">
                {table.now}
              </When>
              <When states={['past']} className="text-sm font-semibold text-slate-700">
                {table.past}
              </When>
            </Timed>,
            phase.details,
          ])}
        />
      </Section>
      <Section title={notes.title ?? ''} intro={notes.intro} tone="muted">
        <BulletList items={[...notes.items, dateCopy.deadlineNote]} />
      </Section>
      <CtaBand title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  )
}
