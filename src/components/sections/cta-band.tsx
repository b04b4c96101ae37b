import { useId, type ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { ActionRow } from '@/components/sections/action-link'
import type { SectionAction } from '@/components/sections/types'

export type CtaBandProps = {
  /** The band's h2. */
  title: string
  text?: string
  actions: readonly SectionAction[]
  children?: ReactNode
  className?: string
}

/** A closing call to action on the dark primary band. */
export function CtaBand({ title, text, actions, children, className }: CtaBandProps) {
  const headingId = `cta-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  return (
    <section
      aria-labelledby={headingId}
      className={cn('on-dark bg-primary text-primary-foreground', className)}
    >
      <div className="max-w-content mx-auto flex flex-col items-start gap-5 px-4 py-12 sm:px-6 md:py-16">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight md:text-3xl">
          {title}
        </h2>
        {text ? <p className="max-w-3xl text-lg">{text}</p> : null}
        {children}
        <ActionRow actions={actions} tone="dark" />
      </div>
    </section>
  )
}
