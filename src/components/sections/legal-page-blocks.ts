import type { PageCopyReader } from '@/components/sections/page-copy'
import type { PageBlock } from '@/content/page-copy-schema'
import type { LegalPage, LegalSection } from '@/content/pages/page-blocks'
import { contactTokens } from '@/content/page-seeds/legal-page'
import { siteConfig } from '@/content/site'

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

/**
 * A legal page read back from its blocks (src/content/page-seeds/legal-page.ts): the hero, the
 * effective date, then sections, each a prose block with the list block that follows it.
 */
export function legalPageFromBlocks({ block, blocks }: PageCopyReader): LegalPage & {
  effectiveDateLabel: string
} {
  const hero = block('hero', 'hero')
  const effective = block('effective-date', 'prose')
  const effectiveDate = effective.paragraphs[0] ?? ''
  const sections: LegalSection[] = []
  for (const item of blocks as readonly PageBlock[]) {
    if (item.id === 'hero' || item.id === 'effective-date') continue
    if (item.kind === 'prose') {
      sections.push({
        id: item.id,
        heading: item.title,
        paragraphs: item.paragraphs.map(fillContact),
      })
    } else if (item.kind === 'list') {
      const last = sections[sections.length - 1]
      if (last) last.list = item.items.map(fillContact)
    }
  }
  return {
    title: hero.title,
    lead: fillContact(hero.lead),
    effectiveDateLabel: effective.title,
    effectiveDate,
    effectiveDateIso: isoOfLongDate(effectiveDate) ?? '',
    sections,
  }
}
