import type { PageBlock } from '@/content/page-copy-schema'
import type { PathwayDetailPage } from '@/content/pages/page-blocks'
import { pathwaySeedBlock, type PathwaySlug } from '@/content/pathways'

/**
 * A training pathway's detail page as blocks (/talk-to-ai, /create-with-ai, /build-with-ai,
 * /ai-innovation-certification share one layout, `PathwayDetail`): its seed, read from the page's
 * content module, and the pathway's facts (level, duration, prerequisites: pathways.ts), which
 * the overview pages read from here.
 */
export function pathwayDetailBlocks(page: PathwayDetailPage, slug: PathwaySlug): PageBlock[] {
  return [
    { kind: 'hero', id: 'hero', ...page.hero },
    pathwaySeedBlock(slug),
    {
      kind: 'prose',
      id: 'overview',
      title: page.overview.title,
      paragraphs: page.overview.paragraphs ?? [],
    },
    {
      kind: 'steps',
      id: 'outline',
      title: page.outline.title,
      ...(page.outline.intro ? { intro: page.outline.intro } : {}),
      items: page.outline.steps,
    },
    { kind: 'list', id: 'audience', ...page.audience },
    { kind: 'list', id: 'format', ...page.format },
    { kind: 'cta', id: 'cta', ...page.cta },
  ]
}
