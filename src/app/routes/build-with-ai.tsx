import published from 'virtual:page-copy/build-with-ai'
import { PathwayDetail } from '@/components/sections/pathway-detail'
import { paths } from '@/config/paths'
import { getPathway } from '@/content/pathways'

export function Component() {
  return (
    <PathwayDetail
      pathway={getPathway('build-with-ai')}
      route={paths.buildWithAi}
      published={published}
    />
  )
}
