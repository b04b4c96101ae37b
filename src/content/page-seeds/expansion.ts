import type { PageBlock } from '@/content/page-copy-schema'
import { expansionPage as page } from '@/content/pages/expansion'

/** /expansion as blocks: the page's seed, read from its content module. */
export default [
  { kind: 'hero', id: 'hero', ...page.hero },
  { kind: 'prose', id: 'why-expand', ...page.why },
  {
    kind: 'table',
    id: 'expansion-plan',
    title: page.phases.title,
    caption: page.phases.caption,
    columns: page.phases.columns,
    rows: page.phases.rows.map((row) => [row.period, row.target, row.text]),
  },
  { kind: 'list', id: 'state-chapter', ...page.chapter },
  { kind: 'cta', id: 'cta', ...page.cta },
] satisfies PageBlock[]
