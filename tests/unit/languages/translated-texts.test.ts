import { describe, expect, it } from 'vitest'
import { pageCopySchema, type PageCopy } from '@schemas/page-copy'
import {
  fingerprint,
  localize,
  textsOf,
  translationOf,
  translationProblems,
  translationStatus,
  wordsOf,
} from '@schemas/translated-texts'

const page: PageCopy = {
  seo: {
    title: 'Contact the Idaho AI Alliance',
    description: 'Questions about training, coaching or partnering? Write to us and we answer.',
  },
  blocks: [
    {
      kind: 'hero',
      id: 'hero',
      title: 'Talk to us',
      lead: 'We answer within two business days.',
      actions: [{ label: 'Apply', href: '/ai-coach-application' }],
    },
    { kind: 'list', id: 'why', items: ['Training', 'Coaching'] },
  ],
}

describe('each text of a page has one address', () => {
  it('finds every word a visitor reads and no id, kind or link address', () => {
    expect(textsOf(page).map(({ address }) => address)).toEqual([
      'seo.title',
      'seo.description',
      'blocks.hero.title',
      'blocks.hero.lead',
      'blocks.hero.actions.0.label',
      'blocks.why.items.0',
      'blocks.why.items.1',
    ])
  })

  it('keeps a block’s address when the blocks are reordered', () => {
    const moved = { ...page, blocks: [...page.blocks].reverse() }
    expect(textsOf(moved).find(({ text }) => text === 'Talk to us')?.address).toBe(
      'blocks.hero.title',
    )
  })
})

describe('a page in Spanish', () => {
  const texts = {
    'blocks.hero.title': translationOf('Talk to us', 'Hable con nosotros'),
    'blocks.hero.actions.0.label': translationOf('Apply', 'Presente su solicitud'),
  }

  it('replaces the translated texts and keeps the structure and links', () => {
    const spanish = localize(page, wordsOf(texts))
    expect(spanish.blocks[0]).toMatchObject({
      title: 'Hable con nosotros',
      lead: 'We answer within two business days.',
      actions: [{ label: 'Presente su solicitud', href: '/ai-coach-application' }],
    })
    // The English is not changed in place.
    expect(page.blocks[0]).toMatchObject({ title: 'Talk to us' })
  })

  it('marks a Spanish text older once its English changes, and missing where there is none', () => {
    const edited = structuredClone(page)
    const hero = edited.blocks[0]
    if (hero?.kind === 'hero') hero.title = 'Write to us'
    const states = Object.fromEntries(
      translationStatus(edited, texts).map(({ address, state }) => [address, state]),
    )
    expect(states['blocks.hero.title']).toBe('older')
    expect(states['blocks.hero.actions.0.label']).toBe('current')
    expect(states['blocks.hero.lead']).toBe('missing')
  })

  it('reads whitespace changes in the English as the same English', () => {
    expect(fingerprint('Talk  to us ')).toBe(fingerprint('Talk to us'))
    expect(fingerprint('Talk to us')).not.toBe(fingerprint('Talk to you'))
  })

  it('refuses a Spanish sentence that drops a placeholder its English keeps', () => {
    const labels = { labels: { heading: '{tier} partners' } }
    expect(
      translationProblems(labels, {
        'labels.heading': translationOf('{tier} partners', 'Socios de nivel'),
      }),
    ).toEqual([
      {
        address: 'labels.heading',
        message: 'Keep {tier} in the Spanish, as the English does: the page fills them in',
      },
    ])
  })
})

describe('publishing a page in Spanish', () => {
  const complete = Object.fromEntries(
    textsOf(page).map(({ address, text }) => [address, translationOf(text, `ES ${text}`)]),
  )

  it('is accepted when every text has its Spanish', () => {
    const result = pageCopySchema.safeParse({
      ...page,
      translations: { es: { publish: true, texts: complete } },
    })
    expect(result.success).toBe(true)
  })

  it('is refused beside each text that has no Spanish, while a draft in Spanish may be partial', () => {
    const { 'blocks.why.items.1': _left, ...partial } = complete
    const published = pageCopySchema.safeParse({
      ...page,
      translations: { es: { publish: true, texts: partial } },
    })
    expect(published.success).toBe(false)
    expect(published.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      {
        path: ['translations', 'es', 'texts', 'blocks.why.items.1'],
        message: 'Write the Spanish of this text, or publish the page in English only',
      },
    ])
    expect(
      pageCopySchema.safeParse({
        ...page,
        translations: { es: { publish: false, texts: partial } },
      }).success,
    ).toBe(true)
  })
})
