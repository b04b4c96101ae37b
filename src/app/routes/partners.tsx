import published from 'virtual:page-copy/partners'
import { CardGrid } from '@/components/sections/card-grid'
import { CtaBand } from '@/components/sections/cta-band'
import { PartnerList } from '@/components/sections/partner-list'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { useSiteContent } from '@/components/sections/site-content-context'
import { Steps } from '@/components/sections/steps'
import { useLabels } from '@/components/sections/use-labels'
import { contactLinks, paths } from '@/config/paths'
import { fillLabel } from '@schemas/fill-label'
import { partnersPage } from '@/content/pages/partners'
import { formatTierPrice } from '@schemas/tier-price-format'

/** The cards' icons are the page's design, not its words: they stay in the content module. */
const benefitIcons = partnersPage.benefits.items.map((item) => item.icon)

export function Component() {
  const { block } = usePageCopy(paths.partners, published)
  const hero = block('hero', 'hero')
  const benefits = block('benefits', 'cards')
  const matching = block('grant-matching', 'prose')
  const [highlight, ...matchingText] = matching.paragraphs
  const listing = block('our-partners', 'prose')
  const tiers = block('partner-tiers', 'prose')
  const process = block('how-partnership-works', 'steps')
  const cta = block('cta', 'cta')
  const content = useSiteContent()
  // A tier card's words around the tier record (page copy: the `partner-tier-cards` labels).
  const words = useLabels('partner-tier-cards')
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={hero.actions} />
      <Section id={benefits.id} title={benefits.title ?? ''} intro={benefits.intro}>
        <CardGrid
          items={benefits.cards.map((card, index) => ({ ...card, icon: benefitIcons[index] }))}
          columns={4}
        />
      </Section>
      <Section id={matching.id} title={matching.title} tone="muted">
        <p className="text-primary max-w-3xl text-2xl font-bold md:text-3xl">{highlight}</p>
        {matchingText.map((paragraph) => (
          <p key={paragraph} className="max-w-3xl text-lg text-slate-700">
            {paragraph}
          </p>
        ))}
      </Section>
      {content.partners.length > 0 && (
        <Section id={listing.id} title={listing.title} intro={listing.paragraphs}>
          <PartnerList
            partners={content.partners}
            tiers={content.partnerTiers}
            heading={words.heading}
          />
        </Section>
      )}
      <Section id={tiers.id} title={tiers.title} intro={tiers.paragraphs}>
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
      </Section>
      <Section id={process.id} title={process.title ?? ''} intro={process.intro} tone="muted">
        <Steps items={process.items} />
      </Section>
      <CtaBand title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  )
}
