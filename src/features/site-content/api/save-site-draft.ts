import {
  firstProblem,
  siteContentSchema,
  type SiteContent,
  type SiteContentPart,
} from '@/content/site-content-schema'
import type { Json } from '@/lib/database.types'
import { supabase } from '@/lib/supabase'
import { SiteContentError } from './site-content-error'

/**
 * Saves one part of the draft. The whole document is checked with the site's zod schema first,
 * so an editor reads the schema's own message and nothing is sent; the database checks again.
 * With no draft yet (a hosted project before its first save) the whole document is saved.
 */
export async function saveSiteDraft<P extends SiteContentPart>(
  base: SiteContent,
  part: P,
  value: SiteContent[P],
  hasDraft: boolean,
): Promise<SiteContent> {
  const next = { ...base, [part]: value }
  const parsed = siteContentSchema.safeParse(next)
  if (!parsed.success) throw new SiteContentError(firstProblem(parsed.error))
  const { error } = await supabase.rpc('save_site_draft', {
    _part: (hasDraft ? part : null) as string,
    _value: (hasDraft ? parsed.data[part] : parsed.data) as unknown as Json,
  })
  if (error) throw new SiteContentError(error.message)
  return parsed.data
}
