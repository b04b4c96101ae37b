import { z } from 'zod'
import {
  type Attribution,
  CAMPAIGN_VALUE_MAX,
  CONTROL,
  DOMAIN_MAX,
  DOMAIN_NAME,
  LANDING_PAGE_MAX,
  LANDING_PATH,
} from './attribution-rules.ts'

/*
 * A stored attribution (sessionStorage is the visitor's to change) read back before it is sent:
 * the rules of ./attribution-rules.ts, which the database repeats as CHECK constraints.
 */

const campaignValue = z
  .string()
  .min(1)
  .max(CAMPAIGN_VALUE_MAX)
  .refine((value) => value === value.trim() && !CONTROL.test(value))

export const attributionSchema = z.object({
  landingPage: z.string().max(LANDING_PAGE_MAX).regex(LANDING_PATH).nullable(),
  referrerDomain: z.string().max(DOMAIN_MAX).regex(DOMAIN_NAME).nullable(),
  utmSource: campaignValue.nullable(),
  utmMedium: campaignValue.nullable(),
  utmCampaign: campaignValue.nullable(),
}) satisfies z.ZodType<Attribution>
