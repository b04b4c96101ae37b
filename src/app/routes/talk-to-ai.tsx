import published from 'virtual:page-copy/talk-to-ai'
import { PathwayDetail } from '@/components/sections/pathway-detail'
import { paths } from '@/config/paths'
import { usePathway } from '@/components/sections/use-pathways'

export function Component() {
  return (
    <PathwayDetail
      pathway={usePathway('talk-to-ai')}
      route={paths.talkToAi}
      published={published}
    />
  )
}
