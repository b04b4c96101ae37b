import { siteContentPartSchemas, type PartnerTier } from '@/content/site-content-schema'
import { linesOf, optionalText } from '../lib/optional-text'
import { ListEditor, newRowKey, type Row } from './list-editor'
import { RowField } from './row-field'

const toRow = (tier: PartnerTier): Row => ({
  key: newRowKey(),
  name: tier.name,
  description: tier.description,
  benefits: tier.benefits.join('\n'),
  price: tier.price ?? '',
})

const toTiers = (rows: Row[]) =>
  rows.map((row) => ({
    name: row.name ?? '',
    description: row.description ?? '',
    benefits: linesOf(row.benefits),
    ...optionalText('price', row.price),
  }))

/** The partner tiers on the partners page and in the partner form: benefits and optional price. */
export function TiersEditor({
  tiers,
  save,
}: {
  tiers: PartnerTier[]
  save: (tiers: PartnerTier[]) => Promise<boolean>
}) {
  return (
    <ListEditor
      title="Partner tiers"
      noun="tier"
      idPrefix="tiers"
      saveLabel="Save the partner tiers"
      initialRows={tiers.map(toRow)}
      blank={() => ({ key: newRowKey(), name: '', description: '', benefits: '', price: '' })}
      firstField="name"
      nameOf={(row) => row.name ?? ''}
      toValue={toTiers}
      schema={siteContentPartSchemas.partnerTiers}
      save={(value) => save(value as PartnerTier[])}
      renderRow={(row, fields) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <RowField row={row} fields={fields} name="name" label="Tier name" />
          <RowField
            row={row}
            fields={fields}
            name="price"
            label="Price or range (optional)"
            hint="e.g. $5,000–$10,000"
          />
          <RowField
            row={row}
            fields={fields}
            name="description"
            label="Description"
            className="sm:col-span-2"
          />
          <RowField
            row={row}
            fields={fields}
            name="benefits"
            label="Benefits (one a line)"
            lines
            className="sm:col-span-2"
          />
        </div>
      )}
    />
  )
}
