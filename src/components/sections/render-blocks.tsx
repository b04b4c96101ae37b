import { Fragment, type ReactNode } from 'react'
import type { BlockOf, PageBlock, PageBlockKind } from '@/content/page-copy-schema'
import { ActionRow } from './action-link'
import { BulletList } from './bullet-list'
import { CardGrid } from './card-grid'
import { CtaBand } from './cta-band'
import { Faq } from './faq'
import { PageHero } from './page-hero'
import { Section } from './section'
import { Steps } from './steps'
import { TableSection } from './table-section'

type Tone = 'default' | 'muted'

/** What a block's section shows besides its own words: a route's records (goals, tiers, …). */
export type BlockExtras = Partial<Record<string, ReactNode>>

type Render<K extends PageBlockKind> = (
  block: BlockOf<K>,
  tone: Tone,
  extra: ReactNode,
) => ReactNode

/**
 * The one map from a kind of block to its section, as Payload's website template maps its
 * `blocks` (RenderBlocks): a page arranged by its editors is its list of blocks, in order.
 * A kind listed here can be added to any page the desk lets editors arrange
 * (src/content/arranged-pages.ts); kinds tied to a record (pathway, competition, labels, price,
 * related) are laid out by their own routes and have no entry.
 */
export const blockRenderers: { [K in ArrangeableKind]: Render<K> } = {
  hero: (block, _tone, extra) => (
    <PageHero eyebrow={block.eyebrow} title={block.title} lead={block.lead} actions={block.actions}>
      {extra}
    </PageHero>
  ),
  prose: (block, tone, extra) => (
    <Section title={block.title} intro={block.paragraphs} tone={tone}>
      {extra}
      {block.more && <ActionRow actions={[block.more]} size="default" />}
    </Section>
  ),
  list: (block, tone, extra) => (
    <Section title={block.title ?? ''} hideTitle={!block.title} intro={block.intro} tone={tone}>
      <BulletList items={block.items} columns={2} />
      {block.note && <p className="max-w-3xl text-slate-700">{block.note}</p>}
      {extra}
    </Section>
  ),
  steps: (block, tone, extra) => (
    <Section title={block.title ?? ''} hideTitle={!block.title} intro={block.intro} tone={tone}>
      <Steps items={block.items} />
      {block.action && <ActionRow actions={[block.action]} size="default" />}
      {extra}
    </Section>
  ),
  cards: (block, tone, extra) => (
    <Section title={block.title ?? ''} hideTitle={!block.title} intro={block.intro} tone={tone}>
      <CardGrid
        items={block.cards.map((card) => ({
          title: card.title,
          text: card.text,
          items: card.items,
          link: card.link,
        }))}
      />
      {extra}
    </Section>
  ),
  table: (block, tone, extra) => (
    <Section title={block.title ?? ''} hideTitle={!block.title} intro={block.intro} tone={tone}>
      <TableSection caption={block.caption} columns={block.columns} rows={block.rows} />
      {block.note && <p className="max-w-3xl text-slate-700">{block.note}</p>}
      {extra}
    </Section>
  ),
  faq: (block, tone, extra) => (
    <Section title={block.title} tone={tone}>
      <Faq items={block.items} />
      {extra}
    </Section>
  ),
  links: (block, tone, extra) => (
    <Section title={block.title ?? ''} hideTitle={!block.title} intro={block.intro} tone={tone}>
      <ActionRow actions={block.links} size="default" />
      {extra}
    </Section>
  ),
  cta: (block, _tone, extra) => (
    <CtaBand title={block.title} text={block.text} actions={block.actions}>
      {block.note && <p className="text-lg">{block.note}</p>}
      {extra}
    </CtaBand>
  ),
}

/** The kinds an editor may add to, move on or remove from an arranged page. */
export const ARRANGEABLE_KINDS = [
  'hero',
  'prose',
  'list',
  'steps',
  'cards',
  'table',
  'faq',
  'links',
  'cta',
] as const satisfies readonly PageBlockKind[]

export type ArrangeableKind = (typeof ARRANGEABLE_KINDS)[number]

export function isArrangeable(block: PageBlock): block is BlockOf<ArrangeableKind> {
  return (ARRANGEABLE_KINDS as readonly string[]).includes(block.kind)
}

/** The hero and the closing band have backgrounds of their own; sections between them alternate. */
const ownBackground = new Set<PageBlockKind>(['hero', 'cta'])

/**
 * A page's blocks, in order, each by its kind's section. Sections alternate white and grey, the
 * first white. `extras` adds a route's records to the block with that id (the goals under
 * "Goals for 2026"); `within` names blocks a route shows inside another block's extra instead of
 * on their own (they are skipped here, and keep their place in the editor).
 */
export function RenderBlocks({
  blocks,
  extras = {},
  within = [],
}: {
  blocks: readonly PageBlock[]
  extras?: BlockExtras
  within?: readonly string[]
}) {
  let sections = 0
  return (
    <>
      {blocks.map((block) => {
        if (within.includes(block.id) || !isArrangeable(block)) return null
        const tone: Tone =
          ownBackground.has(block.kind) || sections++ % 2 === 0 ? 'default' : 'muted'
        const render = blockRenderers[block.kind] as Render<typeof block.kind>
        return <Fragment key={block.id}>{render(block, tone, extras[block.id])}</Fragment>
      })}
    </>
  )
}
