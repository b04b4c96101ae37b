import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Component as NotFound } from '@/app/routes/not-found'
import { PageCopyProvider } from '@/components/sections/page-copy'
import type { PageCopy } from '@/content/page-copy-schema'
import { seedPageCopy } from '@/content/page-copy-seed'
import { notFoundRoute } from '@/content/pages/not-found'
import { routeMarkup, withStableIds } from './route-markup'

/**
 * ./markup/404.html: the not-found page's markup, re-captured when its editors came to arrange it:
 * its blocks rendered by kind, its top the hero band every page has (the large "404" over the h1).
 */
const markupBefore = withStableIds(readFileSync(path.join(__dirname, 'markup', '404.html'), 'utf8'))

describe('the not-found page from page copy', () => {
  beforeEach(() => {
    // The page logs the missing path with console.error: its job, not a failure here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })

  it('renders exactly as its captured markup', () => {
    expect(routeMarkup(notFoundRoute, NotFound)).toBe(markupBefore)
  })

  it('renders from the seed given as a draft exactly as its captured markup', () => {
    const fromDraft = routeMarkup(notFoundRoute, NotFound, (page) => (
      <PageCopyProvider pages={seedPageCopy}>{page}</PageCopyProvider>
    ))
    expect(fromDraft).toBe(markupBefore)
  })

  it('shows an edited heading from the draft', () => {
    const seed = seedPageCopy[notFoundRoute]!
    const edited: PageCopy = {
      blocks: seed.blocks.map((block) =>
        block.kind === 'hero' ? { ...block, title: 'This page is not here' } : block,
      ),
    }
    const html = routeMarkup(notFoundRoute, NotFound, (page) => (
      <PageCopyProvider pages={{ ...seedPageCopy, [notFoundRoute]: edited }}>
        {page}
      </PageCopyProvider>
    ))
    expect(html).toContain('>This page is not here</h1>')
    expect(html).not.toContain('Oops! Page not found')
  })
})
