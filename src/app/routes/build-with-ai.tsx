import published from 'virtual:page-copy/build-with-ai'
import { PathwayDetail } from '@/components/sections/pathway-detail'
import { paths } from '@/config/paths'
import { usePathway } from '@/components/sections/use-pathways'

export function Component() {
  return (
    <PathwayDetail
      pathway={usePathway('build-with-ai')}
      route={paths.buildWithAi}
      published={published}
    />
  )
}
