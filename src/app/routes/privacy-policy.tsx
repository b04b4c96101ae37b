import published from 'virtual:page-copy/privacy-policy'
import { LegalPage } from '@/components/sections/legal-page'
import { usePageCopy } from '@/components/sections/page-copy'
import { paths } from '@/config/paths'

/** /privacy-policy is arranged by its editors: a legal page's blocks, rendered by kind (LegalPage). */
export function Component() {
  return <LegalPage blocks={usePageCopy(paths.privacyPolicy, published).blocks} />
}
