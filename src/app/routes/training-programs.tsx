import published from 'virtual:page-copy/training-programs'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { PriceLine } from '@/components/sections/price-line'
import { Section } from '@/components/sections/section'
import { useLabels } from '@/components/sections/use-labels'
import { usePathways } from '@/components/sections/use-pathways'
import { paths } from '@/config/paths'
import { fillLabel } from '@schemas/fill-label'

export function Component() {
  const { block } = usePageCopy(paths.trainingPrograms, published)
  const hero = block('hero', 'hero')
  const pathwaysIntro = block('pathways', 'prose')
  const howItWorks = block('how-it-works', 'prose')
  const cta = block('cta', 'cta')
  const pathways = usePathways()
  // The cards' labels (page copy: the `pathway-cards` labels of this page).
  const words = useLabels('pathway-cards')
  return (
    <>
      <PageHero title={hero.title} lead={hero.lead} actions={hero.actions} />
      <Section title={pathwaysIntro.title} intro={pathwaysIntro.paragraphs}>
        <CardGrid
          items={pathways.map((p) => ({
            title: p.name,
            badge: p.stage ? `${p.level} · ${p.stage}` : p.level,
            text: p.summary,
            icon: p.icon,
            meta: [
              { label: words.duration, value: p.duration },
              { label: words.prerequisites, value: p.prerequisites },
            ],
            link: { label: fillLabel(words.link, { pathway: p.name }), href: p.href },
          }))}
        />
      </Section>
      <Section title={howItWorks.title} intro={howItWorks.paragraphs} tone="muted">
        <PriceLine price={block('school-price', 'price')} />
      </Section>
      <CtaBand title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  )
}
