import type { FormEvent } from 'react'
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
