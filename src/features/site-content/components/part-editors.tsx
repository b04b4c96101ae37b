import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import type { Contact, SiteContent, SiteContentPart } from '@/content/site-content-schema'

type Save = <P extends SiteContentPart>(part: P, value: SiteContent[P]) => Promise<boolean>

function fields(form: HTMLFormElement) {
  const data = new FormData(form)
  return (name: string) => String(data.get(name) ?? '').trim()
}

/** The e-mail, phone and postal address in the footer and on the contact and legal pages. */
export function ContactEditor({ contact, save }: { contact: Contact; save: Save }) {
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const field = fields(event.currentTarget)
    const address = field('address')
    await save('contact', {
      email: field('email'),
      phone: field('phone'),
      ...(address ? { address } : {}),
    })
  }
  return (
    <form onSubmit={submit} aria-label="Contact details" className="grid gap-4 md:grid-cols-3">
      <div className="flex flex-col gap-1">
        <Label htmlFor="contact-email">E-mail</Label>
        <Input id="contact-email" name="email" defaultValue={contact.email} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="contact-phone">Phone</Label>
        <Input id="contact-phone" name="phone" defaultValue={contact.phone} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="contact-address">Postal address</Label>
        <Textarea id="contact-address" name="address" rows={2} defaultValue={contact.address} />
      </div>
      <div>
        <Button type="submit">Save contact details</Button>
      </div>
    </form>
  )
}

/** The home page's banner: empty, it announces the next upcoming event by itself. */
export function BannerEditor({ text, save }: { text: string | undefined; save: Save }) {
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = fields(event.currentTarget)('text')
    await save('banner', value ? { text: value } : {})
  }
  return (
    <form onSubmit={submit} aria-label="Home banner" className="flex flex-col gap-2">
      <Label htmlFor="banner-text">Banner text (leave empty to announce the next event)</Label>
      <Input id="banner-text" name="text" defaultValue={text} />
      <div>
        <Button type="submit">Save the banner</Button>
      </div>
    </form>
  )
}

const partLabels: Partial<Record<SiteContentPart, string>> = {
  goals: 'Goals (current figure, progress and "as of" date)',
  pilotGoals: 'Pilot goals',
  partners: 'Partners (name, tier, link, logo and its alt text)',
  partnerTiers: 'Partner tiers (benefits and an optional price)',
  timeline: 'Contest timeline (phases by cycle)',
}

/**
 * The structured parts without a form of their own yet, edited as their JSON. The schema checks
 * them on save and names the field at fault; a refused edit stays in the box.
 */
export function JsonPartEditor({
  part,
  value,
  save,
}: {
  part: SiteContentPart
  value: unknown
  save: Save
}) {
  const [text, setText] = useState(() => JSON.stringify(value, null, 2))
  const [syntax, setSyntax] = useState<string>()
  const id = `part-${part}`
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (error) {
      setSyntax(`Not valid JSON: ${error instanceof Error ? error.message : String(error)}`)
      return
    }
    setSyntax(undefined)
    await save(part, parsed as SiteContent[typeof part])
  }
  return (
    <form onSubmit={submit} aria-label={partLabels[part] ?? part} className="flex flex-col gap-2">
      <Label htmlFor={id}>{partLabels[part] ?? part}</Label>
      <Textarea
        id={id}
        rows={10}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="font-mono text-sm"
        aria-invalid={syntax ? true : undefined}
      />
      {syntax && (
        <p role="alert" className="text-destructive text-sm">
          {syntax}
        </p>
      )}
      <div>
        <Button type="submit" variant="outline">
          Save
        </Button>
      </div>
    </form>
  )
}
