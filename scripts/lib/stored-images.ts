/**
 * The build's copy of each published picture the desk uploaded (partners' logos, announcements'
 * pictures): downloaded once from its bucket's public URL and written into the built site at the
 * path the content names (`/partner-logos/<name>`, `/news-images/<name>`), so a public page loads
 * it from its own host, sized by the width and height in the content, and fetches nothing from
 * Supabase. A picture that cannot be fetched, or whose bytes are not the PNG, JPEG or WebP its
 * name says, fails the build: the live site stays as it was and the desk shows why.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { SiteContent } from '../../src/content/site-content-schema'
import { newsImageKind } from '../../src/features/site-content/lib/news-image'
import { partnerLogoKind } from '../../src/features/site-content/lib/partner-logo'
import {
  siteImageObjectOf,
  siteImageTypeOfName,
  sniffImageType,
  type SiteImageKind,
} from '../../src/features/site-content/lib/site-image'

/** One picture the content names: whose it is (for the build's message), its kind and path. */
interface StoredImage {
  owner: string
  kind: SiteImageKind
  src: string
}

/** Every uploaded picture the published content names. */
export function storedImagesOf(content: SiteContent): StoredImage[] {
  return [
    ...content.partners.flatMap((partner) =>
      partner.logo
        ? [{ owner: `${partner.name}'s logo`, kind: partnerLogoKind, src: partner.logo.src }]
        : [],
    ),
    ...(content.news ?? []).flatMap((item) =>
      item.image
        ? [{ owner: `The picture of “${item.title}”`, kind: newsImageKind, src: item.image.src }]
        : [],
    ),
  ]
}

/** Copies each uploaded picture into the site; answers how many were copied. */
export async function copyStoredImages(
  content: SiteContent,
  projectUrl: string,
  outDir: string,
): Promise<number> {
  let copied = 0
  for (const { owner, kind, src } of storedImagesOf(content)) {
    const name = siteImageObjectOf(kind, src)
    if (!name) continue // an https logo elsewhere, or a file the site already has
    const url = new URL(
      `/storage/v1/object/public/${kind.bucket}/${encodeURIComponent(name)}`,
      projectUrl,
    )
    const response = await fetch(url, { signal: AbortSignal.timeout(20_000) })
    if (!response.ok)
      throw new Error(`${owner} could not be downloaded (${response.status} from ${url})`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    if (bytes.length > kind.maxBytes || sniffImageType(bytes) !== siteImageTypeOfName(name))
      throw new Error(`${owner} (${name}) is not a PNG, JPEG or WebP within its bucket's size`)
    const file = path.join(outDir, src)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, bytes)
    copied += 1
  }
  return copied
}
