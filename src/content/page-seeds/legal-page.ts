import type { PageBlock } from '@/content/page-copy-schema'
import type { LegalPage } from '@/content/pages/page-blocks'
import { siteConfig } from '@/content/site'

/**
 * The contact record's e-mail address and phone number, as a legal page's blocks write them: the
 * page shows the record's values (`fillContact` in src/components/sections/legal-page-blocks.ts),
 * so a new address in the desk's Contact part reaches the policies without editing their words.
 */
export const contactTokens = { email: '{email}', phone: '{phone}' } as const

function withTokens(text: string): string {
  let written = text
  if (siteConfig.email) written = written.replaceAll(siteConfig.email, contactTokens.email)
  if (siteConfig.phone) written = written.replaceAll(siteConfig.phone, contactTokens.phone)
  return written
}

/**
 * A legal page as blocks: its hero, its effective date (a prose block titled with the label, the
 * date its one paragraph), then each section as a prose block (its id the section's anchor) and,
 * when the section has a list, a list block right after it.
 */
export function legalPageBlocks(page: LegalPage): PageBlock[] {
  return [
    { kind: 'hero', id: 'hero', title: page.title, lead: withTokens(page.lead) },
    {
      kind: 'prose',
      id: 'effective-date',
      title: 'Effective date',
      paragraphs: [page.effectiveDate],
    },
    ...page.sections.flatMap((section): PageBlock[] => [
      {
        kind: 'prose',
        id: section.id,
        title: section.heading,
        paragraphs: section.paragraphs.map(withTokens),
      },
      ...(section.list
        ? [{ kind: 'list' as const, id: `${section.id}-list`, items: section.list.map(withTokens) }]
        : []),
    ]),
  ]
}
