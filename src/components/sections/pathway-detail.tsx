import { BulletList } from '@/components/sections/bullet-list'
import { CtaBand } from '@/components/sections/cta-band'
import { KeyFacts, pathwayFacts } from '@/components/sections/key-facts'
import { useLabels } from '@/components/sections/use-labels'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { Steps } from '@/components/sections/steps'
import type { PageBlock } from '@/content/page-copy-schema'
import type { Pathway } from '@/content/schema'

export type PathwayDetailProps = {
  /** The shared record: level, duration and prerequisites come from here only. */
  pathway: Pathway
  /** The page's route, whose blocks (page copy) hold its words. */
  route: string
  /** The page's published blocks (`virtual:page-copy/<page>`). */
  published: readonly PageBlock[]
}

/**
 * The common layout of the Talk, Create and Build with AI and Innovation Certification pages:
 * blocks `hero`, `overview` (prose), `outline` (steps), `audience` and `format` (lists) and `cta`
 * (src/content/page-seeds/pathway-detail-blocks.ts).
 */
export function PathwayDetail({ pathway, route, published }: PathwayDetailProps) {
  const { block } = usePageCopy(route, published)
  const hero = block('hero', 'hero')
  const overview = block('overview', 'prose')
  const outline = block('outline', 'steps')
  const audience = block('audience', 'list')
  const format = block('format', 'list')
  const cta = block('cta', 'cta')
  // The facts' labels as /training-programs holds them (the `pathway-cards` labels).
  const words = useLabels('pathway-cards')
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={hero.actions}>
        <KeyFacts facts={pathwayFacts(pathway, words)} />
      </PageHero>
      <Section title={overview.title} intro={overview.paragraphs} />
      <Section title={outline.title ?? ''} intro={outline.intro} tone="muted">
        <Steps items={outline.items} />
      </Section>
      <Section title={audience.title ?? ''}>
        <BulletList items={audience.items} columns={2} />
      </Section>
      <Section title={format.title ?? ''} tone="muted">
        <BulletList items={format.items} columns={2} />
      </Section>
      <CtaBand title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  )
}
