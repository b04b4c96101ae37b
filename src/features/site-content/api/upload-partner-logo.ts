import { supabase } from '@/lib/supabase'
import {
  PARTNER_LOGO_BUCKET,
  PARTNER_LOGO_SITE_DIR,
  partnerLogoObjectName,
  partnerLogoObjectOf,
  type PartnerLogoType,
} from '../lib/partner-logo'
import { SiteContentError } from './site-content-error'

/**
 * Uploads a checked logo to the partner-logos bucket and returns its path on the site
 * (`/partner-logos/<name>`, where the build copies it). The bucket's policies let only an editor
 * in a trusted session write; its own limits refuse any other type or a file over 1 MB.
 */
export async function uploadPartnerLogo(file: File, type: PartnerLogoType): Promise<string> {
  const name = partnerLogoObjectName(type, crypto.randomUUID())
  const { error } = await supabase.storage.from(PARTNER_LOGO_BUCKET).upload(name, file, {
    contentType: type,
    // Names are never reused, so a copy may be kept for a year.
    cacheControl: '31536000',
    upsert: false,
  })
  if (error) throw new SiteContentError(`The logo could not be uploaded: ${error.message}`)
  return `${PARTNER_LOGO_SITE_DIR}${name}`
}

/** Where the desk shows an uploaded logo before the build has copied it into the site. */
export function partnerLogoPreviewUrl(src: string): string {
  const name = partnerLogoObjectOf(src)
  return name ? supabase.storage.from(PARTNER_LOGO_BUCKET).getPublicUrl(name).data.publicUrl : src
}
