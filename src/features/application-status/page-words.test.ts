import { describe, expect, it } from 'vitest'
import type { PageBlock } from '@/content/page-copy-schema'
import seed from '@/content/page-seeds/application-status'
import { statusWords } from './page-words'

describe("the status lookup's words are the page's blocks", () => {
  it('reads each stage from the stages block in order, and each miss from its text section', () => {
    const edited = seed.map((block): PageBlock => {
      if (block.kind === 'steps') {
        return {
          ...block,
          items: block.items.map((item, index) =>
            index === 2 ? { title: 'Meeting', description: 'We will call you.' } : item,
          ),
        }
      }
      return block.kind === 'prose' && block.id === 'throttled'
        ? { ...block, title: 'Slow down', paragraphs: ['Wait an hour.', 'Then try again.'] }
        : block
    })
    const { stages, misses } = statusWords(edited)
    expect(stages.interview).toEqual({ name: 'Meeting', next: 'We will call you.' })
    expect(stages.received.name).toBe('Received')
    expect(stages.answered.name).toBe('Answered')
    expect(misses.throttled).toEqual({ title: 'Slow down', body: 'Wait an hour. Then try again.' })
    expect(misses.notFound.contact).toEqual({ label: 'Contact us', href: '/contact' })
  })

  it("falls back to the seed's words for a version published before these were page copy", () => {
    const older = seed.filter((block) => block.kind === 'hero')
    const { stages, misses } = statusWords(older)
    expect(Object.values(stages).map((stage) => stage.name)).toEqual([
      'Received',
      'Under review',
      'Interview',
      'Decision made',
      'Answered',
    ])
    expect(misses.failed.title).toBe('We could not check right now')
    expect(misses.notFound.title).toBe('We could not find that reference with that e-mail address')
  })
})
