import { Fragment, type ReactNode } from 'react'
import type { BlockOf, PageBlock, PageBlockKind, PageLink } from '@/content/page-copy-schema'
import { ActionLink, ActionRow } from './action-link'
import { BulletList } from './bullet-list'
import { type BlockDesign, cardColumns, listColumns } from './block-design'
import { CardGrid } from './card-grid'
import { CtaBand } from './cta-band'
import { Faq } from './faq'
import { PageHero } from './page-hero'
import { RelatedLine, TextLink } from './related-line'
import { Section } from './section'
import { Steps } from './steps'
import { TableSection } from './table-section'

type Tone = 'default' | 'muted'

/** What a block's section shows besides its own words: a route's records (goals, tiers, …). */
export type BlockExtras = Partial<Record<string, ReactNode>>

/** What a block's section is given besides the block: its background, extra and design. */
type Place = { tone: Tone; extra: ReactNode; design: BlockDesign; anchor: string | undefined }

type Render<K extends PageBlockKind> = (block: BlockOf<K>, place: Place) => ReactNode

/**
 * The one map from a kind of block to its section, as Payload's website template maps its
 * `blocks` (RenderBlocks): a page arranged by its editors is its list of blocks, in order.
 * A kind with a section here can be added to any page the desk lets editors arrange
 * (src/content/arranged-pages.ts): this map is the list of them. Kinds tied to a record
 * (pathway, competition, labels, price) are laid out by their own routes and have no entry.
 */
export const blockRenderers = {
  hero: (block, { extra, design }) => (
    <PageHero
      eyebrow={block.eyebrow}
      mark={design.mark}
      title={block.title}
      lead={block.lead}
      actions={design.control ? [] : withAdded(block.actions, design)}
    >
      {design.control && (
        <div className="flex flex-wrap gap-3">
          {design.control}
          {withAdded(block.actions, design)?.map((action) => (
            <ActionLink key={action.label} action={action} variant="outline" size="lg" />
          ))}
        </div>
      )}
      {extra}
    </PageHero>
  ),
  prose: (block, { tone, extra, design, anchor }) => {
    const [highlight, ...paragraphs] = design.highlight ? block.paragraphs : []
    const intro = block.paragraphs.slice(0, design.paragraphs ?? block.paragraphs.length)
    return (
      <Section
        id={anchor}
        title={block.title}
        intro={design.highlight ? undefined : intro}
        tone={tone}
      >
        {highlight && (
          <p className="text-primary max-w-3xl text-2xl font-bold md:text-3xl">{highlight}</p>
        )}
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="max-w-3xl text-lg text-slate-700">
            {paragraph}
          </p>
        ))}
        {extra}
        {block.more && <ActionRow actions={[block.more]} size="default" />}
      </Section>
    )
  },
  list: (block, { tone, extra, design, anchor }) => (
    <Section
      id={anchor}
      title={block.title ?? ''}
      hideTitle={!block.title}
      intro={block.intro}
      tone={tone}
    >
      <BulletList items={block.items} columns={listColumns(design.columns)} />
      {block.note && <p className="max-w-3xl text-lg text-slate-700">{block.note}</p>}
      {extra}
    </Section>
  ),
  steps: (block, { tone, extra, design, anchor }) => (
    <Section
      id={anchor}
      title={block.title ?? ''}
      hideTitle={!block.title}
      intro={block.intro}
      tone={tone}
    >
      <Steps items={block.items} />
      {block.action && <StepsAction action={block.action} as={design.actionAs} />}
      {extra}
    </Section>
  ),
  cards: (block, { tone, extra, design, anchor }) => (
    <Section
      id={anchor}
      title={block.title ?? ''}
      hideTitle={!block.title}
      intro={block.intro}
      tone={tone}
    >
      <CardGrid
        items={block.cards.map((card, index) => ({
          title: card.title,
          text: card.text,
          icon: design.icons?.[index],
          items: card.items,
          link: card.link,
          ...design.card?.(card, index),
        }))}
        columns={cardColumns(design.columns)}
      />
      {extra}
    </Section>
  ),
  table: (block, { tone, extra, anchor }) => (
    <Section
      id={anchor}
      title={block.title ?? ''}
      hideTitle={!block.title}
      intro={block.intro}
      tone={tone}
    >
      <TableSection caption={block.caption} columns={block.columns} rows={block.rows} />
      {block.note && <p className="text-slate-700">{block.note}</p>}
      {extra}
    </Section>
  ),
  faq: (block, { tone, extra, anchor }) => (
    <Section id={anchor} title={block.title} tone={tone}>
      <Faq items={block.items} />
      {extra}
    </Section>
  ),
  links: (block, { tone, extra, anchor }) => (
    <Section
      id={anchor}
      title={block.title ?? ''}
      hideTitle={!block.title}
      intro={block.intro}
      tone={tone}
    >
      <ActionRow actions={block.links} size="default" />
      {extra}
    </Section>
  ),
  related: (block) => <RelatedLine text={block.text} link={block.link} />,
  cta: (block, { tone, extra, design, anchor }) =>
    design.inSection ? (
      <Section id={anchor} title={block.title} intro={block.text} tone={tone}>
        {extra}
        {design.actionAs === 'buttons' ? (
          <>
            {block.note && <p className="text-lg text-slate-700">{block.note}</p>}
            <ActionRow actions={withAdded(block.actions, design) ?? []} size="default" />
          </>
        ) : (
          <p className="text-lg text-slate-700">
            {block.note}{' '}
            {block.actions.map((action) => (
              <TextLink key={action.href} link={action} />
            ))}
          </p>
        )}
      </Section>
    ) : (
      <CtaBand
        title={block.title}
        text={block.text}
        actions={withAdded(block.actions, design) ?? []}
      >
        {block.note && (
          <p className="text-lg">
            {block.note}
            {design.noteEnd}
          </p>
        )}
        {extra}
      </CtaBand>
    ),
} satisfies { [K in PageBlockKind]?: Render<K> }

