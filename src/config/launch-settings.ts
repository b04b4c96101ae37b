/**
 * Everything that has to be right on launch day and that the site itself holds, in one place:
 * the public contact details, the external contest and event addresses, and the defaults of the
 * build variables. (The notification recipients and sender are the edge functions' secrets,
 * `NOTIFY_TO` and `MAIL_FROM`; README "Launching" lists every setting.) `npm run build` ends with
 * a launch check (scripts/check-launch-settings.ts) that lists each placeholder still in place.
 *
 * The contact details can differ per deployment (a staging copy, another state's alliance), so
 * the build environment sets them (`VITE_CONTACT_EMAIL`, `VITE_CONTACT_PHONE` in `.env` or the
 * host's build settings) and the values below are only the defaults. This module is plain data
 * without zod or `import.meta`, so the footer on every page stays light and the launch check can
 * read it from Node; the check validates what the environment sets and fails the build on an
 * invalid value.
 */

/** A value written here before it was confirmed by the initiative; the launch check lists it. */
export interface LaunchValue {
  value: string
  confirmed: boolean
}

/**
 * The local stack's URL and anon key are Supabase's published local-development values (the ones
 * `supabase start` prints), so with no `.env` the app talks to `npm start`'s stack.
 */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

/** The local stack's publishable key (`supabase start` prints the same value). */
export const LOCAL_SUPABASE_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'

/** Defaults used when the build environment does not set a value. */
export const launchDefaults = {
  contactEmail: { value: 'info@idahoaialliance.org', confirmed: false },
  // 555-01xx numbers are reserved for fiction: a placeholder by construction.
  contactPhone: { value: '(208) 555-0142', confirmed: false },
  siteUrl: { value: 'http://127.0.0.1:4173', confirmed: false },
} as const satisfies Record<string, LaunchValue>

/**
 * The external sites the contest and event pages link to. Set `confirmed: true` once the
 * initiative confirms an address is live and official; every page reading it follows.
 */
export const externalLinks = {
  aiScienceFair: { value: 'https://sciencefair.idahoaialliance.org/', confirmed: false },
  aiInnovationCompetition: { value: 'https://innovation.idahoaialliance.org/', confirmed: false },
  aiStartupAccelerator: { value: 'https://accelerator.idahoaialliance.org/', confirmed: false },
  aiUpskillingChallenge: { value: 'https://upskilling.idahoaialliance.org/', confirmed: false },
  idahoAiWeek: { value: 'https://www.idahoaiweek.org', confirmed: false },
  stateAiExpo: { value: 'https://www.idahoaiexpo.org', confirmed: false },
  aiEducationWeek: { value: 'https://www.aieducationweek.org', confirmed: false },
} as const satisfies Record<string, LaunchValue>

/** The build variables the contact details come from (Vite exposes `VITE_*` to the site). */
export interface ContactEnv {
  VITE_CONTACT_EMAIL?: string
  VITE_CONTACT_PHONE?: string
}

/** `(208) 555-0142` → `tel:+12085550142`: tel: links always follow the displayed number. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`
}

/** The public e-mail and phone: the build environment's values, else the defaults above. */
export function contactFrom(source: ContactEnv): {
  email: string
  phone: string
  phoneHref: string
} {
  const email = source.VITE_CONTACT_EMAIL?.trim() || launchDefaults.contactEmail.value
  const phone = source.VITE_CONTACT_PHONE?.trim() || launchDefaults.contactPhone.value
  return { email, phone, phoneHref: telHref(phone) }
}
