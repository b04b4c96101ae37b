import { useId, type ReactNode } from 'react'
import { cn } from '@/lib/utils'

export type SectionProps = {
  /** The section's h2 (also its accessible name through aria-labelledby). */
  title: string
  /** An anchor id for the <section> (e.g. for in-page links). */
  id?: string
  /** One paragraph, or several, under the heading. */
  intro?: string | readonly string[]
  /** Background: plain white, soft grey, or the dark primary band. */
  tone?: 'default' | 'muted' | 'primary'
  /** Hide the h2 visually (it still names the section for screen readers). */
  hideTitle?: boolean
  children?: ReactNode
  className?: string
}

/** A titled page section: `<section aria-labelledby>` with an h2 and optional intro. */
export function Section({
  title,
  id,
  intro,
  tone = 'default',
  hideTitle,
  children,
  className,
}: SectionProps) {
  const headingId = `${id ?? 'section'}-${useId().replace(/[^a-zA-Z0-9]/g, '')}-title`
  const paragraphs = typeof intro === 'string' ? [intro] : (intro ?? [])
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'scroll-mt-20',
        tone === 'muted' && 'bg-muted',
        tone === 'primary' && 'on-dark bg-primary text-primary-foreground',
        className,
      )}
    >
      <div className="max-w-content mx-auto flex flex-col gap-6 px-4 py-12 sm:px-6 md:py-16">
        <div className="flex max-w-3xl flex-col gap-3">
          <h2
            id={headingId}
            className={cn('text-2xl font-bold tracking-tight md:text-3xl', hideTitle && 'sr-only')}
          >
            {title}
          </h2>
          {paragraphs.map((paragraph) => (
            <p
              key={paragraph}
              className={cn(
                'text-lg',
                tone === 'primary' ? 'text-primary-foreground' : 'text-slate-700',
              )}
            >
              {paragraph}
            </p>
          ))}
        </div>
        {children}
      </div>
    </section>
  )
}
