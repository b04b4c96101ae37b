import { z } from 'zod'
import { madePageSchema } from './made-pages.ts'
import { translationProblems } from './translated-texts.ts'

/**
 * The public pages as the initiative edits them in the desk ("Site" › Pages): a page is its title
 * and description for search engines and an ordered list of blocks, its structure and its words
 * together. Each kind of block (hero, prose, list, steps, cards, table, FAQ, call to action,
 * price, links, …) has one schema here, shared by every page, with each refusal written for an
 * editor; the union at the end names every kind once. On an arranged page editors add, move,
 * duplicate and remove blocks; the site draws each by its kind (RenderBlocks).
 *
 * Pages are keyed by their route ("/ai-coaching-certification"); every public route has an entry,
 * so an internal link is checked against the pages themselves (`pageLinkProblems`), in the desk,
 * in `publish-site` and in the build alike. The database repeats the check
 * (private.page_copy_problem, supabase/migrations/20251101055000_site_content_rules.sql).
 */

const text = (message: string) => z.string().trim().min(1, message)
const optionalText = z.string().trim().min(1).optional()

/** An address on this site (/contact, /contact?subject=general, /about#team) or on the web (https://). */
export const pageHrefSchema = z
  .string()
  .trim()
  .refine(
    (href) => isInternalHref(href) || isExternalHref(href),
    'Write the address of a page of this site, starting with / (such as /contact), or a web address starting with https://',
  )

