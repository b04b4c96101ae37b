import published from 'virtual:page-copy/talk-to-ai'
import { PathwayDetail } from '@/components/sections/pathway-detail'
import { paths } from '@/config/paths'
import { getPathway } from '@/content/pathways'

export function Component() {
  return (
    <PathwayDetail
      pathway={getPathway('talk-to-ai')}
      route={paths.talkToAi}
      published={published}
    />
  )
}
