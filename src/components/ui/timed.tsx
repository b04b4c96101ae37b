import { type ReactNode, useState } from 'react'
import { type TimeState, timeStateAt } from '@/lib/time-state'
import { cn } from '@/lib/utils'

export interface TimeSpan {
  /** ISO 8601 instants with an offset. */
  startsAt: string
  endsAt: string
}

/**
 * A part of the page that reads differently before, during and after a span of time. Every
 * variant is in the markup (`<When>`), and `data-time-state` picks the one shown (src/index.css),
 * so the boot script can correct a page prerendered before the date moved on by changing one
 * attribute, before the app has loaded, and each variant keeps the same place in the layout.
 */
export function Timed({
  span,
  as: Tag = 'span',
  hideWhenPast,
  className,
  children,
}: {
  span: TimeSpan
  as?: 'span' | 'div'
  /** The whole element disappears once the span has ended (the home page's banner). */
  hideWhenPast?: boolean
  className?: string
  children: ReactNode
}) {
  // Read once per mount: the prerender reads the build's clock, the app the visitor's (the same
  // one the boot script used to correct the page, so hydration finds what it renders).
  const [now] = useState(() => Date.now())
  const state = timeStateAt(now, span.startsAt, span.endsAt)
  return (
    <Tag
      data-timed=""
      data-start={span.startsAt}
      data-end={span.endsAt}
      data-time-state={state}
      data-hide-when-past={hideWhenPast ? '' : undefined}
      className={className}
      // The boot script may already have corrected the state of a stale prerendered page.
      suppressHydrationWarning
    >
      {children}
    </Tag>
  )
}

/** One variant of a `<Timed>` element, shown in the listed states only. */
export function When({
  states,
  className,
  children,
}: {
  states: readonly TimeState[]
  className?: string
  children: ReactNode
}) {
  return (
    <span data-when={states.join(' ')} className={cn(className)}>
      {children}
    </span>
  )
}
