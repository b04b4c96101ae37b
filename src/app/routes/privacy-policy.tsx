import { LegalPage } from '@/components/sections/legal-page'
import { privacyPolicyPage } from '@/content/pages/privacy-policy'

export function Component() {
  return <LegalPage page={privacyPolicyPage} />
}
