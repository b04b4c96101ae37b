import published from 'virtual:page-copy/ai-coaching-certification'
import { BulletList } from '@/components/sections/bullet-list'
import { CtaBand } from '@/components/sections/cta-band'
import { KeyFacts, pathwayFacts } from '@/components/sections/key-facts'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { Steps } from '@/components/sections/steps'
import { useLabels } from '@/components/sections/use-labels'
import { usePathway } from '@/components/sections/use-pathways'
import { paths } from '@/config/paths'

export function Component() {
  const { block } = usePageCopy(paths.aiCoachingCertification, published)
  const hero = block('hero', 'hero')
  const overview = block('overview', 'prose')
  const curriculum = block('curriculum', 'steps')
  const benefits = block('benefits', 'list')
  const whoShouldApply = block('who-should-apply', 'list')
  const cta = block('cta', 'cta')
  const pathway = usePathway('ai-coaching-certification')
  // The facts' labels as /training-programs holds them (the `pathway-cards` labels).
  const words = useLabels('pathway-cards')
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={hero.actions}>
        <KeyFacts facts={pathwayFacts(pathway, words)} />
      </PageHero>
      <Section title={overview.title} intro={overview.paragraphs} />
      <Section title={curriculum.title ?? ''} intro={curriculum.intro} tone="muted">
        <Steps items={curriculum.items} />
      </Section>
      <Section title={benefits.title ?? ''}>
        <BulletList items={benefits.items} columns={2} />
      </Section>
      <Section title={whoShouldApply.title ?? ''} tone="muted">
        <BulletList items={whoShouldApply.items} columns={2} />
      </Section>
      <CtaBand title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  )
}
