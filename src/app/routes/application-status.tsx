import published from 'virtual:page-copy/application-status'
import { usePageCopy } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { paths } from '@/config/paths'
import { FORM_BLOCKS } from '@/content/arranged-pages'
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

/**
 * /application-status is arranged by its editors: its blocks, in their order, rendered by kind,
 * with the status lookup under the block that introduces it. The stages and the answers of a
 * lookup without a result are the lookup's own words: the desk keeps those blocks, and the page
 * shows them only through the lookup.
 */
export function Component() {
  const { blocks } = usePageCopy(paths.applicationStatus, published)
  const [form, stagesId, ...missIds] = FORM_BLOCKS[paths.applicationStatus]
  const steps = blocks.find((block) => block.id === stagesId)
  const stages = Object.fromEntries(
    stageOrder.map((stage, index) => {
      const step = steps?.kind === 'steps' ? steps.items[index] : undefined
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
    <RenderBlocks
      blocks={blocks}
      anchored
      within={[stagesId, ...missIds]}
      extras={{ [form]: <StatusLookup stages={stages} misses={misses} /> }}
    />
  )
}
