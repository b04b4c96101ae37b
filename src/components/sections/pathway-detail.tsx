import { BulletList } from '@/components/sections/bullet-list'
import { CtaBand } from '@/components/sections/cta-band'
import { KeyFacts, pathwayFacts } from '@/components/sections/key-facts'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { Steps } from '@/components/sections/steps'
import type { PathwayDetailPage } from '@/content/pages/page-blocks'
import type { Pathway } from '@/content/schema'

export type PathwayDetailProps = {
  /** The shared record: level, duration and prerequisites come from here only. */
  pathway: Pathway
  page: PathwayDetailPage
}

/** The common layout of the Talk, Create and Build with AI and Innovation Certification pages. */
export function PathwayDetail({ pathway, page }: PathwayDetailProps) {
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        actions={page.hero.actions}
      >
        <KeyFacts facts={pathwayFacts(pathway)} />
      </PageHero>
      <Section title={page.overview.title} intro={page.overview.paragraphs} />
      <Section title={page.outline.title} intro={page.outline.intro} tone="muted">
        <Steps items={page.outline.steps} />
      </Section>
      <Section title={page.audience.title}>
        <BulletList items={page.audience.items} columns={2} />
      </Section>
      <Section title={page.format.title} tone="muted">
        <BulletList items={page.format.items} columns={2} />
      </Section>
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  )
}
