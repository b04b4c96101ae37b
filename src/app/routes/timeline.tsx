import published from 'virtual:page-copy/timeline'
import { fillBlock } from '@/components/sections/fill-block'
import { usePageCopy } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { TableSection } from '@/components/sections/table-section'
import { useLabels } from '@/components/sections/use-labels'
import { Timed, When } from '@/components/ui/timed'
import { paths } from '@/config/paths'
import { timelineDateCopy } from '@/content/pages/timeline'
import { publishedContent } from '@/content/published'

// The cycle shown is the first the initiative lists in the desk (the current one).
const cycle = publishedContent.timeline[0]

/**
 * /timeline is arranged by its editors: its blocks, in their order, rendered by kind, with the
 * cycle's phases under the block that introduces them. The sentences around the phases' dates
 * and the table's words are page copy (labels blocks): the hero's first sentence and the last
 * note quote the phases' dates.
 */
export function Component() {
  const { blocks } = usePageCopy(paths.timeline, published)
  const dateWords = useLabels('date-sentences')
  const dateCopy = timelineDateCopy(cycle?.phases ?? [], dateWords)
  const table = useLabels('phases-table')
  const withHeroDates = fillBlock(blocks, 'hero', 'hero', (hero) => ({
    ...hero,
    lead: `${dateCopy.span} ${hero.lead}`,
  }))
  return (
    <RenderBlocks
      blocks={fillBlock(withHeroDates, 'good-to-know', 'list', (notes) => ({
        ...notes,
        items: [...notes.items, dateCopy.deadlineNote],
      }))}
      design={{ 'good-to-know': { columns: 1 } }}
      extras={{
        phases: (
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
        ),
      }}
    />
  )
}
