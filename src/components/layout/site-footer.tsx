import { Mail, Phone } from 'lucide-react'
import { memo } from 'react'
import { useCurrentLanguage } from '@/components/language/current-language'
import { layoutWords } from '@/components/layout/layout-words'
import { footerGroups, legalLinks, nameIn } from '@/content/navigation'
import { siteConfig } from '@/content/site'
import { SiteLink } from '@/components/layout/site-link'
import { GetUpdatesForm, useGetUpdatesWords } from '@/components/sections/get-updates-form'

const footerLink = 'rounded-sm text-slate-100 underline-offset-4 hover:underline'

function SiteFooterComponent() {
  const language = useCurrentLanguage()
  const words = layoutWords[language]
  const updatesWords = useGetUpdatesWords()
  return (
    <footer className="on-dark bg-slate-900 text-slate-200">
      <div className="max-w-content mx-auto grid gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <p className="text-lg font-bold text-white">{siteConfig.brand}</p>
          <p>{siteConfig.tagline[language]}</p>
          <h2 className="mt-4 text-base font-semibold text-white">{updatesWords.heading}</h2>
          <p className="text-sm">{updatesWords.text}</p>
          <GetUpdatesForm />
        </div>
        <nav
          aria-label={words.footerNavigation}
          className="grid gap-10 sm:grid-cols-2 lg:col-span-2"
        >
          {footerGroups.map((group) => (
            <div key={group.label} className="flex flex-col gap-3">
              <h2 className="text-base font-semibold text-white">{nameIn(group, language)}</h2>
              <ul className="flex list-none flex-col gap-2">
                {group.items.map((item) => (
                  <li key={item.href}>
                    <SiteLink to={item.href} className={footerLink}>
                      {nameIn(item, language)}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="flex flex-col gap-3">
          <h2 className="text-base font-semibold text-white">{words.contactHeading}</h2>
          <address className="flex flex-col gap-2 not-italic">
            <a
              href={`mailto:${siteConfig.email}`}
              className={`${footerLink} inline-flex items-center gap-2`}
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <span>
                <span className="sr-only">{words.email}</span>
                {siteConfig.email}
              </span>
            </a>
            <a
              href={siteConfig.phoneHref}
              className={`${footerLink} inline-flex items-center gap-2`}
            >
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              <span>
                <span className="sr-only">{words.phone}</span>
                {siteConfig.phone}
              </span>
            </a>
            {siteConfig.address && (
              <span className="whitespace-pre-line">{siteConfig.address}</span>
            )}
          </address>
        </div>
      </div>
      <div className="border-t border-slate-700">
        <div className="max-w-content mx-auto flex flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>© {siteConfig.legalName}</p>
          <ul aria-label={words.legalNavigation} className="flex list-none flex-wrap gap-4">
            {legalLinks.map((item) => (
              <li key={item.href}>
                <SiteLink to={item.href} className={footerLink}>
                  {nameIn(item, language)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}

/** Memoized: nothing in it changes with the page (its links follow the path themselves). */
export const SiteFooter = memo(SiteFooterComponent)
