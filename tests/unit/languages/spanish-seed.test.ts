import { describe, expect, it } from 'vitest'
import { seedPageCopy } from '@/content/page-copy-seed'
import { spanishSeeds } from '@/content/page-translations'
import { seedSpanishRoutes } from '@/content/page-translations/published-routes'
import { deliberatelyEnglish } from '@/content/page-translations/spanish-seed'
import { placeholdersOf, textsOf } from '@schemas/translated-texts'

/** Each shipped page's English texts by address, and its Spanish seed. */
const shipped = Object.entries(spanishSeeds).map(([route, spanish]) => {
  const page = seedPageCopy[route]
  const { translations: _translations, ...english } = page ?? { blocks: [] }
  return {
    route,
    spanish,
    english: new Map(textsOf(english).map(({ address, text }) => [address, text])),
  }
})

const onlyNames = (text: string) =>
  deliberatelyEnglish
    .reduce((rest, name) => rest.replaceAll(name, ''), text)
    .replace(/[\s|·,.:;!?()'’"-]+/g, '') === ''

describe.each(shipped)('the Spanish seed of $route', ({ route, spanish, english }) => {
  it('names a page of the site', () => {
    expect(seedPageCopy[route], `${route} is no page`).toBeDefined()
  })

  it('translates only texts the English page has', () => {
    const unknown = Object.keys(spanish.texts).filter((address) => !english.has(address))
    expect(unknown).toEqual([])
  })

  it('has Spanish for every text when the page is published in Spanish', () => {
    if (!spanish.publish) return
    const missing = [...english.keys()].filter((address) => !spanish.texts[address]?.trim())
    expect(missing).toEqual([])
  })

  it('keeps each {placeholder} its English keeps', () => {
    const differing = Object.entries(spanish.texts).filter(
      ([address, text]) =>
        placeholdersOf(text).join() !== placeholdersOf(english.get(address) ?? '').join(),
    )
    expect(differing).toEqual([])
  })

  it('writes no English sentence, except names kept in English on purpose', () => {
    const untranslated = Object.entries(spanish.texts)
      .filter(([address, text]) => text.trim() === english.get(address)?.trim())
      .filter(([, text]) => !onlyNames(text))
    expect(untranslated).toEqual([])
  })
})

it('ships at least the home page in Spanish', () => {
  expect(spanishSeeds['/']?.publish).toBe(true)
})

it('lists for a build without a database exactly the pages shipped as published in Spanish', () => {
  const published = Object.entries(spanishSeeds)
    .filter(([, spanish]) => spanish.publish)
    .map(([route]) => route)
  expect([...seedSpanishRoutes].sort()).toEqual(published.sort())
})
