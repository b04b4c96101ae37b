import { z } from 'zod'
import { languages } from '@schemas/languages'
import { supabase } from '@/lib/supabase'
import { AdminApiError, toAdminApiError } from './admin-api-error'
import type { ReportPeriod } from './get-desk-report'

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const count = z.number().int().nonnegative()
const counted = { views: count, visitors: count }

/** What public.visits_report() answers (migration 20251101070000_visits_and_funnel.sql). */
export const visitsReportSchema = z.object({
  from: day,
  to: day,
  grain: z.enum(['week', 'month']),
  totals: z.object({ ...counted, days: count }),
  days: z.array(z.object({ day, ...counted })),
  periods: z.array(z.object({ period_start: day, ...counted })),
  pages: z.array(z.object({ path: z.string(), ...counted })),
  referrers: z.array(z.object({ domain: z.string(), ...counted })),
  campaigns: z.array(
    z.object({ campaign: z.string(), source: z.string(), medium: z.string(), ...counted }),
  ),
  devices: z.array(z.object({ device: z.enum(['phone', 'desktop']), ...counted })),
  /** Page views per language of the page read (its address's: /es/… is Spanish). */
  languages: z.array(z.object({ language: z.enum(languages), views: count })),
})

export type VisitsReport = z.infer<typeof visitsReportSchema>

/** One figure's detail: the report for one page, referrer, campaign or device class. */
export interface VisitsFilter {
  page?: string
  referrer?: string
  campaign?: string
  device?: 'phone' | 'desktop'
}

/** The Visits report for a period, optionally narrowed to one figure (reviewers and admins). */
export async function getVisitsReport(
  period: ReportPeriod,
  filter: VisitsFilter = {},
): Promise<VisitsReport> {
  const { data, error } = await supabase.rpc('visits_report', {
    p_from: period.from,
    p_to: period.to,
    p_grain: period.grain,
    p_path: filter.page,
    p_referrer: filter.referrer,
    p_campaign: filter.campaign,
    p_device: filter.device,
  })
  if (error) throw toAdminApiError(error)
  const parsed = visitsReportSchema.safeParse(data)
  if (!parsed.success)
    throw new AdminApiError('The Visits report came back in a shape the desk does not know.')
  return parsed.data
}
