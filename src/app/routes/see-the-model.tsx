import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { Goals } from '@/components/sections/goals'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { Steps } from '@/components/sections/steps'
import { blueprint } from '@/content/blueprint'
import { publishedContent } from '@/content/published'
import { seeTheModelPage as page } from '@/content/pages/see-the-model'
import { pillars } from '@/content/pillars'

export function Component() {
  return (
    <>
      <PageHero title={page.hero.title} lead={page.hero.lead} actions={page.hero.actions} />
      <Section title={page.intro.title} intro={page.intro.paragraphs} />
      <Section title={page.pillars.title} tone="muted">
        <CardGrid items={pillars} columns={4} />
      </Section>
      <Section title={page.blueprint.title}>
        <Steps items={blueprint} className="lg:grid-cols-4" />
      </Section>
      <Section title={page.ingredients.title} tone="muted">
        <CardGrid items={page.ingredients.items} columns={4} />
      </Section>
      <Section title={page.goals.title} intro={page.goals.intro}>
        <Goals goals={publishedContent.goals} />
      </Section>
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  )
}
