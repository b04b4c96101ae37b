import type { SitePart } from '@schemas/site-parts'
import type { SiteContent } from '@/content/site-content-schema'
import { supabase } from '@/lib/supabase'
import { SiteContentError } from './site-content-error'

export interface SiteSchedule {
  id: string
  publishAt: string
  scheduledBy: string | null
  content: SiteContent
  /** The parts of `content` that go live (all of them when null). */
  parts: SitePart[] | null
}

/**
 * Schedules the named parts of the draft as it stands to publish at `publishAt` (an instant with
 * its offset), on top of whatever is live then.
 */
export async function scheduleSiteDraft(
  publishAt: string,
  parts: readonly SitePart[],
): Promise<void> {
  const { error } = await supabase.rpc('schedule_site_draft', {
    _publish_at: publishAt,
    _parts: [...parts],
  })
  if (error) throw new SiteContentError(error.message)
}

/** Cancels a scheduled publication that has not gone live. */
export async function cancelSiteSchedule(id: string): Promise<void> {
  const { error } = await supabase.rpc('cancel_site_schedule', { _id: id })
  if (error) throw new SiteContentError(error.message)
}

/** The scheduled publications still to come, the soonest first. */
export async function listSchedules(): Promise<SiteSchedule[]> {
  const { data, error } = await supabase
    .from('site_scheduled_publications')
    .select('id, publish_at, scheduled_by_email, content, parts')
    .eq('state', 'scheduled')
    .order('publish_at', { ascending: true })
  if (error) throw new SiteContentError(error.message)
  return data.map((row) => ({
    id: row.id,
    publishAt: row.publish_at,
    scheduledBy: row.scheduled_by_email,
    content: row.content as SiteContent,
    parts: row.parts as SitePart[] | null,
  }))
}
