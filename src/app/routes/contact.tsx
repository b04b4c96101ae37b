import published from 'virtual:page-copy/contact'
import { Mail, Phone, Clock } from 'lucide-react'
import { AppLink } from '@/components/ui/app-link'
import { PageHero } from '@/components/sections/page-hero'
import { usePageCopy } from '@/components/sections/page-copy'
import { Section } from '@/components/sections/section'
import { paths } from '@/config/paths'
import { siteConfig } from '@/content/site'
import { ContactForm } from '@/features/contact/components/contact-form'

const linkClass = 'font-semibold text-primary underline hover:text-primary-hover'

export function Component() {
  const { block } = usePageCopy(paths.contact, published)
  const hero = block('hero', 'hero')
  const form = block('contact-form', 'prose')
  const channels = block('other-ways', 'list')
  const [emailLabel, phoneLabel] = channels.items
  const hours = block('office-hours', 'prose')
  const [hoursText, ...response] = hours.paragraphs
  const related = block('looking-for', 'links')
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={hero.actions} />
      <div className="max-w-content mx-auto grid gap-0 lg:grid-cols-[2fr_1fr] lg:gap-8">
        <Section id={form.id} title={form.title} intro={form.paragraphs}>
          <ContactForm />
        </Section>
        <Section id={channels.id} title={channels.title ?? ''} intro={channels.intro}>
          <dl className="flex flex-col gap-5 text-lg">
            <div>
              <dt className="flex items-center gap-2 font-semibold">
                <Mail aria-hidden="true" className="text-primary size-5 shrink-0" />
                {emailLabel}
              </dt>
              <dd className="pl-7">
                <a href={`mailto:${siteConfig.email}`} className={linkClass}>
                  {siteConfig.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 font-semibold">
                <Phone aria-hidden="true" className="text-primary size-5 shrink-0" />
                {phoneLabel}
              </dt>
              <dd className="pl-7">
                <a href={siteConfig.phoneHref} className={linkClass}>
                  {siteConfig.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 font-semibold">
                <Clock aria-hidden="true" className="text-primary size-5 shrink-0" />
                {hours.title}
              </dt>
              <dd className="pl-7">{hoursText}</dd>
            </div>
          </dl>
          {response.map((paragraph) => (
            <p key={paragraph} className="text-slate-700">
              {paragraph}
            </p>
          ))}
          <div className="flex flex-col gap-2">
            <h3 className="text-lg font-semibold">{related.title}</h3>
            <ul className="flex flex-col gap-1">
              {related.links.map((link) => (
                <li key={link.href}>
                  <AppLink href={link.href} external={link.external} className={linkClass}>
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </div>
        </Section>
      </div>
    </>
  )
}
