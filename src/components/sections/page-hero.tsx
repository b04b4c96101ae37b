import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { ActionRow } from '@/components/sections/action-link'
import type { SectionAction } from '@/components/sections/types'

export type PageHeroProps = {
  /** The page's single h1. */
  title: string
  lead?: string
  /** A short line above the title (e.g. "Training pathway · Stage 1"). */
  eyebrow?: string
  /** A large status above all of it ("404"), hidden from screen readers: the h1 says it in words. */
  mark?: string
  /** Up to three calls to action; the first is the primary button. */
  actions?: readonly SectionAction[]
  /** Extra content under the actions (badges, facts). */
  children?: ReactNode
  className?: string
}

export function PageHero({
  title,
  lead,
  eyebrow,
  mark,
  actions = [],
  children,
  className,
}: PageHeroProps) {
  return (
    <div className={cn('border-border bg-primary-soft border-b', className)}>
      <div className="max-w-content mx-auto flex flex-col gap-5 px-4 py-12 sm:px-6 md:py-16">
        {mark ? (
          <p className="text-primary text-6xl font-bold" aria-hidden="true">
            {mark}
          </p>
        ) : null}
        {eyebrow ? (
          <p className="text-primary text-sm font-semibold tracking-wide uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl md:text-5xl">
          {title}
        </h1>
        {lead ? <p className="max-w-3xl text-lg text-slate-700 md:text-xl">{lead}</p> : null}
        <ActionRow actions={actions.slice(0, 3)} />
        {children}
      </div>
    </div>
  )
}
