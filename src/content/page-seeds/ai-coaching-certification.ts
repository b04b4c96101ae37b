import type { PageBlock } from '@/content/page-copy-schema'
import { aiCoachingCertificationPage as page } from '@/content/pages/ai-coaching-certification'
import { pathwaySeedBlock } from '@/content/pathways'

/**
 * /ai-coaching-certification as blocks: the page's seed, read from its content module, with the
 * certification's facts (its duration among them), which the overview pages read from here.
 */
export default [
  { kind: 'hero', id: 'hero', ...page.hero },
  pathwaySeedBlock('ai-coaching-certification'),
  { kind: 'prose', id: 'overview', ...page.overview },
  {
    kind: 'steps',
    id: 'curriculum',
    title: page.curriculum.title,
    intro: page.curriculum.intro,
    items: page.curriculum.modules,
  },
  { kind: 'list', id: 'benefits', ...page.benefits },
  { kind: 'list', id: 'who-should-apply', ...page.whoShouldApply },
  { kind: 'cta', id: 'cta', ...page.cta },
] satisfies PageBlock[]
