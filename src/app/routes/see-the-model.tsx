import published from 'virtual:page-copy/see-the-model'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { Goals } from '@/components/sections/goals'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { Steps } from '@/components/sections/steps'
import { paths } from '@/config/paths'
import { useSiteContent } from '@/components/sections/site-content-context'
import { useBlueprint, usePillars } from '@/components/sections/use-shared-lists'
import { seeTheModelPage } from '@/content/pages/see-the-model'

/** The cards' icons are the page's design, not its words: they stay in the content module. */
const ingredientIcons = seeTheModelPage.ingredients.items.map((item) => item.icon)

export function Component() {
  const content = useSiteContent()
  const { block } = usePageCopy(paths.seeTheModel, published)
  const hero = block('hero', 'hero')
  const intro = block('intro', 'prose')
  const pillarsIntro = block('pillars', 'prose')
  const blueprintIntro = block('blueprint', 'prose')
  const ingredients = block('ingredients', 'cards')
  const goals = block('goals', 'prose')
  const cta = block('cta', 'cta')
  const pillars = usePillars()
  const blueprint = useBlueprint()
  return (
    <>
      <PageHero title={hero.title} lead={hero.lead} actions={hero.actions} />
      <Section title={intro.title} intro={intro.paragraphs} />
      <Section title={pillarsIntro.title} intro={pillarsIntro.paragraphs} tone="muted">
        <CardGrid items={pillars} columns={4} />
      </Section>
      <Section title={blueprintIntro.title} intro={blueprintIntro.paragraphs}>
        <Steps items={blueprint} className="lg:grid-cols-4" />
      </Section>
      <Section title={ingredients.title ?? ''} tone="muted">
        <CardGrid
          items={ingredients.cards.map((card, index) => ({
            ...card,
            icon: ingredientIcons[index],
          }))}
          columns={4}
        />
      </Section>
      <Section title={goals.title} intro={goals.paragraphs}>
        <Goals goals={content.goals} />
      </Section>
      <CtaBand title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  )
}
