import { describe, expect, it } from 'vitest'
import { newsItemSchema } from '@/content/site-content-schema'

const item = (src: string) => ({
  slug: 'workshop',
  title: 'Workshop photos',
  date: '2026-12-01',
  summary: 'Photos.',
  body: ['Forty students.'],
  image: { src, alt: 'Students at work' },
})

/** The message beside the picture field, or undefined when the address is accepted. */
function pictureMessage(src: string): string | undefined {
  const parsed = newsItemSchema.safeParse(item(src))
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}

describe('an announcement’s picture is an address on this site that cannot leave it', () => {
  it.each(['/news-images/0b1c-2d.png', '/images/ai-week.jpg', '/a_b/c.d.webp'])(
    'accepts %s',
    (src) => {
      expect(pictureMessage(src)).toBeUndefined()
    },
  )

  it.each([
    ['another host, protocol-relative', '//evil.example/x.png'],
    ['a way out of the folder', '/news-images/../admin.png'],
    ['the current folder', '/./x.png'],
    ['a backslash', '/news-images\\x.png'],
    ['a backslash that browsers read as //', '/\\evil.example/x.png'],
    ['a full address', 'https://example.org/x.png'],
    ['a script address', 'javascript:alert(1)'],
    ['a query string', '/x.png?y=1'],
    ['a space', '/news images/x.png'],
    ['a folder alone', '/'],
  ])('refuses %s (%s) with a sentence that says how to fix it', (_what, src) => {
    expect(pictureMessage(src)).toMatch(
      /^Enter the picture’s address on this site, such as \/news-images\/photo\.jpg .*no \/\/ or \.\./,
    )
  })
})