export function isInternalHref(href: string): boolean {
  return /^\/[a-z0-9\-/]*(\?[\w\-=&%.]*)?(#[\w-]+)?$/.test(href)
}

export function isExternalHref(href: string): boolean {
  if (!/^https:\/\/\S+$/.test(href)) return false
  try {
    return Boolean(new URL(href).hostname.includes('.'))
  } catch {
    return false
  }
}

/** The route an internal address names, without its query or fragment. */
export function routeOf(href: string): string {
  const path = href.split(/[?#]/)[0] ?? href
  return path.length > 1 ? path.replace(/\/$/, '') : path
}

export const pageLinkSchema = z.object({
  label: text('Write the link’s words'),
  href: pageHrefSchema,
  /** Opens in a new tab and says so to screen readers (external sites). */
  external: z.boolean().optional(),
})
export type PageLink = z.infer<typeof pageLinkSchema>

const blockId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
const heading = text('Write the heading')
const optionalHeading = optionalText
const itemsOf = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item).min(1, `Keep at least one ${what}`)

/** The page's single h1, its lead paragraph and up to three calls to action. */
export const heroBlockSchema = z.object({
  kind: z.literal('hero'),
  id: blockId,
  eyebrow: optionalText,
  title: heading,
  lead: text('Write the lead paragraph'),
  actions: z.array(pageLinkSchema).max(3, 'At most three buttons').optional(),
})

/** A titled section of paragraphs, with an optional link to the page that covers it in full. */
export const proseBlockSchema = z.object({
  kind: z.literal('prose'),
  id: blockId,
  title: heading,
  paragraphs: z.array(text('Write the paragraph, or remove it')),
  more: pageLinkSchema.optional(),
})

/** A bulleted list, with an optional heading, introduction and closing note. */
export const listBlockSchema = z.object({
  kind: z.literal('list'),
  id: blockId,
  title: optionalHeading,
  intro: optionalText,
  items: itemsOf(text('Write the item, or remove it'), 'item'),
  note: optionalText,
})

/** Numbered steps (modules, phases, a journey), with an optional action after them. */
export const stepsBlockSchema = z.object({
  kind: z.literal('steps'),
  id: blockId,
  title: optionalHeading,
  intro: optionalText,
  items: itemsOf(
    z.object({
      title: text('Write the step’s title'),
      description: text('Write what happens in this step'),
    }),
    'step',
  ),
  action: pageLinkSchema.optional(),
})

/** Cards: each an h3 title, text, an optional list and link. */
export const cardsBlockSchema = z.object({
  kind: z.literal('cards'),
  id: blockId,
  title: optionalHeading,
  intro: optionalText,
  cards: itemsOf(
    z.object({
      title: text('Write the card’s title'),
      text: text('Write the card’s text'),
      items: z.array(text('Write the item, or remove it')).optional(),
      link: pageLinkSchema.optional(),
    }),
    'card',
  ),
})

/** A table: caption, column headers, rows of cells (the first cell heads its row). */
export const tableBlockSchema = z
  .object({
    kind: z.literal('table'),
    id: blockId,
    title: optionalHeading,
    intro: optionalText,
    caption: text('Write the table’s caption'),
    columns: itemsOf(text('Write the column’s header'), 'column'),
    rows: itemsOf(z.array(text('Write the cell, or remove the row')), 'row'),
    note: optionalText,
  })
  .superRefine((table, context) => {
    table.rows.forEach((row, index) => {
      if (row.length !== table.columns.length) {
        context.addIssue({
          code: 'custom',
          message: `Give this row ${table.columns.length} cells, one per column`,
          path: ['rows', index],
        })
      }
    })
  })

/** Questions and answers. */
export const faqBlockSchema = z.object({
  kind: z.literal('faq'),
  id: blockId,
  title: heading,
  items: itemsOf(
    z.object({
      question: text('Write the question'),
      answer: text('Write the answer'),
    }),
    'question',
  ),
})

/** The closing band: a heading, a sentence and its buttons. */
export const ctaBlockSchema = z.object({
  kind: z.literal('cta'),
  id: blockId,
  title: heading,
  text: text('Write the sentence under the heading'),
  actions: itemsOf(pageLinkSchema, 'button').max(3, 'At most three buttons'),
  note: optionalText,
})

/** A price or range the initiative publishes ("$1,500 per school"); shown only when filled. */
export const priceBlockSchema = z.object({
  kind: z.literal('price'),
  id: blockId,
  label: text('Write what the price is for'),
  amount: z.string().trim().min(1).max(60, 'The price holds at most 60 characters').optional(),
})

/** A titled list of links to other pages ("Looking for something else?"). */
export const linksBlockSchema = z.object({
  kind: z.literal('links'),
  id: blockId,
  title: optionalHeading,
  intro: optionalText,
  links: itemsOf(pageLinkSchema, 'link'),
})

// ---------------------------------------------------------------------------------------------
// Kinds added for the technology platform's product pages (each in the union at the end, with
// its name, and in the database's list of kinds).

/** A sentence that points to a related page, with its link after it ("… Read about our goals"). */
export const relatedBlockSchema = z.object({
  kind: z.literal('related'),
  id: blockId,
  text: text('Write the sentence before the link'),
  link: pageLinkSchema,
})

/**
 * A training pathway's facts (`pathwaySchema` in src/content/schema.ts without its slug, address
 * and icon, which are the site's structure): the record lives on the pathway's own page, and every
 * page that states its level or duration (/training-programs, /programs, /ai-coaches, the home
 * page's areas) reads it from there, so "12–16 weeks, hybrid" is corrected in one place.
 */
export const pathwayBlockSchema = z.object({
  kind: z.literal('pathway'),
  id: blockId,
  name: text('Write the pathway’s name'),
  level: text('Write the level, such as Foundation'),
  stage: optionalText,
  duration: text('Write how long the pathway takes, such as 12–16 weeks, hybrid'),
  summary: text('Write the summary shown on the pathway’s card'),
  prerequisites: text('Write what a participant needs first, or None'),
})
export type PathwayBlock = z.infer<typeof pathwayBlockSchema>

// ---------------------------------------------------------------------------------------------
// The competitions (a list several pages share, so it is written once). Named in
// private.page_copy_problem (migration 20251101060000_site_content.sql), which also refuses a
// competition without its words.

/**
 * One competition's words (`competitionSchema` in src/content/schema.ts without its slug, address
 * and icon: the block's id is the slug, and the address is a launch setting): /join-competition
 * holds one block per competition, and the home page's contest cards and /programs read them
 * from there, so a competition is described in one place.
 */
export const competitionBlockSchema = z.object({
  kind: z.literal('competition'),
  id: blockId,
  name: text('Write the competition’s name'),
  audience: text('Write who the competition is for, such as K-12 students'),
  description: text('Write what the competition is'),
  benefits: itemsOf(text('Write what participants get, or remove it'), 'thing participants get'),
})
export type CompetitionBlock = z.infer<typeof competitionBlockSchema>

// ---------------------------------------------------------------------------------------------
// The words around records, so editors change them too: the labels of cards and tables fed by
// records (an event's state, "Discuss this tier") and the sentences that quote a record's dates. A
// `labels` block holds named words; which names a block holds is fixed by its id (`labelSets`),
// each is required, and a sentence keeps the placeholders the page fills from the record
// ({date}, as the legal pages keep {email}). private.page_copy_problem (migration
// 20251101060000_site_content.sql) accepts the kind and checks its shape.

/** One named word or sentence: what the desk calls it, and the placeholders it must keep. */
type LabelSpec = { name: string; placeholders?: readonly string[] }

/** The names each `labels` block holds, by block id (the page's structure, fixed by its route). */
export const labelSets = {
  /** /events: an event's card, also the state words on /programs' events area. */
  'event-cards': {
    when: { name: 'Label before the event’s dates' },
    where: { name: 'Label before the event’s place' },
    highlights: { name: 'Heading of the event’s highlights' },
    link: { name: 'Words of the link to the event’s website' },
    upcoming: { name: 'State of an event still to come' },
    now: { name: 'State of an event taking place' },
    past: { name: 'State of an event that has ended' },
    // Search results show about 160 characters: the first of these that fits once filled in is used.
    'search-description': {
      name: 'Description in search results while an event is ahead, with every event’s name',
      placeholders: ['event', 'dates', 'place', 'events'],
    },
    'search-description-short': {
      name: 'The same, shorter, used when the names make it longer than 160 characters',
      placeholders: ['event', 'dates', 'place'],
    },
    'search-description-none-ahead': {
      name: 'Description in search results while no event is ahead',
      placeholders: ['events'],
    },
    'search-description-fallback': {
      name: 'Description in search results when the others are longer than 160 characters',
    },
  },
  /** /partners: a partner tier's card; the heading is also used on /, /about and the partner list. */
  'partner-tier-cards': {
    title: { name: 'Title of a tier’s card on /partners', placeholders: ['tier'] },
    heading: {
      name: 'Heading of a tier on /, /about and the partner list',
      placeholders: ['tier'],
    },
    price: { name: 'Label before the tier’s price' },
    benefits: { name: 'Heading of the tier’s benefits' },
    link: { name: 'Words of the link to discuss the tier' },
  },
  /** /join-competition: a competition's card (the competitions themselves are `competition` blocks). */
  'competition-cards': {
    audience: { name: 'Label before who a competition is for' },
    benefits: { name: 'Heading of what participants get' },
    link: { name: 'Words of the link to the competition’s own site' },
    'view-all': { name: 'Words of the hero’s button that scrolls to the competitions' },
    'home-link': { name: 'Words of the link on the home page’s competition cards' },
  },
  /** /join-competition: the key dates, quoting the current cycle's phases. */
  'key-dates-sentence': {
    sentence: {
      name: 'Key dates, while the phases have dates',
      placeholders: ['opens', 'deadline', 'time', 'showcase'],
    },
    undated: { name: 'Key dates, while the phases have no dates' },
  },
  /** /training-programs: a pathway's card and facts, also on /ai-coaches and each pathway's page. */
  'pathway-cards': {
    level: { name: 'Label before a pathway’s level (on its own page)' },
    duration: { name: 'Label before a pathway’s duration' },
    prerequisites: { name: 'Label before a pathway’s prerequisites' },
    link: { name: 'Words of the link to a pathway’s page', placeholders: ['pathway'] },
  },
  /** /timeline: the sentences that quote the current cycle's dates. */
  'date-sentences': {
    span: {
      name: 'First sentence of the lead, with the dates',
      placeholders: ['opens', 'showcase'],
    },
    'span-undated': { name: 'First sentence of the lead, while the phases have no dates' },
    deadline: {
      name: 'Last note, with the deadline',
      placeholders: ['time', 'date'],
    },
    'deadline-undated': { name: 'Last note, while there is no deadline phase' },
    'search-description': {
      name: 'Description in search results, with the dates (used while at most 160 characters filled in)',
      placeholders: ['deadline', 'showcase'],
    },
    'search-description-undated': {
      name: 'Description in search results, while the phases have no dates',
    },
  },
  /** /timeline: the phases table's words around the phases. */
  'phases-table': {
    caption: { name: 'Table caption (read by screen readers)' },
    phase: { name: 'Header of the phase column' },
    dates: { name: 'Header of the dates column' },
    details: { name: 'Header of the rules column' },
    upcoming: { name: 'State of a phase still to come' },
    now: { name: 'State of a phase under way' },
    past: { name: 'State of a phase that has ended' },
  },
} as const satisfies Record<string, Record<string, LabelSpec>>

export type LabelSetId = keyof typeof labelSets
export type LabelsOf<Id extends LabelSetId> = Record<keyof (typeof labelSets)[Id], string>

/** The longest a label or sentence may be: a card's label is a few words, a sentence one line. */
export const labelMaxLength = 240

/** The set a block id names, if any. */
export function labelSetOf(id: string): Record<string, LabelSpec> | undefined {
  return (labelSets as Record<string, Record<string, LabelSpec>>)[id]
}

/** `{name}`s in a text. */
function placeholdersIn(words: string): string[] {
  return [...words.matchAll(/\{([a-z-]+)\}/g)].map((match) => match[1] ?? '')
}

/** Named words a page writes around its records; each problem sits beside its word. */
export const labelsBlockSchema = z
  .object({
    kind: z.literal('labels'),
    id: blockId,
    labels: z.record(
      z.string(),
      z
        .string()
        .trim()
        .min(1, 'Write these words')
        .max(labelMaxLength, `Keep these words to ${labelMaxLength} characters at most`),
    ),
  })
  .superRefine((block, context) => {
    const set = labelSetOf(block.id)
    if (!set) {
      context.addIssue({ code: 'custom', message: 'This page holds no such labels', path: ['id'] })
      return
    }
    for (const [key, spec] of Object.entries(set)) {
      const words = block.labels[key]
      if (words === undefined) {
        context.addIssue({ code: 'custom', message: 'Write these words', path: ['labels', key] })
        continue
      }
      const wanted = spec.placeholders ?? []
      const missing = wanted.filter((name) => !words.includes(`{${name}}`))
      const unknown = placeholdersIn(words).filter((name) => !wanted.includes(name))
      if (missing.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `Keep ${missing.map((name) => `{${name}}`).join(' and ')} in these words: the page writes the record’s ${missing.length > 1 ? 'values' : 'value'} there`,
          path: ['labels', key],
        })
      } else if (unknown.length > 0) {
        context.addIssue({
          code: 'custom',
          message:
            wanted.length > 0
              ? `The page fills in only ${wanted.map((name) => `{${name}}`).join(' and ')}: write ${unknown.map((name) => `{${name}}`).join(', ')} as plain words or remove it`
              : `These words take no value from the record: remove ${unknown.map((name) => `{${name}}`).join(', ')}`,
          path: ['labels', key],
        })
      }
    }
    for (const key of Object.keys(block.labels)) {
      if (!(key in set)) {
        context.addIssue({
          code: 'custom',
          message: 'The page does not show these words: remove them',
          path: ['labels', key],
        })
      }
    }
  })
