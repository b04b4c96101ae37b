import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SearchHit } from '../lib/search-hits'
import { SiteSearch } from './site-search'

const mocked = vi.hoisted(() => ({
  search: vi.fn<(query: string) => Promise<SearchHit[]>>(),
  failNext: null as Error | null,
}))
// A failure goes through a plain function, not the mock's return: the mock's bookkeeping of a
// returned promise reports its rejection as the test's error, though the page handles it.
vi.mock('../api/search-site', () => ({
  searchSite: (query: string) =>
    mocked.failNext ? Promise.reject(mocked.failNext) : mocked.search(query),
}))
const search = mocked.search

const hits = [
  {
    url: '/events',
    title: 'Events',
    excerpt: 'An evening in <mark>Twin</mark> <mark>Falls</mark>',
    spots: [{ url: '/events#expo', title: 'Idaho AI Expo', excerpt: 'held in <mark>Twin</mark>' }],
  },
  { url: '/about', title: 'About', excerpt: '<mark>Twin</mark> <mark>Falls</mark>', spots: [] },
  { url: '/news', title: 'News', excerpt: '<mark>Falls</mark>', spots: [] },
]

function renderAt(address: string) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <SiteSearch />
    </MemoryRouter>,
  )
}

describe('SiteSearch', () => {
  beforeEach(() => {
    search.mockReset()
    mocked.failNext = null
  })

  it('loads nothing until the person types, then lists the results and announces them', async () => {
    search.mockResolvedValue(hits)
    renderAt('/search')
    expect(search).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toBe('')

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the site' }), 'Twin Falls')
    expect(await screen.findByText('3 results for “Twin Falls”')).toHaveRole('status')
    expect(search).toHaveBeenLastCalledWith('Twin Falls')
    expect(screen.getByRole('heading', { level: 2, name: 'Events' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events')
    expect(screen.getByRole('link', { name: 'Idaho AI Expo' })).toHaveAttribute(
      'href',
      '/events#expo',
    )
    const marks = [...document.querySelectorAll('mark')].map((mark) => mark.textContent)
    expect(marks.slice(0, 3)).toEqual(['Twin', 'Falls', 'Twin'])
  })

  it('searches at once for the query the address carries (the header’s box)', async () => {
    search.mockResolvedValue([])
    renderAt('/search?q=zebra')
    expect(await screen.findByText('No results for “zebra”')).toBeInTheDocument()
    expect(search).toHaveBeenCalledWith('zebra')
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('zebra')
  })

  it('says so when the index cannot be loaded', async () => {
    mocked.failNext = new TypeError('Failed to fetch')
    renderAt('/search?q=events')
    expect(await screen.findByText(/^Search is not available right now\./)).toHaveRole('status')
  })

  it('is a plain GET form to /search that still works without the app', () => {
    renderAt('/search')
    const form = screen.getByRole('search')
    expect(form).toHaveAttribute('action', '/search')
    expect(form).toHaveAttribute('method', 'get')
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveAttribute('name', 'q')
  })
})
