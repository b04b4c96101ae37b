import { PathwayDetail } from '@/components/sections/pathway-detail'
import { aiInnovationCertificationPage } from '@/content/pages/ai-innovation-certification'
import { getPathway } from '@/content/pathways'

export function Component() {
  return (
    <PathwayDetail
      pathway={getPathway('ai-innovation-certification')}
      page={aiInnovationCertificationPage}
    />
  )
}
