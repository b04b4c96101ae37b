import { type FormEvent, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { partnerSchema, type Partner, type PartnerTier } from '@/content/site-content-schema'

type Field = 'name' | 'tier' | 'url' | 'alt'
const order: Field[] = ['name', 'tier', 'url', 'alt']

/**
 * One partner edited where it stands: name, tier, website and the logo's alt text (the logo
 * itself stays; to change it, remove the partner and add it again with the new one). Each
 * refusal is shown beside its field and focus moves to the first; nothing typed is lost.
 */
export function PartnerEditForm({
  partner,
  tiers,
  onSave,
  onCancel,
}: {
  partner: Partner
  tiers: PartnerTier[]
  onSave: (partner: Partner) => Promise<boolean>
  onCancel: () => void
}) {
  const prefix = useId()
  const [fields, setFields] = useState<Record<Field, string>>({
    name: partner.name,
    tier: partner.tier,
    url: partner.url ?? '',
    alt: partner.logo?.alt ?? '',
  })
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({})
  const [busy, setBusy] = useState(false)
  const id = (field: Field) => `${prefix}-${field}`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const url = fields.url.trim()
    const { url: _old, ...rest } = partner
    const candidate = {
      ...rest,
      name: fields.name.trim(),
      tier: fields.tier,
      ...(url ? { url } : {}),
      ...(partner.logo ? { logo: { ...partner.logo, alt: fields.alt.trim() } } : {}),
    }
    const parsed = partnerSchema.safeParse(candidate)
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) {
        const field = (issue.path[0] === 'logo' ? 'alt' : issue.path[0]) as Field
        if (order.includes(field)) found[field] ??= issue.message
      }
      setProblems(found)
      const first = order.find((field) => found[field])
      if (first) document.getElementById(id(first))?.focus()
      return
    }
    setProblems({})
    setBusy(true)
    await onSave(parsed.data)
    setBusy(false)
  }

  const described = (field: Field) => (problems[field] ? `${id(field)}-problem` : undefined)
  const problem = (field: Field) =>
    problems[field] && (
      <p id={`${id(field)}-problem`} className="text-destructive text-sm font-semibold">
        {problems[field]}
      </p>
    )
  const set = (field: Field) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }))

  return (
    <form
      onSubmit={submit}
      aria-label={`Edit ${partner.name}`}
      noValidate
      className="grid gap-4 md:grid-cols-2"
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor={id('name')}>Partner name</Label>
        {problem('name')}
        <Input
          id={id('name')}
          value={fields.name}
          aria-invalid={problems.name ? true : undefined}
          aria-describedby={described('name')}
          onChange={(event) => set('name')(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={id('tier')}>Tier</Label>
        {problem('tier')}
        <select
          id={id('tier')}
          value={fields.tier}
          aria-invalid={problems.tier ? true : undefined}
          aria-describedby={described('tier')}
          onChange={(event) => set('tier')(event.target.value)}
          className="min-h-10 rounded-md border border-slate-500 bg-white px-3"
        >
          {tiers.map((tier) => (
            <option key={tier.name} value={tier.name}>
              {tier.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={id('url')}>Partner website (optional)</Label>
        {problem('url')}
        <Input
          id={id('url')}
          type="url"
          value={fields.url}
          placeholder="https://…"
          aria-invalid={problems.url ? true : undefined}
          aria-describedby={described('url')}
          onChange={(event) => set('url')(event.target.value)}
        />
      </div>
      {partner.logo && (
        <div className="flex flex-col gap-1">
          <Label htmlFor={id('alt')}>Logo alt text (what the logo says, for screen readers)</Label>
          {problem('alt')}
          <Input
            id={id('alt')}
            value={fields.alt}
            aria-invalid={problems.alt ? true : undefined}
            aria-describedby={described('alt')}
            onChange={(event) => set('alt')(event.target.value)}
          />
        </div>
      )}
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <Button type="submit" disabled={busy}>
          Save this partner
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
