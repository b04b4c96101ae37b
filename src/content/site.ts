import type { SiteConfig } from '@/content/schema'

/**
 * The organisation's details, in one place. The e-mail address and phone number are the values to
 * replace before launch: every mail/tel link on the site (footer, contact page, recruitment page)
 * reads them from here.
 */
export const siteConfig = {
  brand: 'Idaho AI Alliance',
  shortBrand: 'IAIA',
  legalName: 'Idaho AI Alliance, a public-benefit corporation',
  tagline: 'Preparing Idaho’s workforce for AI: training, contests, events and measurable impact.',
  state: 'Idaho',
  // Replace before launch.
  email: 'info@idahoaialliance.org',
  // Replace before launch (keep phoneHref in step: E.164 form).
  phone: '(208) 555-0142',
  phoneHref: 'tel:+12085550142',
} satisfies SiteConfig
