import type { PageBlock } from '@/content/page-copy-schema'
import { trainingProgramsPage as page } from '@/content/pages/training-programs'

/** /training-programs as blocks: the page's seed, read from its content module. */
export default [
  { kind: 'hero', id: 'hero', ...page.hero },
  { kind: 'prose', id: 'pathways', title: page.pathways.title, paragraphs: [page.pathways.intro] },
  { kind: 'prose', id: 'how-it-works', ...page.howItWorks },
  { kind: 'price', id: 'school-price', ...page.schoolPrice },
  { kind: 'cta', id: 'cta', ...page.cta },
] satisfies PageBlock[]
