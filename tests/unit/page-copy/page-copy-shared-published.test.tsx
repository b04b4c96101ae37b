import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteContent } from '../../../scripts/lib/site-content-plugin'
import { Component as Home } from '@/app/routes/home'
import { Component as SeeTheModel } from '@/app/routes/see-the-model'
import { paths } from '@/config/paths'
import { seedPageCopy } from '@/content/page-copy-seed'
import type * as Published from '@/content/published'

/** A published version whose /see-the-model renamed the second pillar (nothing else published). */
vi.mock('@/content/published', async (importOriginal) => {
  const actual = await importOriginal<typeof Published>()
  const card = (title: string) => ({ title, text: `${title} in Idaho.` })
  return {
    ...actual,
    publishedContent: {
      ...actual.publishedContent,
      pages: {
        '/see-the-model': {
          blocks: [
            {
              kind: 'cards',
              id: 'pillar-cards',
              cards: [card('Training'), card('Published contests'), card('Events'), card('Impact')],
            },
          ],
        },
      },
    },
  }
})

/** What `virtual:site-content` holds for a build given this published version. */
function publishedModule(content: unknown): {
  pages: Record<string, { blocks: { id: string }[] }>
} {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-content-'))
  const file = path.join(folder, 'published.json')
  writeFileSync(file, JSON.stringify(content))
  vi.stubEnv('SITE_CONTENT_FILE', file)
  try {
    const plugin = siteContent()
    const load = plugin.load as unknown as (this: unknown, id: string) => string
    const code = load.call({ addWatchFile: () => undefined }, '\0virtual:site-content')
    return JSON.parse(code.split('\n')[0]!.replace(/^export default /, ''))
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

afterEach(() => vi.unstubAllEnvs())

describe('the published version every page reads', () => {
  it('keeps the shared lists’ blocks of their owning pages and no other page words', () => {
    const { pages } = publishedModule({ pages: seedPageCopy })
    const ids = (route: string) => pages[route]!.blocks.map((block) => block.id)
    expect(ids(paths.home)).toEqual(['claim-figures'])
    expect(ids(paths.seeTheModel)).toEqual(['pillar-cards', 'blueprint-steps'])
    expect(ids(paths.joinCompetition)).toEqual([
      'ai-science-fair',
      'ai-innovation-competition',
      'ai-startup-accelerator',
      'ai-upskilling-challenge',
      // The words around the competitions: `labels` blocks are read by the pages that show
      // records (the home page's cards), so every one is kept.
      'competition-cards',
      'key-dates-sentence',
    ])
    expect(ids(paths.aiCoachingCertification)).toEqual(['pathway'])
    expect(ids(paths.about)).toEqual([])
  })
})

describe('a public page outside the desk', () => {
  it.each([
    [paths.home, Home],
    [paths.seeTheModel, SeeTheModel],
  ] as [string, ComponentType][])(
    '%s shows the pillars /see-the-model published',
    (route, Page) => {
      render(
        <MemoryRouter initialEntries={[route]}>
          <Page />
        </MemoryRouter>,
      )
      expect(screen.getByRole('heading', { name: 'Published contests' })).toBeInTheDocument()
      expect(screen.queryByRole('heading', { name: 'Innovation contests' })).not.toBeInTheDocument()
    },
  )
})
