import { supabase } from '@/lib/supabase'
import {
  siteImageObjectName,
  siteImageObjectOf,
  type SiteImageKind,
  type SiteImageType,
} from '../lib/site-image'
import { SiteContentError } from './site-content-error'

/**
 * Uploads a checked picture to its kind's bucket and returns its path on the site
 * (`<siteDir><name>`, where the build copies it). The buckets' policies let only an editor in a
 * trusted session write; their own limits refuse any other type or a larger file.
 */
export async function uploadSiteImage(
  kind: SiteImageKind,
  file: File,
  type: SiteImageType,
): Promise<string> {
  const name = siteImageObjectName(type, crypto.randomUUID())
  const { error } = await supabase.storage.from(kind.bucket).upload(name, file, {
    contentType: type,
    // Names are never reused, so a copy may be kept for a year.
    cacheControl: '31536000',
    upsert: false,
  })
  if (error) throw new SiteContentError(`The ${kind.noun} could not be uploaded: ${error.message}`)
  return `${kind.siteDir}${name}`
}

/** Where the desk shows an uploaded picture before the build has copied it into the site. */
export function siteImagePreviewUrl(kind: SiteImageKind, src: string): string {
  const name = siteImageObjectOf(kind, src)
  return name ? supabase.storage.from(kind.bucket).getPublicUrl(name).data.publicUrl : src
}
