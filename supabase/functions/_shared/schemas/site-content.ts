import { z } from 'zod'
import { newsItemSchema } from './news.ts'
import { livePageRoutes, madePageProblems } from './made-pages.ts'
import { pageLinkProblems, pagesSchema } from './page-copy.ts'
import { siteMessagesSchema } from './site-messages.ts'
import { tierPricePeriods } from './tier-price-format.ts'

export { newsItemSchema, newestFirst, type NewsItem } from './news.ts'

export const externalUrlSchema = z.url().startsWith('https://')

/** An instant with its offset, e.g. 2026-04-20T00:00:00-06:00 (Boise in April: MDT). */
const instantSchema = z.iso.datetime({ offset: true })

export const eventSchema = z.object({
  slug: z.string(),
  name: z.string(),
  dates: z.string(),
  /** Machine-readable span of `dates`, for events held on known dates. */
  startsAt: instantSchema.optional(),
  endsAt: instantSchema.optional(),
  location: z.string(),
  description: z.string(),
  /** The event's own website; an event without one shows no link. */
  url: externalUrlSchema.optional(),
  highlights: z.array(z.string()),
  /** A picture of the event, served from the site (a path under /) with its alt text. */
  image: z.object({ src: z.string().regex(/^\/[\w\-/.]+$/), alt: z.string().min(1) }).optional(),
})
export type Event = z.infer<typeof eventSchema>

export const goalSchema = z.object({
  label: z.string(),
  target: z.string(),
  /** Progress in percent; fixed at 0 until the initiative reports figures. */
  progress: z.number().min(0).max(100),
  /** The measured figure behind `progress` (e.g. "212 trained") and the day it was measured. */
  current: z.string().min(1).max(60).optional(),
  asOf: z.iso.date().optional(),
})
export type Goal = z.infer<typeof goalSchema>

export const timelinePhaseSchema = z.object({
  phase: z.string(),
  dates: z.string(),
  /** Machine-readable span of `dates`: the phase reads as upcoming, now or done. */
  startsAt: instantSchema,
  endsAt: instantSchema,
  details: z.array(z.string()).min(1),
})
export type TimelinePhase = z.infer<typeof timelinePhaseSchema>

export { formatTierPrice, tierPricePeriods, type TierPricePeriod } from './tier-price-format.ts'

/**
 * What a tier costs, if the initiative publishes it: whole US dollars, one amount or a range
 * (`to` above `from`), and how often. Structured rather than free text so "$5,000–$2,500" or
 * "call us" cannot be published as a price; `formatTierPrice` writes it as visitors read it.
 */
export const tierPriceSchema = z.object({
  from: z.number().int().min(0),
  to: z.number().int().positive().optional(),
  per: z.enum(tierPricePeriods),
})
export type TierPrice = z.infer<typeof tierPriceSchema>

export const partnerTierSchema = z.object({
  name: z.string(),
  description: z.string(),
  benefits: z.array(z.string()).min(1),
  price: tierPriceSchema.optional(),
})
export type PartnerTier = z.infer<typeof partnerTierSchema>

/**
 * The content the initiative edits in the desk ("Site"), as one document: what a draft holds,
 * what a published version keeps, and what the build renders. The parts reuse the schemas that
 * type `src/content` (events, goals, timeline phases, partner tiers) with the rules an editor
 * needs spelled out in words, so the desk, the `publish-site` function and the build refuse the
 * same things with the same message. The database repeats the shape as CHECKs
 * (migration 20251101060000_site_content.sql, `private.site_content_shape_problem`). It lives
 * with the functions because `publish-site` imports it and a deploy uploads supabase/functions only;
 * the site imports it as `@schemas/site-content` (src/content/site-content-schema.ts).
 */

const required = (what: string) => z.string().trim().min(1, `${what} is required`)
/** A required field's message in the words of what to do: "Enter the place, for example …". */
const enter = (what: string) => z.string().trim().min(1, `Enter ${what}`)

/** Both ends of a dated span, the end after the start. */
function spanIsOrdered(value: { startsAt?: string; endsAt?: string }) {
  if (!value.startsAt || !value.endsAt) return !value.startsAt && !value.endsAt
  return Date.parse(value.endsAt) >= Date.parse(value.startsAt)
}
const spanMessage = {
  message: 'Give both a start and an end, the end after the start',
  path: ['endsAt'],
}

const reminderMessage =
  'Enter a whole number of days from 1 to 30, or leave it empty for no reminder'

