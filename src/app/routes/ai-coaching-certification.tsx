import { BulletList } from '@/components/sections/bullet-list'
import { CtaBand } from '@/components/sections/cta-band'
import { KeyFacts, pathwayFacts } from '@/components/sections/key-facts'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { Steps } from '@/components/sections/steps'
import { aiCoachingCertificationPage as page } from '@/content/pages/ai-coaching-certification'
import { getPathway } from '@/content/pathways'

export function Component() {
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        actions={page.hero.actions}
      >
        <KeyFacts facts={pathwayFacts(getPathway('ai-coaching-certification'))} />
      </PageHero>
      <Section title={page.overview.title} intro={page.overview.paragraphs} />
      <Section title={page.curriculum.title} intro={page.curriculum.intro} tone="muted">
        <Steps items={page.curriculum.modules} />
      </Section>
      <Section title={page.benefits.title}>
        <BulletList items={page.benefits.items} columns={2} />
      </Section>
      <Section title={page.whoShouldApply.title} tone="muted">
        <BulletList items={page.whoShouldApply.items} columns={2} />
      </Section>
      <CtaBand title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  )
}
