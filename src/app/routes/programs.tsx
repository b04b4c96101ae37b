import published from 'virtual:page-copy/programs'
import { EventStatusList } from '@/components/sections/event-status-list'
import { usePageCopy } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { useLabels } from '@/components/sections/use-labels'
import { usePathways } from '@/components/sections/use-pathways'
import { useCompetitions } from '@/components/sections/use-shared-lists'
import { paths } from '@/config/paths'
import { competitionLine } from '@/content/competitions'
import { eventLines } from '@/content/event-schedule'
import { pathwayLine, programAreas } from '@/content/program-areas'
import { contentBuiltAt, publishedContent } from '@/content/published'
import { sharedLists } from '@/content/shared-blocks'

// Filed at the build's clock as /events files them (the prerender and the hydrating app agree);
// each line's mark then follows the visitor's clock (EventStatusList).
const events = eventLines(publishedContent.events, contentBuiltAt)

/**
 * /programs is arranged by its editors: its blocks, in their order, rendered by kind. The program
 * areas (a list /about shows too) get their icons and what each covers from the records: the
 * pathways, the competitions, the events marked upcoming or past.
 */
export function Component() {
  const { blocks } = usePageCopy(paths.programs, published)
  const pathways = usePathways()
  const competitions = useCompetitions()
  // An event's state reads as on its /events card (the `event-cards` labels held there).
  const eventStates = useLabels('event-cards')
  return (
    <RenderBlocks
      blocks={blocks}
      design={{
        [sharedLists.programAreas.id]: {
          columns: 2,
          card: (card, index) => {
            const icon = programAreas[index]?.icon
            // The events area lists the event records, each marked upcoming or past.
            if (!card.items && card.link?.href === paths.events) {
              return { icon, extra: <EventStatusList lines={events} words={eventStates} /> }
            }
            // The pathways area lists each pathway as its own page states it, the contests area
            // each competition as /join-competition states it.
            const records =
              card.link?.href === paths.trainingPrograms
                ? pathways.map(pathwayLine)
                : card.link?.href === paths.joinCompetition
                  ? competitions.map(competitionLine)
                  : programAreas[index]?.items
            return { icon, items: card.items ?? records }
          },
        },
      }}
    />
  )
}
