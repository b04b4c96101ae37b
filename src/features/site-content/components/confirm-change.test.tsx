import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { PageBlock } from '@/content/page-copy-schema'
import { seedDatabaseContent } from '@/content/seed-database-content'
import { siteContentSchema, type SiteContent } from '@/content/site-content-schema'
import { diffContent } from '../lib/content-diff'
import { ConfirmChange } from './confirm-change'

const copy = <T,>(value: T) => JSON.parse(JSON.stringify(value)) as T

/** The live version as the desk reads it: a jsonb column, keys shorter first, then by bytes. */
function asJsonb(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonb)
  if (!value || typeof value !== 'object') return value
  const keys = Object.keys(value).sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
  return Object.fromEntries(
    keys.map((key) => [key, asJsonb((value as Record<string, unknown>)[key])]),
  )
}

const live = asJsonb(copy(seedDatabaseContent)) as SiteContent
const route = '/privacy-policy'
type Prose = Extract<PageBlock, { kind: 'prose' }>

/** The draft as the desk holds it after a save: zod's output, with one sentence edited. */
function draftWithOneSentenceChanged(): SiteContent {
  const draft = copy(seedDatabaseContent) as SiteContent
  const block = draft.pages![route]!.blocks[4] as Prose
  block.paragraphs[1] = block.paragraphs[1]!.replace(
    'random value that changes every day',
    'random value that changes every hour',
  )
  return siteContentSchema.parse(draft)
}

function confirm(before: SiteContent, after: SiteContent) {
  render(
    <ConfirmChange
      title="Publish these changes?"
      lead="The pages are rebuilt and visitors see these changes in a few minutes."
      changes={diffContent(before, after)}
      confirmLabel="Publish"
      busy={false}
      onConfirm={vi.fn()}
      onClose={vi.fn()}
    />,
  )
  return screen.getByRole('dialog', { name: 'Publish these changes?' })
}

/** The lines a person reads: each heading and each entry of the lists. */
const linesOf = (dialog: HTMLElement) => dialog.querySelectorAll('h3, h4, li').length

describe('ConfirmChange over the real seeded content', () => {
  it('lists one sentence changed on one page as one change, its words in context', () => {
    const dialog = confirm(live, draftWithOneSentenceChanged())
    const lines = linesOf(dialog)
    console.info(`The confirmation for one sentence changed on ${route}: ${lines} lines`)
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Pages'])
    const title = seedDatabaseContent.pages[route]!.seo!.title
    expect(within(dialog).getByRole('heading', { level: 4 })).toHaveTextContent(
      `${route} – ${title}`,
    )
    const block = seedDatabaseContent.pages[route]!.blocks[4] as Prose
    expect(dialog).toHaveTextContent(`Text section: ${block.title}`)
    expect(within(dialog).getByRole('deletion')).toHaveTextContent('removed: day,')
    expect(within(dialog).getByRole('insertion')).toHaveTextContent('added: hour,')
    expect(dialog).toHaveTextContent(
      'Paragraph 2: … address with a random value that changes every removed: day, added: hour, and our database keeps only the scrambled result …',
    )
    expect(dialog).not.toHaveTextContent(/[{[]"/)
    expect(lines).toBeLessThanOrEqual(4)
  })

  it('says that nothing changes when only key order, spacing and empty fields differ', () => {
    const draft = siteContentSchema.parse(copy(seedDatabaseContent))
    draft.contact = { ...draft.contact, address: '  ' }
    const dialog = confirm(live, draft)
    expect(dialog).toHaveTextContent('Nothing changes: the content is the same.')
    expect(linesOf(dialog)).toBe(0)
  })

  it('says an item added or removed in a sentence', () => {
    const draft = copy(live)
    draft.events = draft.events.slice(1)
    const dialog = confirm(live, draft)
    expect(dialog).toHaveTextContent(`Removed event “${live.events[0]!.name}”`)
    expect(linesOf(dialog)).toBe(2)
  })
})
