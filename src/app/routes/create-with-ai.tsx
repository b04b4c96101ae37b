import published from 'virtual:page-copy/create-with-ai'
import { PathwayDetail } from '@/components/sections/pathway-detail'
import { paths } from '@/config/paths'
import { getPathway } from '@/content/pathways'

export function Component() {
  return (
    <PathwayDetail
      pathway={getPathway('create-with-ai')}
      route={paths.createWithAi}
      published={published}
    />
  )
}