export type LabelsBlock = z.infer<typeof labelsBlockSchema>

// The public pages fill labels with fillLabel from ./fill-label.ts, which imports no zod.
export { fillLabel } from './fill-label.ts'

// ---------------------------------------------------------------------------------------------

/**
 * Every kind of block, each with what the editor calls it: a new kind is its schema above and one
 * line here (with its section in the site's renderer, src/components/sections/render-blocks.tsx,
 * if editors may add it to a page). The database's list of kinds in private.page_copy_problem
 * must name it too: tests/unit/page-copy/block-kinds-agree.test.ts reads both and fails when they
 * differ.
 */
export const pageBlockSchema = z.discriminatedUnion('kind', [
  heroBlockSchema.meta({ title: 'Top of the page' }),
  proseBlockSchema.meta({ title: 'Text section' }),
  listBlockSchema.meta({ title: 'List' }),
  stepsBlockSchema.meta({ title: 'Steps' }),
  cardsBlockSchema.meta({ title: 'Cards' }),
  tableBlockSchema.meta({ title: 'Table' }),
  faqBlockSchema.meta({ title: 'Questions and answers' }),
  ctaBlockSchema.meta({ title: 'Call to action' }),
  priceBlockSchema.meta({ title: 'Price' }),
  linksBlockSchema.meta({ title: 'Links' }),
  relatedBlockSchema.meta({ title: 'Related link' }),
  pathwayBlockSchema.meta({ title: 'Pathway facts' }),
  competitionBlockSchema.meta({ title: 'Competition' }),
  labelsBlockSchema.meta({ title: 'Words around the records' }),
])
export type PageBlock = z.infer<typeof pageBlockSchema>
export type PageBlockKind = PageBlock['kind']
export type BlockOf<K extends PageBlockKind> = Extract<PageBlock, { kind: K }>

