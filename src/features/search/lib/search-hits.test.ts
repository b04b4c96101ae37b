import { describe, expect, it } from 'vitest'
import { MAX_SPOTS, toSearchHits } from './search-hits'

describe('toSearchHits', () => {
  it('keeps a page’s title and excerpt, and only the places inside it that have an anchor', () => {
    const [hit] = toSearchHits([
      {
        url: '/news/archive',
        excerpt: 'the <mark>workshop</mark>',
        meta: { title: 'News archive' },
        sub_results: [
          { url: '/news/archive', title: 'News archive', excerpt: 'top' },
          { url: '/news/archive#workshop', title: 'Workshop', excerpt: 'a <mark>workshop</mark>' },
          { url: '/news/archive#blank', title: '  ', excerpt: 'no title' },
        ],
      },
    ])
    expect(hit).toEqual({
      url: '/news/archive',
      title: 'News archive',
      excerpt: 'the <mark>workshop</mark>',
      spots: [
        { url: '/news/archive#workshop', title: 'Workshop', excerpt: 'a <mark>workshop</mark>' },
      ],
    })
  })

  it('lists at most a few places per page, and falls back to the address for a missing title', () => {
    const spots = Array.from({ length: MAX_SPOTS + 2 }, (_, index) => ({
      url: `/events#e${index}`,
      title: `Event ${index}`,
      excerpt: '',
    }))
    const [hit] = toSearchHits([{ url: '/events', excerpt: '', meta: {}, sub_results: spots }])
    expect(hit?.title).toBe('/events')
    expect(hit?.spots).toHaveLength(MAX_SPOTS)
  })
})
