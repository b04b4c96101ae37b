import { contactFrom } from '@/config/launch-settings'

// Vite replaces each `import.meta.env.VITE_*` at build time; unset, the defaults in launch-settings apply.
/**
 * The contact details a build without a database shows (and the seed starts from): the launch
 * settings VITE_CONTACT_EMAIL and VITE_CONTACT_PHONE. Once the initiative publishes its own in the
 * desk, the published content wins (src/content/site.ts).
 */
export const contactDefaults = contactFrom({
  VITE_CONTACT_EMAIL: import.meta.env.VITE_CONTACT_EMAIL,
  VITE_CONTACT_PHONE: import.meta.env.VITE_CONTACT_PHONE,
})
