import { describe, expect, it } from 'vitest'
import { excerpt, findIn, foldQuery } from './search-text'

const found = (text: string, query: string) => {
  const match = findIn(text, foldQuery(query))
  return match && text.slice(match.start, match.end)
}

describe('how the desk’s search reads words', () => {
  it('treats every dash as a hyphen, both ways', () => {
    expect(found('a decision in 5–7 business days', '5-7 business days')).toBe('5–7 business days')
    expect(found('within 5-7 business days', '5–7 business days')).toBe('5-7 business days')
    // Em dash, non-breaking hyphen, minus sign.
    expect(found('5—7 days', '5-7 days')).toBe('5—7 days')
    expect(found('5\u20117 days', '5-7 days')).toBe('5\u20117 days')
    expect(found('5\u22127 days', '5–7 days')).toBe('5\u22127 days')
    expect(found('5 7 days', '5-7 days')).toBeUndefined()
  })

  it('ignores capitals and accents, and straightens curly quotes', () => {
    expect(found('Meet at the Café in Coeur d’Alene', "CAFE in coeur d'alene")).toBe(
      'Café in Coeur d’Alene',
    )
    expect(found('Résumé help', 'resume')).toBe('Résumé')
    expect(found('They said “yes”', '"yes"')).toBe('“yes”')
  })

  it('reads a run of spaces and line breaks as one space, in the text and in the query', () => {
    expect(found('five  \n business days', 'five business days')).toBe('five  \n business days')
    expect(found('five business days', '  five \t  business   days ')).toBe('five business days')
  })

  it('finds nothing for a query of blanks', () => {
    expect(findIn('anything', foldQuery('   '))).toBeUndefined()
  })

  it('shows the sentence the match is in, the match apart, a long sentence cut at words', () => {
    const text = 'First sentence. We aim to decide within 5-7 business days. Then more.'
    const match = findIn(text, foldQuery('5–7'))!
    expect(excerpt(text, match)).toEqual({
      before: 'We aim to decide within ',
      match: '5-7',
      after: ' business days.',
    })
    const long = `${'word '.repeat(40)}needle ${'more '.repeat(40)}end.`
    const cut = excerpt(long, findIn(long, 'needle')!)
    expect(cut.match).toBe('needle')
    expect(cut.before).toMatch(/^…word /)
    expect(cut.after).toMatch(/ more…$/)
    expect(cut.before.length).toBeLessThanOrEqual(91)
  })

  it('ends the sentence at a line break (a paragraph or a line of a list)', () => {
    const text = 'Teams build.\nOptional check-ins every Friday'
    expect(excerpt(text, findIn(text, 'check-ins')!)).toEqual({
      before: 'Optional ',
      match: 'check-ins',
      after: ' every Friday',
    })
  })
})
