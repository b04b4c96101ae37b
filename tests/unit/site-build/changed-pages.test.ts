import { describe, expect, it } from 'vitest'
import {
  changedParts,
  contentParts,
  pagesToRender,
  siteDataFiles,
  siteDataHash,
  type PublishedContent,
  type ReadsRecord,
} from '../../../scripts/lib/site-data'

/** A published version with a footer (contact), an event and two pages, one sharing a block. */
function published(): PublishedContent {
  return {
    contact: { address: '123 Main St, Boise' },
    events: [{ slug: 'ai-week', name: 'Idaho AI Week' }],
    pages: {
      '/privacy-policy': {
        seo: { title: 'Privacy', description: 'How we keep your data.' },
        blocks: [{ kind: 'hero', id: 'hero', lead: 'How we collect and protect information.' }],
      },
      '/see-the-model': {
        seo: { title: 'The model', description: 'Four pillars.' },
        blocks: [
          { kind: 'hero', id: 'hero', lead: 'The model.' },
          { kind: 'cards', id: 'pillar-cards', cards: [{ title: 'Training' }] },
        ],
      },
    },
  }
}

/** What a prerender recorded: each page's reads, and the footer read for every page. */
const reads: ReadsRecord = {
  pages: {
    '/': ['page:/', 'site-page:/see-the-model'],
    '/privacy-policy': ['page:/privacy-policy'],
    '/see-the-model': ['page:/see-the-model', 'site-page:/see-the-model'],
    '/events': ['page:/events', 'site:events'],
  },
  everyPage: ['site:contact'],
}
const keys = Object.keys(reads.pages)

function change(edit: (content: PublishedContent) => void): Set<string> {
  const after = published()
  edit(after)
  return changedParts(contentParts(published()), contentParts(after))
}

describe('the parts of the content a publication changed', () => {
  it('a sentence in a page’s own block changes that page’s blocks only', () => {
    const changed = change((content) => {
      ;(content.pages!['/privacy-policy']!.blocks[0] as { lead: string }).lead = 'New words.'
    })
    expect([...changed]).toEqual(['page:/privacy-policy'])
  })

  it('a block other pages read changes the page’s shared part too', () => {
    const changed = change((content) => {
      const cards = content.pages!['/see-the-model']!.blocks[1] as { cards: { title: string }[] }
      cards.cards[0]!.title = 'Teaching'
    })
    expect([...changed].sort()).toEqual(['page:/see-the-model', 'site-page:/see-the-model'])
  })

  it('a page’s title changes its shared part, not its blocks', () => {
    const changed = change((content) => {
      content.pages!['/privacy-policy']!.seo = { title: 'Privacy policy', description: 'x' }
    })
    expect([...changed]).toEqual(['site-page:/privacy-policy'])
  })

  it('a part added or removed counts as changed; an identical version changes nothing', () => {
    expect([...change((content) => void (content.news = []))]).toEqual(['site:news'])
    expect([...change((content) => void delete content.events)]).toEqual(['site:events'])
    expect(change(() => {}).size).toBe(0)
  })
})

describe('the pages a publication renders again', () => {
  it('one sentence renders one page', () => {
    expect(pagesToRender(keys, reads, new Set(['page:/privacy-policy']))).toEqual([
      '/privacy-policy',
    ])
  })

  it('a shared block renders every page that reads it, and no other', () => {
    expect(
      pagesToRender(keys, reads, new Set(['page:/see-the-model', 'site-page:/see-the-model'])),
    ).toEqual(['/', '/see-the-model'])
  })

  it('a part read for every page (the footer) renders every page', () => {
    expect(pagesToRender(keys, reads, new Set(['site:contact']))).toEqual(keys)
  })

  it('a page that listed every page reads any page’s shared part, not its own blocks', () => {
    const listing: ReadsRecord = { ...reads, pages: { ...reads.pages, '/search': ['site-page:*'] } }
    const all = Object.keys(listing.pages)
    expect(pagesToRender(all, listing, new Set(['site-page:/privacy-policy']))).toEqual(['/search'])
    expect(pagesToRender(all, listing, new Set(['page:/privacy-policy']))).toEqual([
      '/privacy-policy',
    ])
  })

  it('a page the last build did not record is rendered; nothing changed renders nothing', () => {
    expect(pagesToRender([...keys, '/new'], reads, new Set(['page:/x']))).toEqual(['/new'])
    expect(pagesToRender(keys, reads, new Set())).toEqual([])
  })
})

describe('the data files the pages and the app read', () => {
  it('site.json keeps each page’s title and shared blocks; each page’s blocks have a file', () => {
    const files = siteDataFiles(published(), 1_700_000_000_000)
    const site = JSON.parse(files.get('site.json')!) as {
      content: PublishedContent
      builtAt: number
      pages: Record<string, string>
    }
    expect(site.builtAt).toBe(1_700_000_000_000)
    expect(site.content.contact).toEqual({ address: '123 Main St, Boise' })
    expect(site.content.pages!['/see-the-model']!.blocks.map((block) => block.id)).toEqual([
      'pillar-cards',
    ])
    expect(site.content.pages!['/privacy-policy']!.blocks).toEqual([])
    expect(site.pages).toEqual({
      '/privacy-policy': 'privacy-policy.json',
      '/see-the-model': 'see-the-model.json',
    })
    expect(JSON.parse(files.get('pages/privacy-policy.json')!)).toEqual(
      published().pages!['/privacy-policy']!.blocks,
    )
  })

  it('the data folder’s name changes with any word and stays with none', () => {
    const before = siteDataHash(siteDataFiles(published(), 1))
    const after = published()
    ;(after.pages!['/privacy-policy']!.blocks[0] as { lead: string }).lead = 'New words.'
    expect(siteDataHash(siteDataFiles(published(), 1))).toBe(before)
    expect(siteDataHash(siteDataFiles(after, 1))).not.toBe(before)
  })
})