/** What each kind of block is called in the editor, as the union above names it. */
export const blockKindNames = Object.fromEntries(
  pageBlockSchema.options.map((option) => [option.shape.kind.value, option.meta()?.title ?? '']),
) as Record<PageBlockKind, string>

/** Search-engine title and description, with the lengths `seoSchema` (src/content/schema.ts) sets. */
export const pageSeoSchema = z.object({
  title: z
    .string()
    .trim()
    .min(10, 'Write a title of at least 10 characters')
    .max(60, 'Keep the title to 60 characters at most'),
  description: z
    .string()
    .trim()
    .min(50, 'Write a description of at least 50 characters')
    .max(160, 'Keep the description to 160 characters at most'),
})

/** The Spanish of one text and the fingerprint of the English it was written from. */
const translatedTextSchema = z.object({
  text: z.string().trim().min(1, 'Write the Spanish, or leave the field empty'),
  of: z.string().regex(/^[0-9a-f]{8}$/),
})

/**
 * A page in a second language (./translated-texts.ts): each text's translation by its address in
 * the page, and whether the editor chose to publish the page in that language. Only then must every
 * text have one; until then the page stays English only and says so.
 */
export const pageTranslationSchema = z.object({
  publish: z.boolean(),
  texts: z.record(z.string().regex(/^[\w.-]+$/), translatedTextSchema),
})
export type PageTranslation = z.infer<typeof pageTranslationSchema>

