import { PathwayDetail } from '@/components/sections/pathway-detail'
import { buildWithAiPage } from '@/content/pages/build-with-ai'
import { getPathway } from '@/content/pathways'

export function Component() {
  return <PathwayDetail pathway={getPathway('build-with-ai')} page={buildWithAiPage} />
}
