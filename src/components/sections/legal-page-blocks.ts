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

/** The months as the Spanish pages write them ("7 de octubre de 2025"). */
const spanishMonths = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
]

/**
 * "October 7, 2025" or "7 de octubre de 2025" → "2025-10-07" for the <time> element; other
 * wording, no machine date.
 */
export function isoOfLongDate(text: string): string | undefined {
  const english = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text.trim())
  const spanish = /^(\d{1,2}) de ([a-z]+) de (\d{4})$/.exec(text.trim())
  const [day, month, year] = english
    ? [english[2], months.indexOf(english[1] ?? ''), english[3]]
    : spanish
      ? [spanish[1], spanishMonths.indexOf(spanish[2] ?? ''), spanish[3]]
      : ['', -1, '']
  if (month < 0 || !day || !year) return undefined
  return `${year}-${String(month + 1).padStart(2, '0')}-${day.padStart(2, '0')}`
}

/** The contact record's e-mail address and phone number where the words name them. */
export function fillContact(text: string): string {
  return text
    .replaceAll(contactTokens.email, siteConfig.email)
    .replaceAll(contactTokens.phone, siteConfig.phone)
}
