import { AppLink } from '@/components/ui/app-link'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import type { NewsItem } from '@/content/site-content-schema'
import { cn } from '@/lib/utils'

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** "2026-11-20" → "November 20, 2026": the day as written, whatever the reader's time zone. */
export function newsDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`))
}

/** The day an announcement is dated, readable by people and machines. */
export function NewsDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={cn('text-sm font-semibold text-slate-700', className)}>
      {newsDay(date)}
    </time>
  )
}

/**
 * One announcement in full: its title, day, summary, text, picture (with its alt text) and
 * "read more" link. Its short name is the element's id, the address the feed links to.
 */
export function NewsArticle({
  item,
  headingLevel: Heading = 'h3',
  anchor = false,
}: {
  item: NewsItem
  headingLevel?: 'h2' | 'h3'
  /** Give the article its short name as id (the archive page, which the feed links into). */
  anchor?: boolean
}) {
  const headingId = `news-${item.slug}-title`
  return (
    <article
      id={anchor ? item.slug : undefined}
      aria-labelledby={headingId}
      className="flex scroll-mt-20 flex-col gap-3 rounded-lg border border-slate-300 bg-white p-5"
    >
      <Heading id={headingId} className="text-xl font-bold">
        {item.title}
      </Heading>
      <NewsDate date={item.date} />
      {item.image && (
        <img
          src={item.image.src}
          alt={item.image.alt}
          // An uploaded picture carries its size, so the page keeps its place while it loads.
          width={item.image.width}
          height={item.image.height}
          loading="lazy"
          className="max-h-80 w-auto max-w-full self-start rounded-md"
        />
      )}
      <p className="text-lg font-medium text-slate-800">{item.summary}</p>
      {item.body.map((paragraph, index) => (
        <p key={index} className="max-w-3xl text-slate-800">
          {paragraph}
        </p>
      ))}
      {item.link && (
        <p>
          <AppLink href={item.link.href} className="text-primary font-semibold underline">
            {item.link.label}
            <VisuallyHidden> ({item.title})</VisuallyHidden>
          </AppLink>
        </p>
      )}
    </article>
  )
}
