import published from 'virtual:page-copy/ai-innovation-certification'
import { PathwayDetail } from '@/components/sections/pathway-detail'
import { paths } from '@/config/paths'
import { usePathway } from '@/components/sections/use-pathways'

export function Component() {
  return (
    <PathwayDetail
      pathway={usePathway('ai-innovation-certification')}
      route={paths.aiInnovationCertification}
      published={published}
    />
  )
}
