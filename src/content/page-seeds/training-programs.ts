import type { PageBlock } from '@/content/page-copy-schema'
import { trainingProgramsPage as page } from '@/content/pages/training-programs'
import { labelsSeedBlock } from '@/content/record-labels'

/**
 * /training-programs as blocks: the page's seed, read from its content module. The pathways'
 * cards are the pathway records (usePathways) with the `pathway-cards` labels, which /ai-coaches
 * and each pathway's own page read too.
 */
export default [
  { kind: 'hero', id: 'hero', ...page.hero },
  { kind: 'prose', id: 'pathways', title: page.pathways.title, paragraphs: [page.pathways.intro] },
  labelsSeedBlock('pathway-cards'),
  { kind: 'prose', id: 'how-it-works', ...page.howItWorks },
  { kind: 'price', id: 'school-price', ...page.schoolPrice },
  { kind: 'cta', id: 'cta', ...page.cta },
] satisfies PageBlock[]
