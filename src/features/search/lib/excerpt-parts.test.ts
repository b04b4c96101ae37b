import { describe, expect, it } from 'vitest'
import { excerptParts } from './excerpt-parts'

describe('excerptParts', () => {
  it('splits the matched words out of the text', () => {
    expect(excerptParts('Events in <mark>Twin</mark> <mark>Falls</mark> and Boise')).toEqual([
      { text: 'Events in ', marked: false },
      { text: 'Twin', marked: true },
      { text: ' ', marked: false },
      { text: 'Falls', marked: true },
      { text: ' and Boise', marked: false },
    ])
  })

  it('gives escaped text back as the characters it stands for, to be rendered as text', () => {
    expect(excerptParts('Q&amp;A: &lt;b&gt; &quot;AI&quot; &#39;Coach&#x27;')).toEqual([
      { text: 'Q&A: <b> "AI" \'Coach\'', marked: false },
    ])
  })

  it('drops any other tag instead of passing it on as markup', () => {
    const parts = excerptParts('a <img src=x onerror=alert(1)>b <mark><em>c</em></mark>')
    expect(parts).toEqual([
      { text: 'a b ', marked: false },
      { text: 'c', marked: true },
    ])
    expect(parts.map((part) => part.text).join('')).not.toContain('<img')
  })

  it('gives nothing for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([])
  })
})
