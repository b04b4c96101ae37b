import { type ChangeEvent, type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { partnerSchema, type Partner, type PartnerTier } from '@/content/site-content-schema'
import { siteImagePreviewUrl, uploadSiteImage } from '../api/upload-site-image'
import { useChosenImage } from '../hooks/use-chosen-image'
import { PARTNER_LOGO_TYPES, partnerLogoKind } from '../lib/partner-logo'
import { ConfirmChange } from './confirm-change'
import { FieldProblem, invalidProps, problemsOf } from './field-problem'
import { PartnerEditForm } from './partner-edit-form'

/** The add form's fields in the order it shows them: focus goes to the first refused. */
const addOrder = ['name', 'tier', 'url', 'logo', 'alt'] as const

/**
 * The partners shown on /partners: each one's name, tier, link and logo with the alt text the
 * editor writes. A logo is checked here (type, size and its actual bytes) before it is uploaded
 * to the partner-logos bucket; the partner is checked with the content's own zod schema.
 */
export function PartnersEditor({
  partners,
  tiers,
  onChange,
}: {
  partners: Partner[]
  tiers: PartnerTier[]
  onChange: (partners: Partner[]) => Promise<boolean>
}) {
  const { chosen: logo, choose, clear: clearLogo } = useChosenImage(partnerLogoKind)
  // Each refusal by its field: name, tier, url, logo (the file) or alt (its alt text).
  const [problems, setProblems] = useState<Record<string, string>>({})
  const setProblem = (field: string, message: string) => {
    setProblems({ [field]: message })
    document.getElementById(`partner-${field === 'alt' ? 'logo-alt' : field}`)?.focus()
  }
  const [busy, setBusy] = useState(false)
  const [editing, setEditing] = useState<number>()
  const [removing, setRemoving] = useState<number>()

  async function chooseLogo(event: ChangeEvent<HTMLInputElement>) {
    setProblems(({ logo: _logo, alt: _alt, ...rest }) => rest)
    const refused = await choose(event)
    if (refused) setProblem('logo', refused)
  }

  async function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault()
    const form = formEvent.currentTarget
    const field = (name: string) => String(new FormData(form).get(name) ?? '').trim()
    const url = field('url')
    const alt = field('alt')
    // Checked with a stand-in path first, so nothing is uploaded for a partner the schema refuses.
    const candidate = {
      name: field('name'),
      tier: field('tier'),
      ...(url ? { url } : {}),
      ...(logo
        ? {
            logo: {
              src: '/partner-logos/pending.png',
              width: logo.width,
              height: logo.height,
              alt,
            },
          }
        : {}),
    }
    const checked = partnerSchema.safeParse(candidate)
    if (!checked.success) {
      const found = problemsOf(checked.error.issues, (path) =>
        path[0] === 'logo' ? 'alt' : String(path[0]),
      )
      setProblems(found)
      const first = addOrder.find((field) => found[field])
      if (first) document.getElementById(`partner-${first === 'alt' ? 'logo-alt' : first}`)?.focus()
      return
    }
    setProblems({})
    setBusy(true)
    try {
      let partner: Partner = checked.data
      if (logo && partner.logo) {
        const src = await uploadSiteImage(partnerLogoKind, logo.file, logo.type)
        partner = { ...partner, logo: { ...partner.logo, src } }
      }
      // The form keeps what was typed when the save is refused, so nothing is lost.
      if (await onChange([...partners, partner])) {
        form.reset()
        clearLogo()
      }
    } catch (error) {
      // An upload refused by the bucket is about the logo: said beside it.
      setProblem('logo', error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {partners.length === 0 ? (
        <p>No partners are listed yet.</p>
      ) : (
        <ul className="flex list-none flex-col gap-2 p-0" aria-label="Partners">
          {partners.map((partner, index) => (
            <li
              key={`${partner.name}-${index}`}
              className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span className="flex items-center gap-3">
                  {partner.logo && (
                    <img
                      src={siteImagePreviewUrl(partnerLogoKind, partner.logo.src)}
                      alt={partner.logo.alt}
                      width={partner.logo.width}
                      height={partner.logo.height}
                      className="h-10 w-auto"
                    />
                  )}
                  <span>
                    <strong>{partner.name}</strong>: {partner.tier}
                  </span>
                </span>
                {editing !== index && (
                  <span className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit ${partner.name}`}
                      onClick={() => setEditing(index)}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${partner.name}`}
                      onClick={() => setRemoving(index)}
                    >
                      Remove
                    </Button>
                  </span>
                )}
              </div>
              {editing === index && (
                <PartnerEditForm
                  partner={partner}
                  tiers={tiers}
                  onCancel={() => setEditing(undefined)}
                  onSave={async (changed) => {
                    const saved = await onChange(
                      partners.map((other, at) => (at === index ? changed : other)),
                    )
                    if (saved) setEditing(undefined)
                    return saved
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {removing !== undefined && partners[removing] && (
        <ConfirmChange
          title={`Remove ${partners[removing].name}?`}
          lead="The partner leaves the draft. Visitors still see it until you publish."
          changes={[
            {
              part: 'partners',
              label: 'Partners',
              items: [{ kind: 'removed', item: partners[removing].name, fields: [] }],
            },
          ]}
          confirmLabel={`Remove ${partners[removing].name}`}
          busy={busy}
          onConfirm={async () => {
            setBusy(true)
            await onChange(partners.filter((_, other) => other !== removing))
            setBusy(false)
            setRemoving(undefined)
          }}
          onClose={() => setRemoving(undefined)}
        />
      )}
      <h3 className="text-lg font-semibold">Add a partner</h3>
      <form
        onSubmit={submit}
        aria-label="Add a partner"
        noValidate
        className="grid gap-4 md:grid-cols-2"
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor="partner-name">Partner name</Label>
          <FieldProblem id="partner-name" problem={problems.name} />
          <Input id="partner-name" name="name" {...invalidProps('partner-name', problems.name)} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="partner-tier">Tier</Label>
          <FieldProblem id="partner-tier" problem={problems.tier} />
          <select
            id="partner-tier"
            name="tier"
            className="min-h-10 rounded-md border border-slate-500 bg-white px-3"
            {...invalidProps('partner-tier', problems.tier)}
          >
            {tiers.map((tier) => (
              <option key={tier.name} value={tier.name}>
                {tier.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="partner-url">Partner website (optional)</Label>
          <p id="partner-url-hint" className="text-sm text-slate-700">
            A full address starting with https://. Leave it empty if the partner has no website.
          </p>
          <FieldProblem id="partner-url" problem={problems.url} />
          <Input
            id="partner-url"
            name="url"
            type="url"
            placeholder="https://…"
            {...invalidProps('partner-url', problems.url, 'partner-url-hint')}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="partner-logo">Logo (optional)</Label>
          <p id="partner-logo-hint" className="text-sm text-slate-700">
            PNG, JPEG or WebP, at most 1 MB
          </p>
          <FieldProblem id="partner-logo" problem={problems.logo} />
          <Input
            id="partner-logo"
            name="logo"
            type="file"
            accept={PARTNER_LOGO_TYPES.join(',')}
            onChange={chooseLogo}
            {...invalidProps('partner-logo', problems.logo, 'partner-logo-hint')}
          />
        </div>
        {logo && (
          <div className="flex flex-col gap-2 md:col-span-2">
            <img
              src={logo.previewUrl}
              alt="Preview of the chosen logo"
              width={logo.width}
              height={logo.height}
              className="h-16 w-auto self-start rounded border border-slate-300 bg-white p-1"
            />
            <Label htmlFor="partner-logo-alt">
              Logo alt text (what the logo says, for screen readers)
            </Label>
            <FieldProblem id="partner-logo-alt" problem={problems.alt} />
            <Input
              id="partner-logo-alt"
              name="alt"
              {...invalidProps('partner-logo-alt', problems.alt)}
            />
          </div>
        )}
        <div className="md:col-span-2">
          <Button type="submit" disabled={busy}>
            Add the partner to the draft
          </Button>
        </div>
      </form>
    </div>
  )
}
