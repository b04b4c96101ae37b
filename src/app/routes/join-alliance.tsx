import { AppLink } from '@/components/ui/app-link'
import { BulletList } from '@/components/sections/bullet-list'
import { CardGrid } from '@/components/sections/card-grid'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { joinAlliancePage as page } from '@/content/pages/join-alliance'
import { AllianceRegistrationForm } from '@/features/alliance/components/alliance-registration-form'

export function Component() {
  return (
    <>
      <PageHero {...page.hero} />
      <Section id={page.why.id} title={page.why.title}>
        <BulletList items={page.why.points} columns={2} />
      </Section>
      <Section
        id={page.interests.id}
        title={page.interests.title}
        intro={page.interests.intro}
        tone="muted"
      >
        <CardGrid items={page.interests.items} />
      </Section>
      <Section id={page.form.id} title={page.form.title} intro={page.form.intro}>
        <AllianceRegistrationForm />
        <p className="text-lg text-slate-700">
          {page.related.text}{' '}
          <AppLink
            href={page.related.link.href}
            className="text-primary hover:text-primary-hover font-semibold underline"
          >
            {page.related.link.label}
          </AppLink>
        </p>
      </Section>
    </>
  )
}
