import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { seedSiteContent } from '@/content/seed-site-content'
import type { SiteContent } from '@/content/site-content-schema'
import { copyStoredImages } from '../../scripts/lib/stored-images'
import { makePngLogo, makeSvgWithScript } from '../support/factories'

const withPicture = (src: string): SiteContent => ({
  ...seedSiteContent,
  partners: [],
  news: [
    {
      slug: 'workshop',
      title: 'Workshop photos',
      date: '2026-12-01',
      summary: 'Photos.',
      body: ['Forty students.'],
      image: { src, width: 8, height: 4, alt: 'Students at work' },
    },
  ],
})

let outDir: string | undefined
afterEach(async () => {
  vi.unstubAllGlobals()
  if (outDir) await rm(outDir, { recursive: true, force: true })
})

function serve(bytes: Buffer) {
  const fetched: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => {
      fetched.push(String(url))
      return new Response(new Uint8Array(bytes))
    }),
  )
  return fetched
}

describe('the build copies each uploaded news picture into the site', () => {
  it('downloads it from the news-images bucket and writes it at the path the content names', async () => {
    const png = makePngLogo()
    const fetched = serve(png.bytes)
    outDir = await mkdtemp(path.join(tmpdir(), 'stored-images-'))
    const copied = await copyStoredImages(
      withPicture('/news-images/0b1c-2d.png'),
      'http://127.0.0.1:1',
      outDir,
    )
    expect(copied).toBe(1)
    expect(fetched).toEqual(['http://127.0.0.1:1/storage/v1/object/public/news-images/0b1c-2d.png'])
    expect((await readFile(path.join(outDir, 'news-images/0b1c-2d.png'))).equals(png.bytes)).toBe(
      true,
    )
  })

  it('leaves a picture written by hand to the site, fetching nothing', async () => {
    const fetched = serve(Buffer.alloc(0))
    expect(
      await copyStoredImages(withPicture('/images/week.jpg'), 'http://127.0.0.1:1', '/x'),
    ).toBe(0)
    expect(fetched).toEqual([])
  })

  it('fails the build when the stored bytes are not the type the name says', async () => {
    serve(makeSvgWithScript().bytes)
    outDir = await mkdtemp(path.join(tmpdir(), 'stored-images-'))
    await expect(
      copyStoredImages(withPicture('/news-images/0b1c-2d.png'), 'http://127.0.0.1:1', outDir),
    ).rejects.toThrow('The picture of “Workshop photos” (0b1c-2d.png) is not a PNG, JPEG or WebP')
  })
})
