import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { PartnerList } from '@/components/sections/partner-list'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { Steps } from '@/components/sections/steps'
import { contactLinks } from '@/config/paths'
import { partnersPage as page } from '@/content/pages/partners'
import { publishedContent } from '@/content/published'
import { formatTierPrice } from '@/content/site-content-schema'

export function Component() {
  return (
    <>
      <PageHero {...page.hero} />
      <Section id={page.benefits.id} title={page.benefits.title} intro={page.benefits.intro}>
        <CardGrid items={page.benefits.items} columns={4} />
      </Section>
      <Section id={page.matching.id} title={page.matching.title} tone="muted">
        <p className="text-primary max-w-3xl text-2xl font-bold md:text-3xl">
          {page.matching.highlight}
        </p>
        <p className="max-w-3xl text-lg text-slate-700">{page.matching.text}</p>
      </Section>
      {publishedContent.partners.length > 0 && (
        <Section id={page.listing.id} title={page.listing.title} intro={page.listing.intro}>
          <PartnerList partners={publishedContent.partners} tiers={publishedContent.partnerTiers} />
        </Section>
      )}
      <Section id={page.tiers.id} title={page.tiers.title} intro={page.tiers.intro}>
        <CardGrid
          columns={4}
          items={publishedContent.partnerTiers.map((tier) => ({
            title: `${tier.name} partner`,
            text: tier.description,
            // The price or range the initiative fills in ("$5,000–$10,000 a year"); none, no line.
            meta: tier.price ? [{ label: 'Price', value: formatTierPrice(tier.price) }] : undefined,
            items: tier.benefits,
            itemsTitle: 'Benefits',
            link: { label: 'Discuss this tier', href: contactLinks.partnerTier(tier.name) },
          }))}
        />
      </Section>
      <Section id={page.process.id} title={page.process.title} tone="muted">
        <Steps items={page.process.steps} />
      </Section>
      <CtaBand {...page.cta} />
    </>
  )
}
