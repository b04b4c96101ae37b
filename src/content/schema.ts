import type { LucideIcon } from 'lucide-react'
import { z } from 'zod'

/**
 * Schemas for every content module. Content files use `satisfies` against the inferred types so
 * the compiler checks them; `tests/unit/content.test.ts` parses every module against its schema so
 * runtime rules (SEO lengths, URL shapes, counts) are checked too. Content pages never import this
 * file at run time (it would pull zod into their bundle): import types with `import type` only.
 */

/** An internal route (must be one of `paths`) optionally with a query string, or an external https URL. */
export const internalHrefSchema = z.string().regex(/^\/[a-z0-9\-/]*(\?[a-z]+=[a-z-]+)?$/)
// The records the initiative edits in the desk: their schemas live with the functions
// (@schemas/site-content), which check what editors publish with the very same rules.
import { externalUrlSchema } from '@schemas/site-content'
export {
  eventSchema,
  goalSchema,
  partnerTierSchema,
  timelinePhaseSchema,
  type Event,
  type Goal,
  type PartnerTier,
  type TimelinePhase,
} from '@schemas/site-content'

/**
 * A lucide-react icon component, imported by the content module itself, so each page's bundle
 * holds only the icons it shows (a name-to-icon map would pull every icon into every page).
 */
export const iconSchema = z.custom<LucideIcon>(
  (value) =>
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value),
  'Expected a lucide-react icon component',
)

export const linkSchema = z.object({
  label: z.string().min(1),
  href: z.union([internalHrefSchema, externalUrlSchema]),
  /** External links open in a new tab with rel="noopener noreferrer" and say so to screen readers. */
  external: z.boolean().optional(),
})
export type Link = z.infer<typeof linkSchema>

/** Search-engine metadata: lengths follow the usual guidance (astro.build's content config). */
export const seoSchema = z.object({
  title: z.string().min(10).max(60),
  description: z.string().min(50).max(160),
})
export type Seo = z.infer<typeof seoSchema>

export const siteConfigSchema = z.object({
  brand: z.string(),
  shortBrand: z.string(),
  legalName: z.string(),
  /** The footer's sentence under the brand, in each language. */
  tagline: z.object({ en: z.string(), es: z.string() }),
  state: z.string(),
  email: z.email(),
  phone: z.string(),
  /** E.164 form for tel: links. */
  phoneHref: z.string().regex(/^tel:\+1\d{10}$/),
  /** The postal address, if the initiative publishes one. */
  address: z.string().optional(),
})
export type SiteConfig = z.infer<typeof siteConfigSchema>

/** A menu link; `es` names it on the Spanish pages (a made page's link keeps its one name). */
export const navItemSchema = z.object({
  label: z.string(),
  es: z.string().optional(),
  href: internalHrefSchema,
})
export const navGroupSchema = z.object({
  label: z.string(),
  es: z.string().optional(),
  items: z.array(navItemSchema).min(1),
})
export type NavItem = z.infer<typeof navItemSchema>
export type NavGroup = z.infer<typeof navGroupSchema>

export const competitionSchema = z.object({
  slug: z.string(),
  name: z.string(),
  audience: z.string(),
  description: z.string(),
  url: externalUrlSchema,
  /** Path of a sized image under /public, or null to show the icon only. */
  logo: z
    .object({ src: z.string(), width: z.number(), height: z.number(), alt: z.string() })
    .nullable(),
  icon: iconSchema,
  benefits: z.array(z.string()).length(5),
})
export type Competition = z.infer<typeof competitionSchema>

export const pathwaySchema = z.object({
  slug: z.string(),
  name: z.string(),
  level: z.string(),
  stage: z.string().optional(),
  duration: z.string(),
  summary: z.string(),
  prerequisites: z.string(),
  href: internalHrefSchema,
  icon: iconSchema,
})
export type Pathway = z.infer<typeof pathwaySchema>

export const platformToolSchema = z.object({
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  features: z.array(z.string()).min(3),
  href: internalHrefSchema,
  icon: iconSchema,
})
export type PlatformTool = z.infer<typeof platformToolSchema>

export const pillarSchema = z.object({
  title: z.string(),
  description: z.string(),
  icon: iconSchema,
})
export type Pillar = z.infer<typeof pillarSchema>

export const stepSchema = z.object({ title: z.string(), description: z.string() })
export type Step = z.infer<typeof stepSchema>

export const faqItemSchema = z.object({ question: z.string(), answer: z.string() })
