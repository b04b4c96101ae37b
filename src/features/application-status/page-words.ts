import { paths } from '@/config/paths'
import { FORM_BLOCKS } from '@/content/arranged-pages'
import type { PageBlock } from '@/content/page-copy-schema'
import seed from '@/content/page-seeds/application-status'
import { SUBMISSION_STAGES, type SubmissionStage } from './stages'

/** Each stage's name and what happens next: the `stages` block's steps, one per stage in order. */
export type StageWords = Record<SubmissionStage, { name: string; next: string }>

/** Why a lookup has no answer: the text section of that name, its link the contact link. */
export type MissWords = Record<
  'notFound' | 'throttled' | 'failed',
  { title: string; body: string; contact?: { label: string; href: string } }
>

const [, stagesId, notFoundId, throttledId, failedId] = FORM_BLOCKS[paths.applicationStatus]

function stagesOf(blocks: readonly PageBlock[]) {
  const found = blocks.find((block) => block.id === stagesId)
  return found?.kind === 'steps' ? found.items : []
}

function missOf(blocks: readonly PageBlock[], id: string) {
  const found = blocks.find((block) => block.id === id)
  if (found?.kind !== 'prose') return undefined
  return {
    title: found.title ?? '',
    body: found.paragraphs.join(' '),
    ...(found.more ? { contact: found.more } : {}),
  }
}

/**
 * The words a lookup answers with, read from the page's blocks (the published version's, or the
 * draft's in a preview). A version published before the stages and the misses were page copy
 * lacks their blocks: each missing one is the seed's.
 */
export function statusWords(blocks: readonly PageBlock[]): {
  stages: StageWords
  misses: MissWords
} {
  const steps = stagesOf(blocks)
  const seedSteps = stagesOf(seed)
  const stages = Object.fromEntries(
    SUBMISSION_STAGES.map((stage, index) => {
      const step = steps[index] ?? seedSteps[index]
      return [stage, { name: step?.title ?? '', next: step?.description ?? '' }]
    }),
  ) as StageWords
  const miss = (id: string) => missOf(blocks, id) ?? missOf(seed, id) ?? { title: '', body: '' }
  return {
    stages,
    misses: { notFound: miss(notFoundId), throttled: miss(throttledId), failed: miss(failedId) },
  }
}
