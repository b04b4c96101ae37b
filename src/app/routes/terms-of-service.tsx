import published from 'virtual:page-copy/terms-of-service'
import { LegalPage } from '@/components/sections/legal-page'
import { usePageCopy } from '@/components/sections/page-copy'
import { paths } from '@/config/paths'

/** /terms-of-service is arranged by its editors: a legal page's blocks, rendered by kind (LegalPage). */
export function Component() {
  return <LegalPage blocks={usePageCopy(paths.termsOfService, published).blocks} />
}
