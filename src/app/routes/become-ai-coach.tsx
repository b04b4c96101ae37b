import published from 'virtual:page-copy/become-ai-coach'
import { ActionLink } from '@/components/sections/action-link'
import { BulletList } from '@/components/sections/bullet-list'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { Steps } from '@/components/sections/steps'
import { paths } from '@/config/paths'
import { becomeAiCoachPage } from '@/content/pages/become-ai-coach'

/** The cards' icons are the page's design, not its words: they stay in the content module. */
const roleIcons = becomeAiCoachPage.role.items.map((item) => item.icon)

export function Component() {
  const { block } = usePageCopy(paths.becomeAiCoach, published)
  const hero = block('hero', 'hero')
  const role = block('what-coaches-do', 'cards')
  const why = block('why-become-a-coach', 'list')
  const lookingFor = block('who-we-are-looking-for', 'list')
  const steps = block('how-to-become-a-coach', 'steps')
  const closing = block('closing', 'cta')
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={hero.actions} />
      <Section id={role.id} title={role.title ?? ''} intro={role.intro}>
        <CardGrid
          items={role.cards.map((card, index) => ({
            title: card.title,
            description: card.text,
            icon: roleIcons[index],
          }))}
        />
      </Section>
      <Section id={why.id} title={why.title ?? ''} tone="muted">
        <BulletList items={why.items} />
      </Section>
      <Section id={lookingFor.id} title={lookingFor.title ?? ''} intro={lookingFor.intro}>
        <BulletList items={lookingFor.items} columns={2} />
      </Section>
      <Section id={steps.id} title={steps.title ?? ''} intro={steps.intro} tone="muted">
        <Steps items={steps.items} />
        {steps.action && (
          <div>
            <ActionLink action={steps.action} size="lg" />
          </div>
        )}
      </Section>
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions} />
    </>
  )
}
