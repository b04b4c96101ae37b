import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { Badge } from '@/components/ui/badge'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card'
import { ActionLink } from '@/components/sections/action-link'
import type { SectionAction } from '@/components/sections/types'

export type CardGridItem = {
  title: string
  /** Body text (`description` is accepted too, for records that use that name). */
  text?: string
  description?: string
  /** A decorative lucide-react icon shown above the title. */
  icon?: LucideIcon
  /** Small label above the title (e.g. a level or audience). */
  badge?: string
  /** Short facts shown as "label: value" pairs, or plain lines. */
  meta?: readonly (string | { label: string; value: string })[]
  /** A bulleted list under the text. */
  items?: readonly string[]
  /** Heading for the bullet list (e.g. "Benefits"); rendered as h4. */
  itemsTitle?: string
  /** Link at the bottom of the card; generic labels get the card title as hidden context. */
  link?: SectionAction
  /** More links at the bottom of the card. */
  links?: readonly SectionAction[]
  /** Anything else a route module wants in the card (e.g. a Progress bar). */
  extra?: ReactNode
}

export type CardGridProps = {
  items: readonly CardGridItem[]
  /** Columns at wide widths (one column on phones). Defaults to 3. */
  columns?: 2 | 3 | 4
  /** Card titles are h3 under an h2 section; use 'h2' for cards placed directly under the h1. */
  headingLevel?: 'h2' | 'h3'
  className?: string
}

const columnClasses = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

/** A responsive list of cards. Rendered as a <ul> so screen readers announce the count. */
export function CardGrid({ items, columns = 3, headingLevel = 'h3', className }: CardGridProps) {
  return (
    <ul className={cn('grid list-none grid-cols-1 gap-6 p-0', columnClasses[columns], className)}>
      {items.map((item) => (
        <li key={item.title} className="flex">
          <GridCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}

function GridCard({ item, headingLevel }: { item: CardGridItem; headingLevel: 'h2' | 'h3' }) {
  const body = item.text ?? item.description
  const links = [...(item.link ? [item.link] : []), ...(item.links ?? [])]
  const listHeading = headingLevel === 'h2' ? 'h3' : 'h4'
  const ListHeading = listHeading
  const CardIcon = item.icon
  return (
    <Card className="w-full">
      <CardHeader>
        {CardIcon ? (
          <span className="bg-primary-soft text-primary flex size-11 items-center justify-center rounded-md">
            <CardIcon aria-hidden="true" focusable="false" className="size-6" />
          </span>
        ) : null}
        {item.badge ? <Badge variant="secondary">{item.badge}</Badge> : null}
        <CardTitle as={headingLevel}>{item.title}</CardTitle>
        {body ? <CardDescription>{body}</CardDescription> : null}
      </CardHeader>
      {item.meta?.length || item.items?.length || item.extra ? (
        <CardContent>
          {item.meta?.length ? (
            <ul className="grid list-none gap-1 p-0 text-sm">
              {item.meta.map((entry) =>
                typeof entry === 'string' ? (
                  <li key={entry}>{entry}</li>
                ) : (
                  <li key={entry.label}>
                    <span className="font-semibold">{entry.label}:</span> {entry.value}
                  </li>
                ),
              )}
            </ul>
          ) : null}
          {item.items?.length ? (
            <div className="flex flex-col gap-2">
              {item.itemsTitle ? (
                <ListHeading className="text-sm font-semibold">{item.itemsTitle}</ListHeading>
              ) : null}
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                {item.items.map((entry) => (
                  <li key={entry}>{entry}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {item.extra}
        </CardContent>
      ) : null}
      {links.length ? (
        <CardFooter>
          {links.map((link, index) => (
            <ActionLink
              key={`${link.href}-${link.label}`}
              action={{
                ...link,
                srContext:
                  link.srContext ??
                  (mentions(link.label, item.title) ? undefined : `: ${item.title}`),
              }}
              variant={index === 0 ? 'outline' : 'link'}
            />
          ))}
        </CardFooter>
      ) : null}
    </Card>
  )
}

function mentions(label: string, title: string): boolean {
  return label.toLowerCase().includes(title.toLowerCase())
}
