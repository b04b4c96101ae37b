import type { SitePart } from '@schemas/site-parts'
import { supabase } from '@/lib/supabase'
import type { SitePublication } from './get-site-content'
import { functionErrorMessage, SiteContentError } from './site-content-error'

type Answer = {
  publication: { id: string; state: SitePublication['state']; reason: string | null }
}

async function call(body: Record<string, unknown>): Promise<Answer['publication']> {
  const { data, error } = await supabase.functions.invoke<Answer>('publish-site', { body })
  if (error || !data) {
    throw new SiteContentError(
      (await functionErrorMessage(error)) ?? 'The site could not be published. Please try again.',
    )
  }
  return data.publication
}

/**
 * Publishes the named parts of the draft (pages, news, …) on top of the live site: a new version,
 * and the static host rebuilds the pages. The draft's other parts stay unpublished.
 */
export function publishSite(parts: readonly SitePart[]) {
  return call({ action: 'publish', parts })
}

/** Publishes the named parts of an earlier version again (and puts them back in the draft). */
export function restoreSiteVersion(versionId: string, parts?: readonly SitePart[]) {
  return call({ action: 'restore', versionId, ...(parts ? { parts } : {}) })
}
