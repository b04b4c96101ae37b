import {
  formatTierPrice,
  siteContentPartSchemas,
  sitePartnerTierSchema,
  tierPricePeriods,
  type PartnerTier,
  type SiteContent,
} from '@/content/site-content-schema'
import { diffContent } from '../lib/content-diff'
import { checkItem, typedNumber, type ItemValues } from '../lib/item-check'
import { linesOf } from '../lib/optional-text'
import { InPlaceList } from './in-place-list'
import type { ItemField } from './item-form'

const periodLabels: Record<(typeof tierPricePeriods)[number], string> = {
  year: 'a year',
  month: 'a month',
  once: 'once',
}

const fields: readonly ItemField[] = [
  { name: 'name', label: 'Tier name' },
  { name: 'description', label: 'Description', wide: true },
  { name: 'benefits', label: 'Benefits (one a line)', lines: true, wide: true },
  {
    name: 'priceFrom',
    label: 'Price in dollars (optional)',
    type: 'number',
    hint: 'For example 2500. Leave it empty to show no price.',
  },
  {
    name: 'priceTo',
    label: 'Up to, for a range (optional)',
    type: 'number',
    hint: 'For example 5000, to show $2,500–$5,000. Leave it empty for one price.',
  },
  {
    name: 'pricePer',
    label: 'Paid',
    options: tierPricePeriods.map((period) => ({ value: period, label: periodLabels[period] })),
  },
]

const toValues = (tier: PartnerTier): ItemValues => ({
  name: tier.name,
  description: tier.description,
  benefits: tier.benefits.join('\n'),
  priceFrom: tier.price ? String(tier.price.from) : '',
  priceTo: tier.price?.to === undefined ? '' : String(tier.price.to),
  pricePer: tier.price?.per ?? 'year',
})

const priceField: Record<string, string> = { from: 'priceFrom', to: 'priceTo', per: 'pricePer' }

/** The tier as the schema reads it: no amount typed, no price; an "up to" alone asks for the price. */
function check(values: ItemValues) {
  const from = typedNumber(values.priceFrom)
  const to = typedNumber(values.priceTo)
  const price =
    from === undefined && to === undefined
      ? {}
      : {
          price: {
            from: from ?? Number.NaN,
            ...(to === undefined ? {} : { to }),
            per: values.pricePer,
          },
        }
  return checkItem(
    sitePartnerTierSchema,
    {
      name: values.name ?? '',
      description: values.description ?? '',
      benefits: linesOf(values.benefits),
      ...price,
    },
    (path) =>
      path[0] === 'price' ? (priceField[String(path[1])] ?? 'priceFrom') : String(path[0]),
  )
}

/** The partner tiers on the partners page and in the partner form, each edited where it stands. */
export function TiersEditor({
  draft,
  save,
}: {
  draft: SiteContent
  save: (tiers: PartnerTier[]) => Promise<boolean>
}) {
  return (
    <InPlaceList<PartnerTier>
      title="Partner tiers"
      noun="tier"
      idPrefix="tiers"
      items={draft.partnerTiers}
      nameOf={(tier) => tier.name}
      summary={(tier) => (
        <span>
          <strong>{tier.name}</strong>
          {tier.price ? `: ${formatTierPrice(tier.price)}` : ': no price shown'}
        </span>
      )}
      fields={fields}
      toValues={toValues}
      blank={{
        name: '',
        description: '',
        benefits: '',
        priceFrom: '',
        priceTo: '',
        pricePer: 'year',
      }}
      check={check}
      listSchema={siteContentPartSchemas.partnerTiers}
      changesOf={(tiers) => diffContent(draft, { ...draft, partnerTiers: tiers })}
      save={save}
    />
  )
}
