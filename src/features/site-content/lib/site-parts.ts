import { SITE_PARTS, type SitePart } from '@schemas/site-parts'
import type { Permission } from '@schemas/team-roles'
import type { SiteContent, SiteContentPart } from '@/content/site-content-schema'

export { SITE_PARTS, type SitePart }

/** The parts a member holding these permissions may edit and publish, in the desk's order. */
export function partsPublishableWith(permissions: ReadonlySet<Permission>): SitePart[] {
  return SITE_PARTS.filter((entry) => permissions.has(entry.permission)).map((entry) => entry.part)
}

export function partLabel(part: SitePart): string {
  return SITE_PARTS.find((entry) => entry.part === part)!.label
}

/** The part a key of the content document belongs to (public.site_parts says the same). */
export function partOfKey(key: SiteContentPart): SitePart {
  return SITE_PARTS.find((entry) => (entry.contentKeys as readonly string[]).includes(key))!.part
}

/**
 * `base` with the named parts taken from `source`: what the live site becomes when those parts of
 * the draft are published (public.publish_site_draft merges the same way).
 */
export function withParts(
  base: SiteContent,
  source: SiteContent,
  parts: readonly SitePart[],
): SiteContent {
  const merged = { ...base } as Record<string, unknown>
  for (const entry of SITE_PARTS) {
    if (!parts.includes(entry.part)) continue
    for (const key of entry.contentKeys) merged[key] = source[key as SiteContentPart]
  }
  return merged as SiteContent
}
