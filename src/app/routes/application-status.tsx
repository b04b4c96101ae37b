import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { applicationStatusPage as page } from '@/content/pages/application-status'
import { StatusLookup } from '@/features/application-status/components/status-lookup'

export function Component() {
  return (
    <>
      <PageHero {...page.hero} />
      <Section id={page.form.id} title={page.form.title}>
        <StatusLookup />
      </Section>
    </>
  )
}
