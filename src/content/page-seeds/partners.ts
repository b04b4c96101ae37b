import type { PageBlock } from '@/content/page-copy-schema'
import { partnersPage as page } from '@/content/pages/partners'
import { labelsSeedBlock } from '@/content/record-labels'

/**
 * /partners as blocks: the page's seed, read from its content module (partners and tiers are
 * records; the words on a tier's card are the `partner-tier-cards` labels, which /, /about and
 * the partner list read too).
 */
export default [
  { kind: 'hero', id: 'hero', ...page.hero },
  {
    kind: 'cards',
    id: page.benefits.id,
    title: page.benefits.title,
    intro: page.benefits.intro,
    cards: page.benefits.items.map(({ title, description }) => ({ title, text: description })),
  },
  // The first paragraph is the section's highlight, set large.
  {
    kind: 'prose',
    id: page.matching.id,
    title: page.matching.title,
    paragraphs: [page.matching.highlight, page.matching.text],
  },
  {
    kind: 'prose',
    id: page.listing.id,
    title: page.listing.title,
    paragraphs: [page.listing.intro],
  },
  { kind: 'prose', id: page.tiers.id, title: page.tiers.title, paragraphs: [page.tiers.intro] },
  labelsSeedBlock('partner-tier-cards'),
  { kind: 'steps', id: page.process.id, title: page.process.title, items: page.process.steps },
  { kind: 'cta', id: 'cta', ...page.cta },
] satisfies PageBlock[]
