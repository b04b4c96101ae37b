import { cn } from '@/lib/utils'

export type StepItem = { title: string; description: string }

export type StepsProps = {
  items: readonly StepItem[]
  /** Step titles are h3 by default (steps sit in an h2 section). */
  headingLevel?: 'h3' | 'h4'
  className?: string
}

/** Ordered steps: a real <ol> with visible numbers that screen readers get from the list. */
export function Steps({ items, headingLevel = 'h3', className }: StepsProps) {
  const Heading = headingLevel
  return (
    <ol className={cn('grid list-none gap-4 p-0 md:grid-cols-2', className)}>
      {items.map((step, index) => (
        <li key={step.title} className="border-border flex gap-4 rounded-lg border bg-white p-5">
          <span
            aria-hidden="true"
            className="bg-primary text-primary-foreground flex size-9 shrink-0 items-center justify-center rounded-full text-base font-bold"
          >
            {index + 1}
          </span>
          <div className="flex flex-col gap-1">
            <Heading className="text-lg font-semibold">{step.title}</Heading>
            <p className="text-slate-700">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
