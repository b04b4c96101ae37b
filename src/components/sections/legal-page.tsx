import type { Language } from '@schemas/languages'
import { useLanguage } from '@/components/language/use-language'
import type { ReactNode } from 'react'
import { type BlockExtras, RenderBlocks } from '@/components/sections/render-blocks'
import type { BlockOf, PageBlock } from '@/content/page-copy-schema'
import { fillContact, isoOfLongDate } from './legal-page-blocks'

/** The kinds whose section carries its block's id on a legal page, so the contents can link to it. */
const anchoredKinds = new Set<PageBlock['kind']>([
  'prose',
  'list',
  'steps',
  'cards',
  'table',
  'faq',
  'links',
])

/** The block holding the effective date: titled with its label, the date its one paragraph. */
const effectiveDateId = 'effective-date'

/**
 * A legal page (src/content/page-seeds/privacy-policy.ts, terms-of-service.ts), arranged by its
 * editors: its blocks rendered by kind, the effective date in the top, and "On this page" after
 * it, listing every titled section in the page's order, so the contents follow when a section is
 * added, moved or removed.
 * A list without a heading right after a section is that section's list, shown inside it. The
 * contact record's e-mail address and phone number fill the words that name them.
 */
export function LegalPage({ blocks }: { blocks: readonly PageBlock[] }) {
  const filled = blocks.map(withContact)
  const effective = filled.find((block) => block.id === effectiveDateId)
  const joined = sectionLists(filled)
  const sections = filled.filter(
    (block): block is Titled =>
      block.id !== effectiveDateId &&
      anchoredKinds.has(block.kind) &&
      'title' in block &&
      Boolean(block.title),
  )
  const extras: BlockExtras = Object.fromEntries(
    joined.map(([section, list]) => [section, <SectionList key={list.id} items={list.items} />]),
  )
  if (effective?.kind === 'prose') extras.hero = <EffectiveDate block={effective} />
  return (
    <RenderBlocks
      blocks={filled}
      anchored
      within={[effectiveDateId, ...joined.map(([, list]) => list.id)]}
      design={{ hero: { after: <Contents sections={sections} /> } }}
      extras={extras}
    />
  )
}

type Titled = PageBlock & { title: string }

/** The contents' heading, in the page's language. */
const contentsHeading: Record<Language, string> = { en: 'On this page', es: 'En esta página' }

function Contents({ sections }: { sections: readonly Titled[] }): ReactNode {
  const heading = contentsHeading[useLanguage()]
  return (
    <nav aria-label={heading} className="mx-auto max-w-3xl px-4 pt-10 sm:px-6">
      <p className="text-lg font-semibold">{heading}</p>
      <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-800">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-primary hover:text-primary-hover underline">
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

function EffectiveDate({ block }: { block: BlockOf<'prose'> }) {
  const date = block.paragraphs[0] ?? ''
  return (
    <p className="text-base text-slate-700">
      <span className="font-semibold">{block.title}:</span>{' '}
      <time dateTime={isoOfLongDate(date)}>{date}</time>
    </p>
  )
}

function SectionList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6 text-lg leading-relaxed text-slate-800">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

/** Each untitled list that follows a text section, with that section's id. */
function sectionLists(blocks: readonly PageBlock[]): [string, BlockOf<'list'>][] {
  return blocks.flatMap((block, index): [string, BlockOf<'list'>][] => {
    const before = blocks[index - 1]
    if (block.kind !== 'list' || block.title || before?.kind !== 'prose') return []
    if (before.id === effectiveDateId) return []
    return [[before.id, block]]
  })
}

/** The block with the contact record's values where its words name them ({email}, {phone}). */
function withContact(block: PageBlock): PageBlock {
  switch (block.kind) {
    case 'hero':
      return { ...block, lead: fillContact(block.lead) }
    case 'prose':
      return { ...block, paragraphs: block.paragraphs.map(fillContact) }
    case 'list':
      return { ...block, items: block.items.map(fillContact) }
    default:
      return block
  }
}
