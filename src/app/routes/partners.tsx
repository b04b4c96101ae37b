import published from 'virtual:page-copy/partners'
import { CardGrid } from '@/components/sections/card-grid'
import { PartnerList } from '@/components/sections/partner-list'
import { usePageCopy } from '@/components/sections/page-copy'
import { RenderBlocks } from '@/components/sections/render-blocks'
import { useSiteContent } from '@/components/sections/site-content-context'
import { useLabels } from '@/components/sections/use-labels'
import { contactLinks, paths } from '@/config/paths'
import { fillLabel } from '@schemas/fill-label'
import { partnersIcons } from '@/content/pages/partners'
import { formatTierPrice } from '@schemas/tier-price-format'

/**
 * /partners is arranged by its editors: its blocks, in their order, rendered by kind, with the
 * partners under "Our partners" (a section shown once there is a partner to list) and the tiers'
 * cards under the block that introduces them.
 */
export function Component() {
  const { blocks } = usePageCopy(paths.partners, published)
  const content = useSiteContent()
  // A tier card's words around the tier record (page copy: the `partner-tier-cards` labels).
  const words = useLabels('partner-tier-cards')
  const listing = 'our-partners'
  return (
    <RenderBlocks
      blocks={blocks}
      anchored
      within={content.partners.length > 0 ? [] : [listing]}
      design={{
        benefits: { icons: partnersIcons.benefits, columns: 4 },
        'grant-matching': { highlight: true },
      }}
      extras={{
        [listing]: (
          <PartnerList
            partners={content.partners}
            tiers={content.partnerTiers}
            heading={words.heading}
          />
        ),
        'partner-tiers': (
          <CardGrid
            columns={4}
            items={content.partnerTiers.map((tier) => ({
              title: fillLabel(words.title, { tier: tier.name }),
              text: tier.description,
              // The price or range the initiative fills in ("$5,000–$10,000 a year"); none, no line.
              meta: tier.price
                ? [{ label: words.price, value: formatTierPrice(tier.price) }]
                : undefined,
              items: tier.benefits,
              itemsTitle: words.benefits,
              link: { label: words.link, href: contactLinks.partnerTier(tier.name) },
            }))}
          />
        ),
      }}
    />
  )
}
