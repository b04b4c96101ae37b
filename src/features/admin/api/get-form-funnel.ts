import { z } from 'zod'
import { FUNNEL_FORMS, type FunnelForm } from '@/lib/form-funnel'
import { supabase } from '@/lib/supabase'
import { AdminApiError, toAdminApiError } from './admin-api-error'

const count = z.number().int().nonnegative()
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export type FunnelFormKind = FunnelForm

/** What public.form_funnel() answers; the desk reads the funnel through this shape only. */
export const formFunnelSchema = z.object({
  from: day,
  to: day,
  forms: z.array(
    z.object({
      form: z.enum(FUNNEL_FORMS),
      viewed: count,
      started: count,
      checked: count,
      sent: count,
      refused: count,
    }),
  ),
  /** The pages that led to the records sent in the period: per form and landing page, the most first. */
  origins: z.array(z.object({ form: z.enum(FUNNEL_FORMS), landing_page: z.string(), sent: count })),
  /**
   * The campaigns (or, without one, the referring sites) that led to the records sent in the
   * period, and to new subscribers to updates: per form, the most first.
   */
  sources: z
    .array(
      z.object({
        // The forms, and new subscribers to updates (counted by day, naming no one).
        form: z.enum([...FUNNEL_FORMS, 'update_signup']),
        campaign: z.string().nullable(),
        source: z.string().nullable(),
        medium: z.string().nullable(),
        referrer: z.string().nullable(),
        /** Forms started from the campaign or site; none for the sign-ups for updates. */
        started: count.nullable().default(null),
        sent: count,
      }),
    )
    .default([]),
})

export type FormFunnelReport = z.infer<typeof formFunnelSchema>
export type FormFunnelRow = FormFunnelReport['forms'][number]
export type FormOriginRow = FormFunnelReport['origins'][number]
export type FormSourceRow = FormFunnelReport['sources'][number]

/** Mountain Time days, both inclusive: "2025-11-01". */
export interface FunnelPeriod {
  from: string
  to: string
}

/** The three forms' funnels for a period (public.form_funnel: administrators and reviewers). */
export async function getFormFunnel(period: FunnelPeriod): Promise<FormFunnelReport> {
  const { data, error } = await supabase.rpc('form_funnel', {
    p_from: period.from,
    p_to: period.to,
  })
  if (error) throw toAdminApiError(error)
  const parsed = formFunnelSchema.safeParse(data)
  if (!parsed.success)
    throw new AdminApiError('The form funnel came back in a shape the desk does not know.')
  return parsed.data
}
