import { privacyPolicyPage } from '@/content/pages/privacy-policy'
import { legalPageBlocks } from './legal-page'

/** /privacy-policy as blocks: the page's seed, read from its content module. */
export default legalPageBlocks(privacyPolicyPage)
