/**
 * A partner tier's price in words, apart from its schema (./site-content.ts) so that /partners
 * writes it without loading zod.
 */

/** How often a tier's price is paid: "a year", "a month", or once. */
export const tierPricePeriods = ['year', 'month', 'once'] as const
export type TierPricePeriod = (typeof tierPricePeriods)[number]

/** The shape tierPriceSchema checks: whole US dollars, one amount or a range, and how often. */
export interface TierPriceWords {
  from: number
  to?: number
  per: TierPricePeriod
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`
const periodWords: Record<TierPricePeriod, string> = {
  year: ' a year',
  month: ' a month',
  once: ', once',
}

/** A tier's price as the tier card reads it: "$2,500–$5,000 a year", "$500 a month". */
export function formatTierPrice(price: TierPriceWords): string {
  const amount =
    price.to === undefined ? dollars(price.from) : `${dollars(price.from)}–${dollars(price.to)}`
  return `${amount}${periodWords[price.per]}`
}
