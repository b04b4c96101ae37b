import { publishedContent } from '@/content/published'
import type { PartnerTier } from '@/content/schema'

/** The published partner tier a `/contact?tier=` link names ("Discuss this tier" on /partners), if any. */
export function partnerTierFromSearchParams(params: URLSearchParams): PartnerTier | undefined {
  const tier = params.get('tier')?.toLowerCase()
  return tier
    ? publishedContent.partnerTiers.find((candidate) => candidate.name.toLowerCase() === tier)
    : undefined
}

/** The message a "Discuss this tier" link starts the contact form with. */
export function partnerTierMessage(tier: PartnerTier): string {
  return `I would like to discuss the ${tier.name} partner tier.`
}
