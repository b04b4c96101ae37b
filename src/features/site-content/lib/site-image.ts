/**
 * The rules for a picture an editor uploads for the site (a partner's logo, an announcement's
 * picture), the same as its bucket's own (PNG, JPEG or WebP, at most the bucket's size), checked
 * in the browser before an upload and by the build before a picture is copied into the site. A
 * bucket judges a file by its declared type only, so the bytes are checked here too: an SVG
 * (which can carry script) or an HTML page renamed to .png never gets as far as the upload.
 */
export const SITE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export type SiteImageType = (typeof SITE_IMAGE_TYPES)[number]

/** One kind of uploaded picture: where it is stored, where the site serves it, how large. */
export interface SiteImageKind {
  /** The Storage bucket (created with these limits by a migration). */
  bucket: string
  /** Where the build puts it in the site, and where the published content points. */
  siteDir: string
  maxBytes: number
  /** What the editor calls it in a message: "logo", "picture". */
  noun: string
}

const EXTENSIONS: Record<SiteImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
}

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte)
}

/** The image type the bytes themselves show (their magic number), whatever the file claims. */
export function sniffImageType(bytes: Uint8Array): SiteImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp'
  return undefined
}

/** The type an object's name says (`<id>.png`), which its bytes must show. */
export function siteImageTypeOfName(name: string): SiteImageType | undefined {
  const extension = name.split('.').pop()
  return SITE_IMAGE_TYPES.find((type) => EXTENSIONS[type] === extension)
}

const megabytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`

/** Why a file cannot be this kind of picture, in words an editor can act on; undefined when it can. */
export function siteImageProblem(
  kind: SiteImageKind,
  file: { name: string; type: string; size: number },
  head: Uint8Array,
): string | undefined {
  const declared = SITE_IMAGE_TYPES.find((type) => type === file.type)
  if (!declared) {
    return file.type === 'image/svg+xml' || /\.svg$/i.test(file.name)
      ? `SVG ${kind.noun}s are not accepted (an SVG can carry script). Export the ${kind.noun} as PNG, JPEG or WebP.`
      : `${file.name} is not a PNG, JPEG or WebP image. Choose a ${kind.noun} in one of those formats.`
  }
  if (file.size > kind.maxBytes) {
    const size = (file.size / (1024 * 1024)).toFixed(1)
    return `${file.name} is ${size} MB; a ${kind.noun} can be at most ${megabytes(kind.maxBytes)}. Save it smaller and try again.`
  }
  if (sniffImageType(head) !== declared) {
    return `${file.name} is not really a ${EXTENSIONS[declared].toUpperCase()} image (its contents say otherwise). Export it again as PNG, JPEG or WebP.`
  }
  return undefined
}

/** A new object name for an upload: never reuses a name, so a published version keeps its picture. */
export function siteImageObjectName(type: SiteImageType, id: string): string {
  return `${id}.${EXTENSIONS[type]}`
}

/** The object a picture's site path names (`<siteDir><name>`), if it is one the desk uploaded. */
export function siteImageObjectOf(kind: SiteImageKind, src: string): string | undefined {
  if (!src.startsWith(kind.siteDir)) return undefined
  const name = src.slice(kind.siteDir.length)
  return /^[A-Za-z0-9-]+\.(png|jpg|webp)$/.test(name) ? name : undefined
}
