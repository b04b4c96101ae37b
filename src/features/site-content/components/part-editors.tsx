import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import {
  bannerSchema,
  contactSchema,
  type Contact,
  type SiteContent,
  type SiteContentPart,
} from '@/content/site-content-schema'
import { FieldProblem, invalidProps, problemsOf } from './field-problem'

type Save = <P extends SiteContentPart>(part: P, value: SiteContent[P]) => Promise<boolean>

function fields(form: HTMLFormElement) {
  const data = new FormData(form)
  return (name: string) => String(data.get(name) ?? '').trim()
}

const contactOrder = ['email', 'phone', 'address'] as const

/**
 * The e-mail, phone and postal address in the footer and on the contact and legal pages. Checked
 * with the content's schema before saving: each refusal beside its field, focus on the first,
 * and what was typed stays (the fields keep their own text).
 */
export function ContactEditor({ contact, save }: { contact: Contact; save: Save }) {
  const [problems, setProblems] = useState<Record<string, string>>({})

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const field = fields(event.currentTarget)
    const address = field('address')
    const parsed = contactSchema.safeParse({
      email: field('email'),
      phone: field('phone'),
      ...(address ? { address } : {}),
    })
    if (!parsed.success) {
      const found = problemsOf(parsed.error.issues)
      setProblems(found)
      const first = contactOrder.find((name) => found[name])
      if (first) document.getElementById(`contact-${first}`)?.focus()
      return
    }
    setProblems({})
    await save('contact', parsed.data)
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Contact details"
      noValidate
      className="grid gap-4 md:grid-cols-3"
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor="contact-email">E-mail</Label>
        <FieldProblem id="contact-email" problem={problems.email} />
        <Input
          id="contact-email"
          name="email"
          type="email"
          defaultValue={contact.email}
          {...invalidProps('contact-email', problems.email)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="contact-phone">Phone</Label>
        <p id="contact-phone-hint" className="text-sm text-slate-700">
          For example (208) 555-0142
        </p>
        <FieldProblem id="contact-phone" problem={problems.phone} />
        <Input
          id="contact-phone"
          name="phone"
          type="tel"
          defaultValue={contact.phone}
          {...invalidProps('contact-phone', problems.phone, 'contact-phone-hint')}
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="contact-address">Postal address (optional)</Label>
        <FieldProblem id="contact-address" problem={problems.address} />
        <Textarea
          id="contact-address"
          name="address"
          rows={2}
          defaultValue={contact.address}
          {...invalidProps('contact-address', problems.address)}
        />
      </div>
      <div>
        <Button type="submit">Save contact details</Button>
      </div>
    </form>
  )
}

/** The home page's banner: empty, it announces the next upcoming event by itself. */
export function BannerEditor({ text, save }: { text: string | undefined; save: Save }) {
  const [problem, setProblem] = useState<string>()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = fields(event.currentTarget)('text')
    const parsed = bannerSchema.safeParse(value ? { text: value } : {})
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message)
      document.getElementById('banner-text')?.focus()
      return
    }
    setProblem(undefined)
    await save('banner', parsed.data)
  }

  return (
    <form onSubmit={submit} aria-label="Home banner" noValidate className="flex flex-col gap-2">
      <Label htmlFor="banner-text">Banner text (optional)</Label>
      <p id="banner-text-hint" className="text-sm text-slate-700">
        At most 120 characters. Leave it empty to announce the next event.
      </p>
      <FieldProblem id="banner-text" problem={problem} />
      <Input
        id="banner-text"
        name="text"
        defaultValue={text}
        {...invalidProps('banner-text', problem, 'banner-text-hint')}
      />
      <div>
        <Button type="submit">Save the banner</Button>
      </div>
    </form>
  )
}
