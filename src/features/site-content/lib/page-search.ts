import type { PageBlock, PageBlockKind, PageCopy } from '@/content/page-copy-schema'
import {
  blockFields,
  blockName,
  fieldLabel,
  itemLabel,
  labelFields,
  type FieldSpec,
} from './block-fields'
import type { SearchEntry } from './search-entry'

/**
 * What the desk's search reads on the pages: every text of every block, labelled as the Pages
 * editor labels it (block-fields.ts), and the id of the field that shows it.
 */

/** The page as the Pages editor's "Page" list names it. */
export const pageName = (route: string, page: PageCopy) =>
  page.seo?.title ? `${route} – ${page.seo.title}` : route

/** The id page-field.tsx gives the control of the field at `path` on the page at `route`. */
export const pageFieldId = (route: string, path: (string | number)[]) =>
  `page${route.replace(/\//g, '-')}-${path.join('-')}`

// The words page-form.tsx and page-field.tsx write beside these fields themselves.
const seoLegend = 'Search engines'
const seoLabels = { title: 'Title in search results', description: 'Description in search results' }
const linkWordsLabel = 'Words of the link'

type Found = { where: string[]; path: (string | number)[]; text: string }

function linkWords(value: unknown, where: string[], path: (string | number)[]): Found[] {
  const label = (value as { label?: unknown } | undefined)?.label
  return typeof label === 'string'
    ? [{ where: [...where, linkWordsLabel], path: [...path, 'label'], text: label }]
    : []
}

/** The texts a field holds, each with its label path and its place in the page. */
function fieldTexts(
  value: unknown,
  spec: FieldSpec,
  kind: PageBlockKind,
  where: string[],
  path: (string | number)[],
  columns: readonly string[],
): Found[] {
  const label = [...where, fieldLabel(spec.key)]
  const items = Array.isArray(value) ? value : []
  const item = (index: number) => [...label, `${itemLabel(spec.key, kind)} ${index + 1}`]
  switch (spec.shape.type) {
    case 'text':
      return typeof value === 'string' ? [{ where: label, path, text: value }] : []
    case 'link':
      return linkWords(value, label, path)
    case 'labels':
      return []
    case 'texts':
      return items.flatMap((text, index) =>
        typeof text === 'string' ? [{ where: item(index), path: [...path, index], text }] : [],
      )
    case 'links':
      return items.flatMap((link, index) => linkWords(link, item(index), [...path, index]))
    case 'rows':
      return items.flatMap((row: unknown, index) =>
        (Array.isArray(row) ? row : []).flatMap((cell: unknown, at) =>
          typeof cell === 'string'
            ? [
                {
                  where: [...label, `Row ${index + 1}: ${columns[at] ?? `cell ${at + 1}`}`],
                  path: [...path, index, at],
                  text: cell,
                },
              ]
            : [],
        ),
      )
    case 'records': {
      const fields = spec.shape.fields
      return items.flatMap((record: unknown, index) =>
        fields.flatMap((field) =>
          fieldTexts(
            (record as Record<string, unknown> | undefined)?.[field.key],
            field,
            kind,
            item(index),
            [...path, index, field.key],
            columns,
          ),
        ),
      )
    }
  }
}

function blockTexts(block: PageBlock, index: number): Found[] {
  const where = [blockName(block)]
  if (block.kind === 'labels') {
    return labelFields(block.id).flatMap((field) => {
      const text = block.labels[field.key]
      return typeof text === 'string'
        ? [{ where: [...where, field.label], path: ['blocks', index, 'labels', field.key], text }]
        : []
    })
  }
  const record = block as Record<string, unknown>
  const columns = Array.isArray(record.columns) ? (record.columns as string[]) : []
  return blockFields(block.kind).flatMap((spec) =>
    fieldTexts(record[spec.key], spec, block.kind, where, ['blocks', index, spec.key], columns),
  )
}

export function pageEntries(route: string, page: PageCopy): SearchEntry[] {
  const seo: Found[] = page.seo
    ? (['title', 'description'] as const).map((key) => ({
        where: [seoLegend, seoLabels[key]],
        path: ['seo', key],
        text: page.seo?.[key] ?? '',
      }))
    : []
  const found = [...seo, ...page.blocks.flatMap(blockTexts)]
  return found.map((entry) => {
    const fieldId = pageFieldId(route, entry.path)
    return {
      key: fieldId,
      part: 'pages',
      where: ['Pages', pageName(route, page), ...entry.where],
      text: entry.text,
      target: { kind: 'page', route, fieldId },
    }
  })
}
