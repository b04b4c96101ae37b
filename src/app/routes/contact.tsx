import { Mail, Phone, Clock } from 'lucide-react'
import { AppLink } from '@/components/ui/app-link'
import { PageHero } from '@/components/sections/page-hero'
import { Section } from '@/components/sections/section'
import { contactPage as page } from '@/content/pages/contact'
import { siteConfig } from '@/content/site'
import { ContactForm } from '@/features/contact/components/contact-form'

const linkClass = 'font-semibold text-primary underline hover:text-primary-hover'

export function Component() {
  const { channels } = page
  return (
    <>
      <PageHero {...page.hero} />
      <div className="max-w-content mx-auto grid gap-0 lg:grid-cols-[2fr_1fr] lg:gap-8">
        <Section id={page.form.id} title={page.form.title} intro={page.form.intro}>
          <ContactForm />
        </Section>
        <Section id={channels.id} title={channels.title}>
          <dl className="flex flex-col gap-5 text-lg">
            <div>
              <dt className="flex items-center gap-2 font-semibold">
                <Mail aria-hidden="true" className="text-primary size-5 shrink-0" />
                {channels.emailLabel}
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
                {channels.phoneLabel}
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
                {channels.hoursLabel}
              </dt>
              <dd className="pl-7">{channels.hours}</dd>
            </div>
          </dl>
          <p className="text-slate-700">{channels.response}</p>
          <div className="flex flex-col gap-2">
            <h3 className="text-lg font-semibold">{page.related.title}</h3>
            <ul className="flex flex-col gap-1">
              {page.related.links.map((link) => (
                <li key={link.href}>
                  <AppLink href={link.href} className={linkClass}>
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
