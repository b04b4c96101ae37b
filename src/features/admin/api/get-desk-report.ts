import { z } from 'zod'
import { supabase } from '@/lib/supabase'
import { AdminApiError, toAdminApiError } from './admin-api-error'

export const REPORT_GRAINS = ['week', 'month'] as const
export type ReportGrain = (typeof REPORT_GRAINS)[number]

const FORMS = ['applications', 'contacts', 'alliance'] as const
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const count = z.number().int().nonnegative()

/** What public.desk_report() answers; the desk reads reports through this shape only. */
export const deskReportSchema = z.object({
  from: day,
  to: day,
  grain: z.enum(REPORT_GRAINS),
  periods: z.array(
    z.object({ period_start: day, applications: count, contacts: count, alliance: count }),
  ),
  totals: z.object({ applications: count, contacts: count, alliance: count }),
  by_status: z.array(z.object({ form: z.enum(FORMS), status: z.string(), count })),
  by_region: z.array(z.object({ region: z.string(), count })),
  by_subject: z.array(z.object({ subject: z.string(), count })),
  first_reply: z.array(
    z.object({
      form: z.enum(FORMS),
      submitted: count,
      replied: count,
      median_seconds: z.number().nonnegative().nullable(),
    }),
  ),
})

export type DeskReport = z.infer<typeof deskReportSchema>

export interface ReportPeriod {
  /** Mountain Time days, both inclusive: "2025-11-01". */
  from: string
  to: string
  grain: ReportGrain
}

/** The reports for a period (public.desk_report, reviewers only). */
export async function getDeskReport(period: ReportPeriod): Promise<DeskReport> {
  const { data, error } = await supabase.rpc('desk_report', {
    p_from: period.from,
    p_to: period.to,
    p_grain: period.grain,
  })
  if (error) throw toAdminApiError(error)
  const parsed = deskReportSchema.safeParse(data)
  if (!parsed.success)
    throw new AdminApiError('The report came back in a shape the desk does not know.')
  return parsed.data
}
