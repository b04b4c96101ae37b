import { z } from 'zod'

/**
 * A dated announcement on /news, as an editor saves it: the desk, the
 * `publish-site` function and the build check it with this one schema, each refusal in words that
 * say how to put it right. The database repeats the shape (`private.news_problem`, migration
 * 20251101060000_site_content.sql).
 */
const enter = (what: string) => z.string().trim().min(1, `Enter ${what}`)

const linkMessage =
  'Enter the link as a page of this site starting with / (such as /events) or a full address starting with https://'

/** A page of this site (checked against the site's pages by siteContentSchema) or an https address. */
export const newsHrefSchema = z
  .string()
  .trim()
  .refine(
    (href) =>
      /^\/[a-z0-9\-/]*$/.test(href) ||
      (/^https:\/\/[^\s/.]+\.\S+$/.test(href) && URL.canParse(href)),
    linkMessage,
  )

/**
 * A picture's address: a path on this site, one or more segments of letters, digits, underscores
 * and dashes with dots only inside a name. So `//host/x.png` (another host), `/../x` (out of the
 * folder), a backslash, a space or a query string are refused; the database repeats the rule
 * (`private.news_problem`).
 */
export const NEWS_IMAGE_SRC = /^(\/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*)+$/

export const newsImageSrcSchema = z
  .string()
  .regex(
    NEWS_IMAGE_SRC,
    'Enter the picture’s address on this site, such as /news-images/photo.jpg (letters, digits and dashes; no // or .., no backslash), or upload the picture instead',
  )

export const newsItemSchema = z.object({
  /** The announcement's short name: its anchor on the archive page and its id in the feed. */
  slug: z
    .string()
    .regex(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      'Enter a title with at least one letter or digit, so the announcement gets a short name',
    ),
  title: enter('the announcement’s title').max(120, 'Keep the title to 120 characters or fewer'),
  /** The day it is dated, as visitors read it on the page and in the feed. */
  date: z.iso.date('Enter the date as a day, for example 2026-12-01'),
  summary: enter('a summary in a sentence or two').max(
    300,
    'Keep the summary to 300 characters or fewer',
  ),
  /** The announcement's text, one paragraph per entry. */
  body: z
    .array(z.string().trim().min(1))
    .min(1, 'Enter the announcement’s text, a blank line between paragraphs'),
  /** "Read more": a page elsewhere that tells the rest. */
  link: z
    .object({
      href: newsHrefSchema,
      label: enter('the link’s words, for example Read the full report').max(
        80,
        'Keep the link’s words to 80 characters or fewer',
      ),
    })
    .optional(),
  /**
   * A picture served by the site (a path under /), with the words that replace it: one the desk
   * uploaded (`/news-images/<name>`, copied into the site by the build, with its size in pixels
   * so the page keeps its place), or one the site already had, written by hand before uploads.
   */
  image: z
    .object({
      src: newsImageSrcSchema,
      width: z.number().int().positive().optional(),
      height: z.number().int().positive().optional(),
      alt: enter('what the picture shows, for someone who cannot see it'),
    })
    .optional(),
})
export type NewsItem = z.infer<typeof newsItemSchema>

export { newestFirst } from './news-order.ts'
