import { useDraftPages } from '@/components/sections/page-copy'
import type { LabelSetId, LabelsOf } from '@/content/page-copy-schema'
import { publishedContent } from '@/content/published'
import { labelsHome, labelsIn } from '@/content/record-labels'

/**
 * The words a page writes around its records (a `labels` block, page-copy.ts): the draft's in the
 * desk's preview, else the published version's (virtual:site-content keeps every page's `labels`
 * blocks, scripts/lib/site-content-plugin.ts), else the seed. Every page that shows an event's
 * state or a partner tier's card reads them here, from the one page that holds them.
 */
export function useLabels<Id extends LabelSetId>(id: Id): LabelsOf<Id> {
  const route = labelsHome[id]
  const draft = useDraftPages()?.[route]?.blocks
  const blocks = draft && draft.length > 0 ? draft : publishedContent.pages?.[route]?.blocks
  return labelsIn(blocks, id)
}
