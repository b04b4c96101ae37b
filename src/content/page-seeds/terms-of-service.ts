import { termsOfServicePage } from '@/content/pages/terms-of-service'
import { legalPageBlocks } from './legal-page'

/** /terms-of-service as blocks: the page's seed, read from its content module. */
export default legalPageBlocks(termsOfServicePage)
