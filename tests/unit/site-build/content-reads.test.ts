import { afterEach, describe, expect, it } from 'vitest'
import {
  ContentReads,
  readOnce,
  trackedPage,
  trackedSiteContent,
} from '../../../scripts/lib/content-reads'

let reads: ContentReads | undefined
afterEach(() => reads?.stop())

const content = () =>
  trackedSiteContent({
    contact: { address: 'Boise' },
    events: [],
    pages: { '/': { seo: {}, blocks: [] }, '/about': { seo: {}, blocks: [] } },
  })

describe('what a page reads while it renders', () => {
  it('names the top-level parts, the pages’ shared parts and a page’s own blocks it touched', async () => {
    reads = new ContentReads()
    const site = content()
    const blocks = trackedPage('/about', [{ kind: 'hero', id: 'hero' }])
    await reads.during('/about', async () => {
      void site.contact.address
      void site.pages['/']
      void blocks.find((block) => block.id === 'hero')
    })
    expect([...reads.byPage.get('/about')!].sort()).toEqual([
      'page:/about',
      'site-page:/',
      'site:contact',
    ])
  })

  it('listing every part or every page is a wildcard read; reads outside a page count apart', async () => {
    reads = new ContentReads()
    const site = content()
    void site.events
    await reads.during('/search', async () => {
      void Object.keys(site.pages)
      void Object.keys(site)
    })
    expect([...reads.outside]).toEqual(['site:events'])
    expect([...reads.byPage.get('/search')!].sort()).toEqual(['site-page:*', 'site:*'])
  })

  it('nothing is counted when no prerender listens', () => {
    const site = content()
    expect(site.contact.address).toBe('Boise')
    expect(Array.isArray(trackedPage('/', []))).toBe(true)
  })
})

describe('values a module read once and reused', () => {
  it('a read of the first render not repeated by the second counts for every page', () => {
    const first = new Map([
      ['/', new Set(['page:/', 'site:contact'])],
      ['/about', new Set(['page:/about'])],
    ])
    const second = new Map([
      ['/', new Set(['page:/'])],
      ['/about', new Set(['page:/about'])],
    ])
    expect([...readOnce(first, second)]).toEqual(['site:contact'])
  })
})
