import published from 'virtual:page-copy/ai-innovation-certification'
import { PathwayDetail } from '@/components/sections/pathway-detail'
import { paths } from '@/config/paths'
import { getPathway } from '@/content/pathways'

export function Component() {
  return (
    <PathwayDetail
      pathway={getPathway('ai-innovation-certification')}
      route={paths.aiInnovationCertification}
      published={published}
    />
  )
}
