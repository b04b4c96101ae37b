import { useOwnerBlocks } from '@/components/sections/owner-blocks'
import type { LabelSetId, LabelsOf } from '@/content/page-copy-schema'
import { labelsHome, labelsIn } from '@/content/record-labels'

/**
 * The words a page writes around its records (a `labels` block, page-copy.ts): the draft's in the
 * desk's preview, else the published version's (virtual:site-content keeps every page's `labels`
 * blocks, scripts/lib/site-content-plugin.ts), else the seed. Every page that shows an event's
 * state or a partner tier's card reads them here, from the one page that holds them.
 */
export function useLabels<Id extends LabelSetId>(id: Id): LabelsOf<Id> {
  return labelsIn(useOwnerBlocks(labelsHome[id]), id)
}
