import published from 'virtual:page-copy/terms-of-service'
import { LegalPage } from '@/components/sections/legal-page'
import { legalPageFromBlocks } from '@/components/sections/legal-page-blocks'
import { usePageCopy } from '@/components/sections/page-copy'
import { paths } from '@/config/paths'

export function Component() {
  return <LegalPage page={legalPageFromBlocks(usePageCopy(paths.termsOfService, published))} />
}
