import published from 'virtual:page-copy/application-status'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'
import { applicationStatusPage, type SubmissionStage } from '@/content/pages/application-status'
import { StatusLookup } from '@/features/application-status/components/status-lookup'
import type { MissWords, StageWords } from '@/features/application-status/components/status-result'

/** The stages in the order the page's `stages` block lists them. */
const stageOrder = Object.keys(applicationStatusPage.stages) as SubmissionStage[]

type Miss = MissWords[keyof MissWords]

/**
 * What a lookup without an answer says: the page's text section of that name, or the content
 * module's words for a version published before these were page copy.
 */
function miss(blocks: readonly PageBlock[], id: string, seed: Miss): Miss {
  const found = blocks.find((block) => block.id === id)
  if (found?.kind !== 'prose') return seed
  return {
    title: found.title,
    body: found.paragraphs.join(' '),
    ...(found.more ? { contact: found.more } : {}),
  }
}

export function Component() {
  const { block, blocks } = usePageCopy(paths.applicationStatus, published)
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
  const misses: MissWords = {
    notFound: miss(blocks, 'not-found', applicationStatusPage.notFound),
    throttled: miss(blocks, 'throttled', applicationStatusPage.throttled),
    failed: miss(blocks, 'failed', applicationStatusPage.failed),
  }
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={hero.actions} />
      <Section id={form.id} title={form.title} intro={form.paragraphs}>
        <StatusLookup stages={stages} misses={misses} />
      </Section>
    </>
  )
}
