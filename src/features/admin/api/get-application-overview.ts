import { supabase } from '@/lib/supabase'
import type { RegionCount, WeeklyCount } from '../types'
import { toAdminApiError } from './admin-api-error'

export interface ApplicationOverview {
  perWeek: WeeklyCount[]
  perRegion: RegionCount[]
}

export const OVERVIEW_WEEKS = 12

/** Aggregates computed in the database (admin_reporting migration): a few dozen numbers travel, not rows. */
export async function getApplicationOverview(): Promise<ApplicationOverview> {
  const [weeks, regions] = await Promise.all([
    supabase.rpc('desk_applications_per_week', { _weeks: OVERVIEW_WEEKS }),
    supabase.rpc('desk_applications_per_region'),
  ])
  if (weeks.error) throw toAdminApiError(weeks.error)
  if (regions.error) throw toAdminApiError(regions.error)
  return {
    perWeek: (weeks.data ?? []).map((row) => ({
      week_start: row.week_start,
      applications: Number(row.applications),
    })),
    perRegion: (regions.data ?? []).map((row) => ({
      region: row.region,
      applications: Number(row.applications),
      approved: Number(row.approved),
    })),
  }
}