/** The kinds an editor may add to, move on or remove from an arranged page: those with a section. */
export type ArrangeableKind = keyof typeof blockRenderers
export const ARRANGEABLE_KINDS = Object.keys(blockRenderers) as ArrangeableKind[]

/** A block's buttons, then those the route adds from its records. */
function withAdded(actions: readonly PageLink[] | undefined, design: BlockDesign) {
  return design.actions ? [...(actions ?? []), ...design.actions] : actions
}

function StepsAction({ action, as }: { action: PageLink; as: BlockDesign['actionAs'] }) {
  if (as === 'link') return <TextLink link={action} />
  if (as === 'lead') {
    return (
      <p className="text-lg">
        <TextLink link={action} />
      </p>
    )
  }
  return (
    <div>
      <ActionLink action={action} size="lg" />
    </div>
  )
}

export function isArrangeable(block: PageBlock): block is BlockOf<ArrangeableKind> {
  return (ARRANGEABLE_KINDS as readonly string[]).includes(block.kind)
}

/**
 * The hero and the closing band have backgrounds of their own, and a related sentence sits on the
 * page's; sections between them alternate.
 */
const ownBackground = new Set<PageBlockKind>(['hero', 'related', 'cta'])

/**
 * A page's blocks, in order, each by its kind's section. Sections alternate white and grey, the
 * first white. `extras` adds a route's records to the block with that id (the goals under
 * "Goals for 2026"); `within` names blocks a route shows inside another block's extra instead of
 * on their own (they are skipped here, and keep their place in the editor); `design` is how the
 * route shows a block (icons, columns, an anchor, what follows it), and `anchored` gives every section
 * its anchor.
 */
export function RenderBlocks({
  blocks,
  extras = {},
  within = [],
  design = {},
  anchored = false,
}: {
  blocks: readonly PageBlock[]
  extras?: BlockExtras
  within?: readonly string[]
  design?: Partial<Record<string, BlockDesign>>
  anchored?: boolean
}) {
  let sections = 0
  return (
    <>
      {blocks.map((block) => {
        if (within.includes(block.id) || !isArrangeable(block)) return null
        const shown = design[block.id] ?? {}
        const tone: Tone =
          (ownBackground.has(block.kind) && !shown.inSection) || sections++ % 2 === 0
            ? 'default'
            : 'muted'
        const place: Place = {
          tone,
          extra: extras[block.id],
          design: shown,
          anchor: (shown.anchor ?? anchored) ? block.id : undefined,
        }
        const render = blockRenderers[block.kind] as Render<typeof block.kind>
        const after =
          typeof shown.after === 'function'
            ? shown.after(sections++ % 2 === 0 ? 'default' : 'muted')
            : shown.after
        return (
          <Fragment key={block.id}>
            {shown.beside ? (
              <div className="max-w-content mx-auto grid gap-0 lg:grid-cols-[2fr_1fr] lg:gap-8">
                {render(block, place)}
                {shown.beside}
              </div>
            ) : (
              render(block, place)
            )}
            {after}
          </Fragment>
        )
      })}
    </>
  )
}
