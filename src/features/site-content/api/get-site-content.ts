import type { SiteContent } from '@/content/site-content-schema'
import { supabase } from '@/lib/supabase'
import { SiteContentError } from './site-content-error'

export interface SiteVersion {
  id: string
  number: number
  publishedAt: string
  publishedBy: string | null
  restoredFrom: string | null
  /** What it published: the history summarises each version against the one before. */
  content: SiteContent
}

export interface SitePublication {
  id: string
  versionId: string
  state: 'queued' | 'building' | 'live' | 'failed'
  reason: string | null
  requestedAt: string
  finishedAt: string | null
}

/** The draft, or null when nothing has been saved yet (a project without the seed). */
export async function getDraft(): Promise<{ content: SiteContent; updatedAt: string } | null> {
  const { data, error } = await supabase
    .from('site_content_draft')
    .select('content, updated_at')
    .maybeSingle()
  if (error) throw new SiteContentError(error.message)
  return data ? { content: data.content as SiteContent, updatedAt: data.updated_at } : null
}

/** Every published version, the latest first. */
export async function listVersions(): Promise<SiteVersion[]> {
  const { data, error } = await supabase
    .from('site_content_versions')
    .select('id, number, published_at, published_by_email, restored_from, content')
    .order('number', { ascending: false })
    .limit(50)
  if (error) throw new SiteContentError(error.message)
  return data.map((row) => ({
    id: row.id,
    number: row.number,
    publishedAt: row.published_at,
    publishedBy: row.published_by_email,
    restoredFrom: row.restored_from,
    content: row.content as SiteContent,
  }))
}

/** The latest publications and their builds, the newest first. */
export async function listPublications(): Promise<SitePublication[]> {
  const { data, error } = await supabase
    .from('site_publications')
    .select('id, version_id, state, reason, requested_at, finished_at')
    .order('requested_at', { ascending: false })
    .limit(10)
  if (error) throw new SiteContentError(error.message)
  return data.map((row) => ({
    id: row.id,
    versionId: row.version_id,
    state: row.state as SitePublication['state'],
    reason: row.reason,
    requestedAt: row.requested_at,
    finishedAt: row.finished_at,
  }))
}