export const pageCopySchema = z
  .object({
    /** Absent: the route's own title and description (some are written from the records' dates). */
    seo: pageSeoSchema.optional(),
    /** Empty: the page is still written by its content module (src/content/pages). */
    blocks: z.array(pageBlockSchema),
    /** A page the team made in the desk (./made-pages.ts): its menu name and place. */
    made: madePageSchema.optional(),
    /** A retired made page: no longer built, its address leads to this page of the site. */
    retiredTo: z.string().trim().optional(),
    /** The page in the languages besides English (./languages.ts), each text by its address. */
    translations: z.object({ es: pageTranslationSchema.optional() }).optional(),
  })
  .superRefine((page, context) => {
    const spanish = page.translations?.es
    if (!spanish?.publish) return
    const { translations: _translations, ...english } = page
    for (const { address, message } of translationProblems(english, spanish.texts)) {
      context.addIssue({ code: 'custom', message, path: ['translations', 'es', 'texts', address] })
    }
  })
export type PageCopy = z.infer<typeof pageCopySchema>

export const pagesSchema = z.record(z.string().regex(/^\/[a-z0-9\-/]*$/), pageCopySchema)
export type Pages = z.infer<typeof pagesSchema>

/** Every link in a page's blocks, with where it sits (for the message beside its field). */
export function pageLinks(page: PageCopy): { href: string; path: (string | number)[] }[] {
  const found: { href: string; path: (string | number)[] }[] = []
  const visit = (value: unknown, path: (string | number)[]) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]))
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>
      if (typeof record.href === 'string' && typeof record.label === 'string') {
        found.push({ href: record.href, path: [...path, 'href'] })
      }
      for (const [key, child] of Object.entries(record)) {
        if (typeof child === 'object') visit(child, [...path, key])
      }
    }
  }
  visit(page.blocks, ['blocks'])
  return found
}

/**
 * Internal links that name no page: `routes` is the site's routes (the pages' own keys when the
 * document is checked by itself, as publish-site does; the router's paths in the desk).
 */
export function pageLinkProblems(
  page: PageCopy,
  routes: ReadonlySet<string>,
): { message: string; path: (string | number)[] }[] {
  return pageLinks(page)
    .filter(({ href }) => isInternalHref(href.trim()) && !routes.has(routeOf(href.trim())))
    .map(({ href, path }) => ({
      message: `There is no page at ${routeOf(href.trim())}: link to a page of this site, such as /contact, or to a web address starting with https://`,
      path,
    }))
}
