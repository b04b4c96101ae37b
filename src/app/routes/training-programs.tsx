import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { trainingProgramsPage as page } from '@/content/pages/training-programs'
import { pathways } from '@/content/pathways'

export function Component() {
  return (
    <>
      <PageHero title={page.hero.title} lead={page.hero.lead} actions={page.hero.actions} />
      <Section title={page.pathways.title} intro={page.pathways.intro}>
        <CardGrid
          items={pathways.map((p) => ({
            title: p.name,
            badge: p.stage ? `${p.level} · ${p.stage}` : p.level,
            text: p.summary,
            icon: p.icon,
            meta: [
              { label: 'Duration', value: p.duration },
              { label: 'Prerequisites', value: p.prerequisites },
            ],
            link: { label: `About ${p.name}`, href: p.href },
          }))}
        />
      </Section>
      <Section title={page.howItWorks.title} intro={page.howItWorks.paragraphs} tone="muted" />
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  )
}
