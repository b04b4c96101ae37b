import published from 'virtual:page-copy/ai-coach-application'
import { AppLink } from '@/components/ui/app-link'
import { BulletList } from '@/components/sections/bullet-list'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { Steps } from '@/components/sections/steps'
import { paths } from '@/config/paths'
import { CoachApplicationForm } from '@/features/coach-application/components/coach-application-form'

export function Component() {
  const { block } = usePageCopy(paths.aiCoachApplication, published)
  const hero = block('hero', 'hero')
  const whoShouldApply = block('who-should-apply', 'list')
  const process = block('what-happens-next', 'steps')
  const form = block('application-form', 'prose')
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={hero.actions} />
      <Section id={whoShouldApply.id} title={whoShouldApply.title ?? ''}>
        <BulletList items={whoShouldApply.items} columns={2} />
        {whoShouldApply.note && (
          <p className="max-w-3xl text-lg text-slate-700">{whoShouldApply.note}</p>
        )}
      </Section>
      <Section id={process.id} title={process.title ?? ''} tone="muted">
        <Steps items={process.items} />
        {process.action && (
          <p className="text-lg">
            <AppLink
              href={process.action.href}
              className="text-primary hover:text-primary-hover font-semibold underline"
            >
              {process.action.label}
            </AppLink>
          </p>
        )}
      </Section>
      <Section id={form.id} title={form.title} intro={form.paragraphs}>
        <CoachApplicationForm />
      </Section>
    </>
  )
}
