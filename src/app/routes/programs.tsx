import published from 'virtual:page-copy/programs'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { paths } from '@/config/paths'
import { programAreas } from '@/content/program-areas'

export function Component() {
  const { block } = usePageCopy(paths.programs, published)
  const hero = block('hero', 'hero')
  const areas = block('areas', 'cards')
  const cta = block('cta', 'cta')
  return (
    <>
      <PageHero title={hero.title} lead={hero.lead} actions={hero.actions} />
      <Section title={areas.title ?? ''} intro={areas.intro}>
        <CardGrid
          // Each area's icon and list of what it covers come from the records (program-areas.ts).
          items={areas.cards.map((card, index) => ({
            ...card,
            icon: programAreas[index]?.icon,
            items: card.items ?? programAreas[index]?.items,
          }))}
          columns={2}
        />
      </Section>
      <CtaBand title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  )
}