export const siteEventSchema = eventSchema
  .extend({
    slug: z
      .string()
      .regex(
        /^[a-z0-9]+(-[a-z0-9]+)*$/,
        'Enter a name with at least one letter or digit, so the event gets a short name for its address',
      ),
    name: enter('the event’s name, for example Idaho AI Week 2027'),
    dates: enter('the dates as visitors read them, for example April 19–24, 2027'),
    location: enter('the place, for example Boise, Idaho'),
    description: enter('a summary of the event in a sentence or two'),
    url: z
      .url('Enter the event’s website as a full address starting with https://, or leave it empty')
      .startsWith(
        'https://',
        'Enter the event’s website as a full address starting with https://, or leave it empty',
      )
      .optional(),
    highlights: z.array(required('A highlight')).max(8, 'Keep at most 8 highlights, one a line'),
    /**
     * Days before its start that subscribers to events get one reminder (the database's
     * private.send_due_event_reminders sends it through the updates' outbox); absent, none.
     */
    reminderDays: z
      .number(reminderMessage)
      .int(reminderMessage)
      .min(1, reminderMessage)
      .max(30, reminderMessage)
      .optional(),
  })
  .refine(spanIsOrdered, {
    ...spanMessage,
    message: 'Give both a start and an end, the end after the start, or leave both empty',
  })
  .refine((event) => event.reminderDays === undefined || event.startsAt !== undefined, {
    message:
      'Give the event’s start and end so the reminder knows when to go, or leave the reminder empty',
    path: ['reminderDays'],
  })
export type SiteEvent = z.infer<typeof siteEventSchema>

const siteInstant = (what: string) =>
  z.iso.datetime({ offset: true, message: `Give the ${what} as a date and time` })

/** A phase as an editor saves it: what the timeline table shows, each refusal in words. */
export const siteTimelinePhaseSchema = timelinePhaseSchema
  .extend({
    phase: required('The phase’s name'),
    dates: required('The dates as visitors read them'),
    startsAt: siteInstant('start'),
    endsAt: siteInstant('end'),
    details: z.array(required('A line')).min(1, 'Give at least one line of rules or details'),
  })
  .refine(spanIsOrdered, spanMessage)

export const timelineCycleSchema = z.object({
  /** The contest year it belongs to, e.g. "2025–26". */
  cycle: required('The cycle'),
  phases: z.array(siteTimelinePhaseSchema).min(1, 'Keep at least one phase'),
})
export type TimelineCycle = z.infer<typeof timelineCycleSchema>

/** A goal as an editor saves it: the figures the goal cards show, each refusal in words. */
export const siteGoalSchema = goalSchema
  .extend({
    label: required('The goal'),
    target: required('The target'),
    progress: z
      .number('Progress is a number from 0 to 100')
      .min(0, 'Progress is a number from 0 to 100')
      .max(100, 'Progress is a number from 0 to 100'),
    current: z
      .string()
      .trim()
      .min(1, 'The current figure is required')
      .max(60, 'The current figure holds at most 60 characters')
      .optional(),
    asOf: z.iso.date('Write the day as a date, e.g. 2026-11-20').optional(),
  })
  // A figure without its day reads as today's: the two go together.
  .refine((goal) => !goal.current || goal.asOf, {
    message: 'Give the day the current figure was measured',
    path: ['asOf'],
  })
export type SiteGoal = z.infer<typeof siteGoalSchema>

/** A partner tier as an editor saves it: what the tier page and the partner form show. */
export const sitePartnerTierSchema = partnerTierSchema.extend({
  name: required('The tier’s name'),
  description: required('The description'),
  benefits: z.array(required('A benefit')).min(1, 'Give at least one benefit'),
  price: z
    .object({
      from: z
        .number('Enter the price in whole dollars, for example 2500')
        .int('Enter the price in whole dollars, without cents')
        .min(0, 'Enter the price in whole dollars, for example 2500')
        .max(10_000_000, 'Enter a price under $10,000,000'),
      to: z
        .number('Enter the highest price in whole dollars, or leave it empty for one price')
        .int('Enter the highest price in whole dollars, without cents')
        .max(10_000_000, 'Enter a price under $10,000,000')
        .optional(),
      per: z.enum(tierPricePeriods, 'Choose how often the price is paid'),
    })
    // A range reads low to high: "$2,500–$5,000", never "$5,000–$2,500".
    .refine((price) => price.to === undefined || price.to > price.from, {
      message: 'Enter a highest price above the lowest, or leave it empty for one price',
      path: ['to'],
    })
    .optional(),
})

export const bannerSchema = z.object({
  /** Empty: the banner announces the next upcoming event by itself (and is gone when none is). */
  text: z.string().trim().max(120, 'The banner holds at most 120 characters').optional(),
})
export type Banner = z.infer<typeof bannerSchema>

export const partnerSchema = z.object({
  name: required('The partner’s name'),
  tier: required('The tier'),
  url: z
    .url('Enter the partner’s website as a full address starting with https://, or leave it empty')
    .startsWith(
      'https://',
      'Enter the partner’s website as a full address starting with https://, or leave it empty',
    )
    .optional(),
  logo: z
    .object({
      src: z
        .string()
        .regex(/^(\/|https:\/\/)\S+$/, 'The logo is a path on the site or an https URL'),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      alt: required('The logo’s alt text'),
    })
    .optional(),
})
export type Partner = z.infer<typeof partnerSchema>

