import published from 'virtual:page-copy/create-with-ai'
import { PathwayDetail } from '@/components/sections/pathway-detail'
import { paths } from '@/config/paths'
import { usePathway } from '@/components/sections/use-pathways'

export function Component() {
  return (
    <PathwayDetail
      pathway={usePathway('create-with-ai')}
      route={paths.createWithAi}
      published={published}
    />
  )
}
