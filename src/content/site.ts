import { contactFrom } from '@/config/launch-settings'
import type { SiteConfig } from '@/content/schema'

// Vite replaces each `import.meta.env.VITE_*` at build time; unset, the defaults in launch-settings apply.
const contact = contactFrom({
  VITE_CONTACT_EMAIL: import.meta.env.VITE_CONTACT_EMAIL,
  VITE_CONTACT_PHONE: import.meta.env.VITE_CONTACT_PHONE,
})

/**
 * The organisation's details, in one place. Every mail/tel link on the site (footer, contact page,
 * recruitment page, legal pages) reads them from here. The e-mail and phone are launch settings
 * (src/config/launch-settings.ts): set VITE_CONTACT_EMAIL and VITE_CONTACT_PHONE for the build.
 */
export const siteConfig = {
  brand: 'Idaho AI Alliance',
  shortBrand: 'IAIA',
  legalName: 'Idaho AI Alliance, a public-benefit corporation',
  tagline: 'Preparing Idaho’s workforce for AI: training, contests, events and measurable impact.',
  state: 'Idaho',
  email: contact.email,
  phone: contact.phone,
  phoneHref: contact.phoneHref,
} satisfies SiteConfig
