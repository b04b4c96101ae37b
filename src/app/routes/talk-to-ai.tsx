import { PathwayDetail } from '@/components/sections/pathway-detail'
import { talkToAiPage } from '@/content/pages/talk-to-ai'
import { getPathway } from '@/content/pathways'

export function Component() {
  return <PathwayDetail pathway={getPathway('talk-to-ai')} page={talkToAiPage} />
}
