import type { PageBlock } from '@/content/page-copy-schema'
import type { Link, PlatformTool, Step } from '@/content/schema'

/** What a product page's content module holds (pages/contest-platform.ts and its two siblings). */
export type PlatformProductContent = {
  hero: { eyebrow?: string; title: string; lead: string; actions: Link[] }
  features: { id: string; title: string }
  audiences: {
    id: string
    title: string
    intro?: string
    items: readonly { title: string; description: string }[]
  }
  steps?: { id: string; title: string; steps: Step[]; link?: Link }
  related?: { text: string; link: Link }
  cta: { title: string; text: string; actions: Link[] }
}

/**
 * A technology platform product page as blocks (/contest-platform, /ai-skills-tracker,
 * /event-dashboard share one layout, `PlatformProductPage`): its seed, read from the page's content
 * module and, for the features, from the product's record (platform-tools.ts), which the hub
 * (/technology-platform) shows as well.
 */
export function platformProductBlocks(
  page: PlatformProductContent,
  tool: PlatformTool,
): PageBlock[] {
  return [
    { kind: 'hero', id: 'hero', ...page.hero },
    {
      kind: 'list',
      id: page.features.id,
      title: page.features.title,
      intro: tool.summary,
      items: [...tool.features],
    },
    {
      kind: 'cards',
      id: page.audiences.id,
      title: page.audiences.title,
      ...(page.audiences.intro ? { intro: page.audiences.intro } : {}),
      cards: page.audiences.items.map(({ title, description }) => ({ title, text: description })),
    },
    ...(page.steps
      ? [
          {
            kind: 'steps' as const,
            id: page.steps.id,
            title: page.steps.title,
            items: page.steps.steps,
            ...(page.steps.link ? { action: page.steps.link } : {}),
          },
        ]
      : []),
    ...(page.related ? [{ kind: 'related' as const, id: 'related', ...page.related }] : []),
    { kind: 'cta', id: 'cta', ...page.cta },
  ]
}
