import { telHref } from '@/config/launch-settings'
import { publishedContent } from '@/content/published'
import type { SiteConfig } from '@/content/schema'

const { contact } = publishedContent

/**
 * The organisation's details, in one place. Every mail/tel link on the site (footer, contact page,
 * recruitment page, legal pages) reads them from here. The e-mail, phone and postal address are
 * the published site content (edited in the desk's "Site" section); a build without a database
 * shows the launch settings VITE_CONTACT_EMAIL and VITE_CONTACT_PHONE (src/content/contact-defaults.ts).
 */
export const siteConfig = {
  brand: 'Idaho AI Alliance',
  shortBrand: 'IAIA',
  legalName: 'Idaho AI Alliance, a public-benefit corporation',
  tagline: {
    en: 'Preparing Idaho’s workforce for AI: training, contests, events and measurable impact.',
    es: 'Preparamos a la fuerza laboral de Idaho para la IA: capacitación, concursos, eventos y resultados medibles.',
  },
  state: 'Idaho',
  email: contact.email,
  phone: contact.phone,
  phoneHref: telHref(contact.phone),
  address: contact.address,
} satisfies SiteConfig
