import published from 'virtual:page-copy/application-status'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { paths } from '@/config/paths'
import { StatusLookup } from '@/features/application-status/components/status-lookup'

export function Component() {
  const { block } = usePageCopy(paths.applicationStatus, published)
  const hero = block('hero', 'hero')
  const form = block('status-lookup', 'prose')
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={hero.actions} />
      <Section id={form.id} title={form.title} intro={form.paragraphs}>
        <StatusLookup />
      </Section>
    </>
  )
}
