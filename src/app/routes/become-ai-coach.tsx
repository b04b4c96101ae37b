import { ActionLink } from '@/components/sections/action-link'
import { BulletList } from '@/components/sections/bullet-list'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { Steps } from '@/components/sections/steps'
import { becomeAiCoachPage as page } from '@/content/pages/become-ai-coach'

export function Component() {
  return (
    <>
      <PageHero {...page.hero} />
      <Section id={page.role.id} title={page.role.title} intro={page.role.intro}>
        <CardGrid items={page.role.items} />
      </Section>
      <Section id={page.why.id} title={page.why.title} tone="muted">
        <BulletList items={page.why.points} />
      </Section>
      <Section id={page.lookingFor.id} title={page.lookingFor.title} intro={page.lookingFor.intro}>
        <BulletList items={page.lookingFor.points} columns={2} />
      </Section>
      <Section id={page.steps.id} title={page.steps.title} intro={page.steps.intro} tone="muted">
        <Steps items={page.steps.items} />
        <div>
          <ActionLink action={page.steps.action} size="lg" />
        </div>
      </Section>
      <CtaBand {...page.closing} />
    </>
  )
}