export const contactSchema = z.object({
  email: z.email('Enter an e-mail address such as info@example.org'),
  phone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'Write the phone number as (208) 555-0142'),
  address: z.string().trim().max(200, 'The address holds at most 200 characters').optional(),
})
export type Contact = z.infer<typeof contactSchema>

/** Each part's own schema: a desk form checks its part with it and shows each message by its field. */
export const siteContentPartSchemas = {
  events: z.array(siteEventSchema),
  timeline: z.array(timelineCycleSchema).min(1, 'Keep at least one timeline cycle'),
  banner: bannerSchema,
  goals: z.array(siteGoalSchema),
  pilotGoals: z.array(siteGoalSchema),
  partners: z.array(partnerSchema),
  contact: contactSchema,
  partnerTiers: z.array(sitePartnerTierSchema).min(1, 'Keep at least one partner tier'),
  /**
   * The words of every public page (./page-copy.ts). Optional: a version published before pages
   * were editable shows the pages as their content modules write them.
   */
  pages: pagesSchema.optional(),
  /**
   * Dated announcements (./news.ts) for /news, the home page and the feed. Optional: a version
   * published before news existed shows the repository's announcements (src/content/news.ts).
   */
  news: z.array(newsItemSchema).optional(),
  /**
   * What the site promises once a form is sent (./site-messages.ts): confirmations, notices and
   * the acknowledgement e-mail's next steps. Optional: a version published before they were
   * content promises today's words (defaultSiteMessages).
   */
  messages: siteMessagesSchema.optional(),
}

export const siteContentSchema = z
  .object(siteContentPartSchemas)
  .superRefine((content, context) => {
    const slugs = new Set<string>()
    content.events.forEach((event, index) => {
      if (slugs.has(event.slug)) {
        context.addIssue({
          code: 'custom',
          message: `Two events share the short name ${event.slug}`,
          path: ['events', index, 'slug'],
        })
      }
      slugs.add(event.slug)
    })
    const newsSlugs = new Set<string>()
    content.news?.forEach((item, index) => {
      if (newsSlugs.has(item.slug)) {
        context.addIssue({
          code: 'custom',
          message: `Two announcements share the short name ${item.slug}: give one another title`,
          path: ['news', index, 'title'],
        })
      }
      newsSlugs.add(item.slug)
    })
    // An internal link must name one of the site's pages: every public route has an entry, and
    // a retired page is no longer one.
    const routes = livePageRoutes(content.pages ?? {})
    for (const problem of madePageProblems(content.pages ?? {})) {
      context.addIssue({
        code: 'custom',
        message: problem.message,
        path: ['pages', ...problem.path],
      })
    }
    for (const [route, page] of Object.entries(content.pages ?? {})) {
      if (page.retiredTo !== undefined) continue
      for (const problem of pageLinkProblems(page, routes)) {
        context.addIssue({
          code: 'custom',
          message: problem.message,
          path: ['pages', route, ...problem.path],
        })
      }
    }
    // An announcement's link to this site must lead to one of its pages, as a page's links must.
    content.news?.forEach((item, index) => {
      const href = item.link?.href
      if (href?.startsWith('/') && content.pages && !routes.has(href)) {
        context.addIssue({
          code: 'custom',
          message: `There is no page at ${href}: link to a page of this site, such as /events, or to an address starting with https://`,
          path: ['news', index, 'link', 'href'],
        })
      }
    })
    const tiers = new Set(content.partnerTiers.map((tier) => tier.name))
    content.partners.forEach((partner, index) => {
      if (!tiers.has(partner.tier)) {
        context.addIssue({
          code: 'custom',
          message: `${partner.name}: the tier must be one of ${[...tiers].join(', ')}`,
          path: ['partners', index, 'tier'],
        })
      }
    })
  })
export type SiteContent = z.infer<typeof siteContentSchema>

/** The parts an editor saves one at a time. */
export const siteContentParts = [
  'events',
  'timeline',
  'banner',
  'goals',
  'pilotGoals',
  'partners',
  'contact',
  'partnerTiers',
  'pages',
  'news',
  'messages',
] as const satisfies readonly (keyof SiteContent)[]
export type SiteContentPart = (typeof siteContentParts)[number]

const partLabels: Record<string, string> = {
  events: 'Events',
  timeline: 'Contest timeline',
  banner: 'Home banner',
  goals: 'Goals',
  pilotGoals: 'Pilot goals',
  partners: 'Partners',
  contact: 'Contact details',
  partnerTiers: 'Partner tiers',
  news: 'News',
  messages: 'Confirmations and e-mails',
}

/**
 * The first problem zod finds, in words an editor can act on, with the part it is in ("Events:
 * Enter the place, …"): never the schema's path, which means nothing to a person.
 */
export function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'The content is not valid'
  const part = typeof issue.path[0] === 'string' ? partLabels[issue.path[0]] : undefined
  return part ? `${part}: ${issue.message}` : issue.message
}
