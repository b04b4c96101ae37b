import { newsItemSchema, type NewsItem } from '@/content/site-content-schema'
import { slugOf } from './event-fields'

/**
 * An announcement's form as typed: every field a string, the text's paragraphs blank-line apart.
 * The picture itself is a file, not typed: it travels beside these as a `NewsPicture`.
 */
export type NewsFields = {
  title: string
  date: string
  summary: string
  body: string
  linkHref: string
  linkLabel: string
  imageAlt: string
}

/** The picture an announcement carries: the one it had, or one just chosen (its path set on upload). */
export type NewsPicture = { src: string; width?: number; height?: number }

/** The fields in the order the form shows them: focus goes to the first one refused. */
export const newsFieldOrder = [
  'title',
  'date',
  'summary',
  'body',
  'linkHref',
  'linkLabel',
  'image',
  'imageAlt',
] as const satisfies readonly (keyof NewsFields | 'image')[]
export type NewsField = (typeof newsFieldOrder)[number]

/** The link's words when the editor gives an address and no words. */
export const defaultLinkLabel = 'Read more'

export function blankNewsFields(today: string): NewsFields {
  return {
    title: '',
    date: today,
    summary: '',
    body: '',
    linkHref: '',
    linkLabel: '',
    imageAlt: '',
  }
}

/** A saved announcement as its form shows it, to edit it in place. */
export function newsFieldsOf(item: NewsItem): NewsFields {
  return {
    title: item.title,
    date: item.date,
    summary: item.summary,
    body: item.body.join('\n\n'),
    linkHref: item.link?.href ?? '',
    linkLabel: item.link?.label ?? '',
    imageAlt: item.image?.alt ?? '',
  }
}

/** The picture a saved announcement carries, without its alt text (which is typed). */
export function newsPictureOf(item: NewsItem | undefined): NewsPicture | undefined {
  if (!item?.image) return undefined
  const { alt: _alt, ...picture } = item.image
  return picture
}

/** Where a schema issue's path puts its message: the form's field for it. */
function fieldOf(path: readonly PropertyKey[]): NewsField | undefined {
  const [first, second] = path
  if (first === 'slug' || first === 'title') return 'title'
  if (first === 'date' || first === 'summary' || first === 'body') return first
  if (first === 'link') return second === 'label' ? 'linkLabel' : 'linkHref'
  if (first === 'image') return second === 'alt' ? 'imageAlt' : 'image'
  return undefined
}

type Checked =
  | { item: NewsItem; problems?: never }
  | { item?: never; problems: Partial<Record<NewsField, string>> }

/**
 * Checks the form with the content's own schema and puts each refusal beside its field. `slug` is
 * kept when an announcement is edited (its anchor and feed id stay); a new one takes it from its
 * title, and `taken` lists the short names other announcements use. `routes` are the site's pages,
 * which a link starting with / must name. `picture` is the one it carries, if any.
 */
export function checkNewsFields(
  fields: NewsFields,
  options: {
    slug?: string
    taken: readonly string[]
    routes: ReadonlySet<string>
    picture?: NewsPicture
  },
): Checked {
  const trim = (value: string) => value.trim()
  const href = trim(fields.linkHref)
  const label = trim(fields.linkLabel)
  const alt = trim(fields.imageAlt)
  const problems: Partial<Record<NewsField, string>> = {}
  const candidate = {
    slug: options.slug ?? slugOf(fields.title),
    title: trim(fields.title),
    date: trim(fields.date),
    summary: trim(fields.summary),
    body: fields.body
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
      .filter(Boolean),
    // Left empty, the announcement has no link (or no picture).
    ...(href ? { link: { href, label: label || defaultLinkLabel } } : {}),
    ...(options.picture ? { image: { ...options.picture, alt } } : {}),
  }
  const parsed = newsItemSchema.safeParse(candidate)
  if (!parsed.success) {
    // The title's own message before the short name's.
    const issues = [...parsed.error.issues].sort(
      (a, b) => Number(a.path[0] === 'slug') - Number(b.path[0] === 'slug'),
    )
    for (const issue of issues) {
      const field = fieldOf(issue.path)
      if (field) problems[field] ??= issue.message
    }
  }
  if (!href && label) {
    problems.linkHref ??= 'Enter the address the words lead to, or leave the words empty'
  }
  if (!options.picture && alt) {
    problems.image = 'Choose a picture for this alt text, or leave the alt text empty'
  }
  if (href.startsWith('/') && !problems.linkHref && !options.routes.has(href)) {
    problems.linkHref = `There is no page at ${href}: link to a page of this site, such as /events, or to an address starting with https://`
  }
  if (!problems.title && !options.slug && options.taken.includes(candidate.slug)) {
    problems.title = `An announcement called ${candidate.title} is already listed. Give this one another title, or edit that one`
  }
  if (Object.keys(problems).length > 0) return { problems }
  return { item: parsed.success ? parsed.data : (candidate as NewsItem) }
}
