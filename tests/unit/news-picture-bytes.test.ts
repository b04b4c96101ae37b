import { describe, expect, it } from 'vitest'
import { newsImageKind } from '@/features/site-content/lib/news-image'
import { siteImageProblem } from '@/features/site-content/lib/site-image'
import { makePngLogo } from '../support/factories'

// A bucket judges an upload by its declared type only, and Storage serves it without
// `X-Content-Type-Options: nosniff`: the desk reads the first bytes before an upload.
const head = (bytes: Buffer) => new Uint8Array(bytes.subarray(0, 16))
const problem = (name: string, type: string, bytes: Buffer) =>
  siteImageProblem(newsImageKind, { name, type, size: bytes.length }, head(bytes))

describe('an announcement’s picture is checked by its bytes before it is uploaded', () => {
  const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>')
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])
  const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')])

  it('accepts PNG, JPEG and WebP bytes that match the declared type', () => {
    expect(problem('photo.png', 'image/png', makePngLogo().bytes)).toBeUndefined()
    expect(problem('photo.jpg', 'image/jpeg', jpeg)).toBeUndefined()
    expect(problem('photo.webp', 'image/webp', webp)).toBeUndefined()
  })

  it('refuses an HTML page declared as a PNG, with a sentence that says what to do', () => {
    expect(problem('photo.png', 'image/png', html)).toBe(
      'photo.png is not really a PNG image (its contents say otherwise). Export it again as PNG, JPEG or WebP.',
    )
  })

  it('refuses bytes of another image type than the one declared', () => {
    expect(problem('photo.jpg', 'image/jpeg', makePngLogo().bytes)).toMatch(
      /^photo\.jpg is not really a JPG image/,
    )
    expect(problem('photo.webp', 'image/webp', jpeg)).toMatch(/is not really a WEBP image/)
  })

  it('refuses a file too short to show any image type', () => {
    expect(problem('photo.png', 'image/png', Buffer.from([0x89, 0x50]))).toMatch(
      /is not really a PNG image/,
    )
  })
})
