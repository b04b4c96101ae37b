/**
 * The rules for a partner's logo, the same as the partner-logos bucket's own (migration
 * 20251101060000_site_content.sql: PNG, JPEG or WebP, at most 1 MB), checked in the
 * browser before an upload and by the build before a logo is copied into the site. The bucket
 * judges a file by its declared type only, so the bytes are checked here too: an SVG (which can
 * carry script) or an HTML page renamed to .png never gets as far as the upload.
 */
export const PARTNER_LOGO_BUCKET = 'partner-logos'
export const PARTNER_LOGO_MAX_BYTES = 1024 * 1024
export const PARTNER_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export type PartnerLogoType = (typeof PARTNER_LOGO_TYPES)[number]

/** Where the build puts a logo in the site, and where the published content points. */
export const PARTNER_LOGO_SITE_DIR = '/partner-logos/'

const EXTENSIONS: Record<PartnerLogoType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
}

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte)
}

/** The image type the bytes themselves show (their magic number), whatever the file claims. */
export function sniffImageType(bytes: Uint8Array): PartnerLogoType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp'
  return undefined
}

/** Why a file cannot be a partner's logo, in words an editor can act on; undefined when it can. */
export function partnerLogoProblem(
  file: { name: string; type: string; size: number },
  head: Uint8Array,
): string | undefined {
  const declared = PARTNER_LOGO_TYPES.find((type) => type === file.type)
  if (!declared) {
    return file.type === 'image/svg+xml' || /\.svg$/i.test(file.name)
      ? 'SVG logos are not accepted (an SVG can carry script). Export the logo as PNG, JPEG or WebP.'
      : `${file.name} is not a PNG, JPEG or WebP image. Choose a logo in one of those formats.`
  }
  if (file.size > PARTNER_LOGO_MAX_BYTES) {
    const megabytes = (file.size / (1024 * 1024)).toFixed(1)
    return `${file.name} is ${megabytes} MB; a logo can be at most 1 MB. Save it smaller and try again.`
  }
  if (sniffImageType(head) !== declared) {
    return `${file.name} is not really a ${EXTENSIONS[declared].toUpperCase()} image (its contents say otherwise). Export it again as PNG, JPEG or WebP.`
  }
  return undefined
}

/** A new object name for an upload: never reuses a name, so a published version keeps its logo. */
export function partnerLogoObjectName(type: PartnerLogoType, id: string): string {
  return `${id}.${EXTENSIONS[type]}`
}

/** The object a logo's site path names (`/partner-logos/<name>`), if it is one of ours. */
export function partnerLogoObjectOf(src: string): string | undefined {
  if (!src.startsWith(PARTNER_LOGO_SITE_DIR)) return undefined
  const name = src.slice(PARTNER_LOGO_SITE_DIR.length)
  return /^[A-Za-z0-9-]+\.(png|jpg|webp)$/.test(name) ? name : undefined
}
