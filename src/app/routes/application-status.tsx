import published from 'virtual:page-copy/application-status'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { paths } from '@/config/paths'
import { applicationStatusPage, type SubmissionStage } from '@/content/pages/application-status'
import { StatusLookup } from '@/features/application-status/components/status-lookup'
import type { StageWords } from '@/features/application-status/components/status-result'

/** The stages in the order the page's `stages` block lists them. */
const stageOrder = Object.keys(applicationStatusPage.stages) as SubmissionStage[]

export function Component() {
  const { block } = usePageCopy(paths.applicationStatus, published)
  const hero = block('hero', 'hero')
  const form = block('status-lookup', 'prose')
  const steps = block('stages', 'steps').items
  const stages = Object.fromEntries(
    stageOrder.map((stage, index) => {
      const step = steps[index]
      return [
        stage,
        step ? { name: step.title, next: step.description } : applicationStatusPage.stages[stage],
      ]
    }),
  ) as StageWords
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={hero.actions} />
      <Section id={form.id} title={form.title} intro={form.paragraphs}>
        <StatusLookup stages={stages} />
      </Section>
    </>
  )
}
