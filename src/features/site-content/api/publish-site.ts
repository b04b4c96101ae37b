import { supabase } from '@/lib/supabase'
import type { SitePublication } from './get-site-content'
import { functionErrorMessage, SiteContentError } from './site-content-error'

type Answer = {
  publication: { id: string; state: SitePublication['state']; reason: string | null }
}

async function call(body: Record<string, string>): Promise<Answer['publication']> {
  const { data, error } = await supabase.functions.invoke<Answer>('publish-site', { body })
  if (error || !data) {
    throw new SiteContentError(
      (await functionErrorMessage(error)) ?? 'The site could not be published. Please try again.',
    )
  }
  return data.publication
}

/** Publishes the draft: a new version, and the static host rebuilds the pages. */
export function publishSite() {
  return call({ action: 'publish' })
}

/** Publishes an earlier version's content again (and makes it the draft). */
export function restoreSiteVersion(versionId: string) {
  return call({ action: 'restore', versionId })
}
