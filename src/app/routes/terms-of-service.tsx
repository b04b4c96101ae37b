import { LegalPage } from '@/components/sections/legal-page'
import { termsOfServicePage } from '@/content/pages/terms-of-service'

export function Component() {
  return <LegalPage page={termsOfServicePage} />
}
