import { PathwayDetail } from '@/components/sections/pathway-detail'
import { createWithAiPage } from '@/content/pages/create-with-ai'
import { getPathway } from '@/content/pathways'

export function Component() {
  return <PathwayDetail pathway={getPathway('create-with-ai')} page={createWithAiPage} />
}
