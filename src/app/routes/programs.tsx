import published from 'virtual:page-copy/programs'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { EventStatusList } from '@/components/sections/event-status-list'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { useLabels } from '@/components/sections/use-labels'
import { usePathways } from '@/components/sections/use-pathways'
import { useCompetitions } from '@/components/sections/use-shared-lists'
import { paths } from '@/config/paths'
import { competitionLine } from '@/content/competitions'
import { eventLines } from '@/content/event-schedule'
import { pathwayLine, programAreas } from '@/content/program-areas'
import { contentBuiltAt, publishedContent } from '@/content/published'

// Filed at the build's clock as /events files them (the prerender and the hydrating app agree);
// each line's mark then follows the visitor's clock (EventStatusList).
const events = eventLines(publishedContent.events, contentBuiltAt)

export function Component() {
  const { block } = usePageCopy(paths.programs, published)
  const hero = block('hero', 'hero')
  const areas = block('areas', 'cards')
  const cta = block('cta', 'cta')
  const pathways = usePathways()
  const competitions = useCompetitions()
  // An event's state reads as on its /events card (the `event-cards` labels held there).
  const eventStates = useLabels('event-cards')
  return (
    <>
      <PageHero title={hero.title} lead={hero.lead} actions={hero.actions} />
      <Section title={areas.title ?? ''} intro={areas.intro}>
        <CardGrid
          // Each area's icon and list of what it covers come from the records (program-areas.ts).
          items={areas.cards.map((card, index) => {
            const icon = programAreas[index]?.icon
            // The events area lists the event records, each marked upcoming or past.
            if (!card.items && card.link?.href === paths.events) {
              return {
                ...card,
                icon,
                extra: <EventStatusList lines={events} words={eventStates} />,
              }
            }
            // The pathways area lists each pathway as its own page states it, the contests area
            // each competition as /join-competition states it.
            const records =
              card.link?.href === paths.trainingPrograms
                ? pathways.map(pathwayLine)
                : card.link?.href === paths.joinCompetition
                  ? competitions.map(competitionLine)
                  : programAreas[index]?.items
            return { ...card, icon, items: card.items ?? records }
          })}
          columns={2}
        />
      </Section>
      <CtaBand title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  )
}
