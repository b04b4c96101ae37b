import { render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { siteDataFiles, type PublishedContent } from '../../../scripts/lib/site-data'
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

/** What a data build's site.json (`virtual:site-content` in the app) holds for this version. */
function publishedModule(content: PublishedContent): {
  pages: Record<string, { blocks: { id: string }[] }>
} {
  const site = JSON.parse(siteDataFiles(content, 0).get('site.json')!) as {
    content: { pages: Record<string, { blocks: { id: string }[] }> }
  }
  return site.content
}

describe('the published version every page reads', () => {
  it('keeps the shared lists’ blocks of their owning pages and no other page words', () => {
    const { pages } = publishedModule({ pages: seedPageCopy } as PublishedContent)
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
