import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { programsPage as page } from '@/content/pages/programs'

export function Component() {
  return (
    <>
      <PageHero title={page.hero.title} lead={page.hero.lead} actions={page.hero.actions} />
      <Section title={page.areas.title} intro={page.areas.intro}>
        <CardGrid items={page.areas.items} columns={2} />
      </Section>
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  )
}
