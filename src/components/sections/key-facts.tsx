import type { LabelsOf } from '@/content/page-copy-schema'
import { cn } from '@/lib/utils'

export type KeyFact = { label: string; value: string }

/** A pathway's level, duration and prerequisites as a description list. */
export function KeyFacts({ facts, className }: { facts: readonly KeyFact[]; className?: string }) {
  return (
    <dl
      className={cn(
        'border-border grid max-w-4xl gap-4 rounded-lg border bg-white p-5 sm:grid-cols-3',
        className,
      )}
    >
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col gap-1">
          <dt className="text-sm font-semibold text-slate-700">{fact.label}</dt>
          <dd className="text-ink text-base">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The facts every pathway page states, in the same order, labelled with the page copy's words. */
export function pathwayFacts(
  pathway: {
    level: string
    stage?: string
    duration: string
    prerequisites: string
  },
  words: LabelsOf<'pathway-cards'>,
): KeyFact[] {
  return [
    {
      label: words.level,
      value: pathway.stage ? `${pathway.level}, ${pathway.stage}` : pathway.level,
    },
    { label: words.duration, value: pathway.duration },
    { label: words.prerequisites, value: pathway.prerequisites },
  ]
}
