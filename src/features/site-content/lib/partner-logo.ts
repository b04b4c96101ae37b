import {
  SITE_IMAGE_TYPES,
  siteImageObjectOf,
  siteImageProblem,
  type SiteImageKind,
} from './site-image'

/**
 * A partner's logo: the partner-logos bucket (migration 20251101060000_site_content.sql: PNG,
 * JPEG or WebP, at most 1 MB), served by the site under /partner-logos/. The checks are the
 * shared ones of every uploaded picture (`site-image.ts`).
 */
export const PARTNER_LOGO_BUCKET = 'partner-logos'
export const PARTNER_LOGO_MAX_BYTES = 1024 * 1024
export const PARTNER_LOGO_TYPES = SITE_IMAGE_TYPES
/** Where the build puts a logo in the site, and where the published content points. */
export const PARTNER_LOGO_SITE_DIR = '/partner-logos/'

export const partnerLogoKind: SiteImageKind = {
  bucket: PARTNER_LOGO_BUCKET,
  siteDir: PARTNER_LOGO_SITE_DIR,
  maxBytes: PARTNER_LOGO_MAX_BYTES,
  noun: 'logo',
}

export { sniffImageType } from './site-image'

/** Why a file cannot be a partner's logo, in words an editor can act on; undefined when it can. */
export function partnerLogoProblem(
  file: { name: string; type: string; size: number },
  head: Uint8Array,
): string | undefined {
  return siteImageProblem(partnerLogoKind, file, head)
}

/** A new object name for an upload: never reuses a name, so a published version keeps its logo. */
/** The object a logo's site path names (`/partner-logos/<name>`), if it is one of ours. */
export function partnerLogoObjectOf(src: string): string | undefined {
  return siteImageObjectOf(partnerLogoKind, src)
}
