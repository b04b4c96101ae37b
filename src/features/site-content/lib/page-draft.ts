import { pageCopySchema, pageLinkProblems, type PageCopy } from '@/content/page-copy-schema'
import { blockFields, type FieldSpec } from './block-fields'

export type Path = (string | number)[]
export const pathKey = (path: Path) => path.join('.')

/** The value at `path`, or undefined. */
export function valueAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
    root,
  )
}

/** A copy of `root` with `value` at `path` (undefined removes it). */
export function withValueAt<T>(root: T, path: Path, value: unknown): T {
  const [key, ...rest] = path
  if (key === undefined) return value as T
  const container = (
    Array.isArray(root) ? [...(root as unknown[])] : { ...(root as Record<string, unknown>) }
  ) as Record<string | number, unknown>
  const next = withValueAt(container[key], rest, value)
  if (next === undefined && !Array.isArray(container)) delete container[key]
  else container[key] = next
  return container as T
}

const blank = (value: unknown) => typeof value === 'string' && value.trim() === ''

/** Optional fields left empty are left out (an empty price shows no price), never refused. */
function cleanRecord(record: Record<string, unknown>, specs: FieldSpec[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...record }
  for (const spec of specs) {
    const value = out[spec.key]
    if (spec.shape.type === 'records' && Array.isArray(value)) {
      const fields = spec.shape.fields
      out[spec.key] = value.map((item) => cleanRecord(item as Record<string, unknown>, fields))
    }
    if (!spec.optional) continue
    const link = value as { label?: string; href?: string } | undefined
    if (
      value === undefined ||
      blank(value) ||
      (Array.isArray(value) && value.length === 0) ||
      (spec.shape.type === 'link' && blank(link?.label ?? '') && blank(link?.href ?? ''))
    ) {
      delete out[spec.key]
    }
  }
  return out
}

export function cleanPage(page: PageCopy): PageCopy {
  const seo =
    page.seo && (blank(page.seo.title) && blank(page.seo.description) ? undefined : page.seo)
  return {
    ...(seo ? { seo } : {}),
    blocks: page.blocks.map((block) => cleanRecord(block, blockFields(block.kind)) as typeof block),
    ...(page.made ? { made: page.made } : {}),
    ...(page.retiredTo ? { retiredTo: page.retiredTo } : {}),
    // The page's Spanish travels with it (the Spanish view edits it; spanish-texts.ts).
    ...(page.translations ? { translations: page.translations } : {}),
  }
}

/**
 * The page checked as publish-site and the database will check it: each problem keyed by the
 * field it is about (`blocks.2.actions.0.href`), in the order of the page.
 */
export function pageProblems(
  page: PageCopy,
  routes: ReadonlySet<string>,
  /** The rules of a page made in the desk, which depend on the other pages (@schemas/made-pages). */
  madeProblems: (page: PageCopy) => { message: string; path: Path }[] = () => [],
): { value?: PageCopy; problems: Record<string, string> } {
  const problems: Record<string, string> = {}
  const parsed = pageCopySchema.safeParse(page)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems[pathKey(issue.path as Path)] ??= issue.message
  }
  for (const problem of pageLinkProblems(page, routes)) {
    problems[pathKey(problem.path)] ??= problem.message
  }
  for (const problem of madeProblems(page)) problems[pathKey(problem.path)] ??= problem.message
  return parsed.success && Object.keys(problems).length === 0
    ? { value: parsed.data, problems }
    : { problems }
}
