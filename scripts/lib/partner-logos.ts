/**
 * The build's copy of each published partner's logo: downloaded once from the partner-logos
 * bucket's public URL and written into the built site at the path the content names
 * (`/partner-logos/<name>`), so a public page loads it from its own host, sized by the
 * width and height in the content, and fetches nothing from Supabase. A logo that cannot be
 * fetched, or whose bytes are not the PNG, JPEG or WebP its name says, fails the build: the live
 * site stays as it was and the desk shows why.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { SiteContent } from '../../src/content/site-content-schema'
import {
  PARTNER_LOGO_BUCKET,
  PARTNER_LOGO_MAX_BYTES,
  partnerLogoObjectOf,
  sniffImageType,
} from '../../src/features/site-content/lib/partner-logo'

const EXPECTED: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' }

export async function copyPartnerLogos(
  content: SiteContent,
  projectUrl: string,
  outDir: string,
): Promise<number> {
  let copied = 0
  for (const partner of content.partners) {
    if (!partner.logo) continue
    const name = partnerLogoObjectOf(partner.logo.src)
    if (!name) continue // an https logo elsewhere, or a file the site already has
    const url = new URL(
      `/storage/v1/object/public/${PARTNER_LOGO_BUCKET}/${encodeURIComponent(name)}`,
      projectUrl,
    )
    const response = await fetch(url, { signal: AbortSignal.timeout(20_000) })
    if (!response.ok)
      throw new Error(
        `${partner.name}'s logo could not be downloaded (${response.status} from ${url})`,
      )
    const bytes = new Uint8Array(await response.arrayBuffer())
    const expected = EXPECTED[name.split('.').pop() ?? '']
    if (bytes.length > PARTNER_LOGO_MAX_BYTES || sniffImageType(bytes) !== expected)
      throw new Error(`${partner.name}'s logo (${name}) is not a PNG, JPEG or WebP of at most 1 MB`)
    const file = path.join(outDir, partner.logo.src)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, bytes)
    copied += 1
  }
  return copied
}
