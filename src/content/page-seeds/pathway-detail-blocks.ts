import type { PageBlock } from '@/content/page-copy-schema'
import type { PathwayDetailPage } from '@/content/pages/page-blocks'

/**
 * A training pathway's detail page as blocks (/talk-to-ai, /create-with-ai, /build-with-ai,
 * /ai-innovation-certification share one layout, `PathwayDetail`): its seed, read from the page's
 * content module. Level, duration and prerequisites stay the pathway's record (pathways.ts).
 */
export function pathwayDetailBlocks(page: PathwayDetailPage): PageBlock[] {
  return [
    { kind: 'hero', id: 'hero', ...page.hero },
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
