import type { BlockOf } from '@/content/page-copy-schema'

/** A price the initiative publishes; nothing at all until it fills in the amount. */
export function PriceLine({ price }: { price: BlockOf<'price'> }) {
  if (!price.amount) return null
  return (
    <p className="text-lg text-slate-700">
      {price.label}: <strong>{price.amount}</strong>
    </p>
  )
}
