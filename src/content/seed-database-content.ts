import { seedPageCopy } from '@/content/page-copy-seed'
import { seedSiteContent } from '@/content/seed-site-content'
import type { SiteContent } from '@/content/site-content-schema'

/**
 * The database's first published version (`npm run site:seed` → supabase/seed.sql): the editable
 * records and every page's copy, all read from the content modules. Kept apart from
 * `seedSiteContent`, which every page's bundle holds: each page carries only its own copy.
 */
export const seedDatabaseContent = {
  ...seedSiteContent,
  pages: seedPageCopy,
} satisfies SiteContent
