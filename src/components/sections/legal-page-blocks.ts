import { siteConfig } from '@/content/site'

/**
 * The contact record's e-mail address and phone number, as a legal page's blocks write them
 * (src/content/page-seeds/privacy-policy.ts, terms-of-service.ts): the page shows the record's
 * values, so a new address in the desk's Contact part reaches the policies without editing their
 * words.
 */
const contactTokens = { email: '{email}', phone: '{phone}' } as const

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "October 7, 2025" → "2025-10-07" for the <time> element; other wording, no machine date. */
export function isoOfLongDate(text: string): string | undefined {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text.trim())
  const month = match ? months.indexOf(match[1] ?? '') : -1
  if (!match || month < 0) return undefined
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${(match[2] ?? '').padStart(2, '0')}`
}

/** The contact record's e-mail address and phone number where the words name them. */
export function fillContact(text: string): string {
  return text
    .replaceAll(contactTokens.email, siteConfig.email)
    .replaceAll(contactTokens.phone, siteConfig.phone)
}
