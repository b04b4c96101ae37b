import { AppLink } from '@/components/ui/app-link'
import { BulletList } from '@/components/sections/bullet-list'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { Steps } from '@/components/sections/steps'
import { aiCoachApplicationPage as page } from '@/content/pages/ai-coach-application'
import { CoachApplicationForm } from '@/features/coach-application/components/coach-application-form'

export function Component() {
  return (
    <>
      <PageHero {...page.hero} />
      <Section id={page.whoShouldApply.id} title={page.whoShouldApply.title}>
        <BulletList items={page.whoShouldApply.points} columns={2} />
        <p className="max-w-3xl text-lg text-slate-700">{page.whoShouldApply.note}</p>
      </Section>
      <Section id={page.process.id} title={page.process.title} tone="muted">
        <Steps items={page.process.steps} />
        <p className="text-lg">
          <AppLink
            href={page.process.link.href}
            className="text-primary hover:text-primary-hover font-semibold underline"
          >
            {page.process.link.label}
          </AppLink>
        </p>
      </Section>
      <Section id={page.form.id} title={page.form.title} intro={page.form.intro}>
        <CoachApplicationForm />
      </Section>
    </>
  )
}
