import { cn } from '@/lib/utils'

export type StatItem = {
  /** The figure, e.g. "$750K+" or "100+". */
  value: string
  /** What it counts, e.g. "funding leveraged". */
  label: string
}

export type StatGridProps = { stats: readonly StatItem[]; className?: string }

/** Big figures with their labels, as a description list (figure, then what it counts). */
export function StatGrid({ stats, className }: StatGridProps) {
  return (
    <dl className={cn('grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5', className)}>
      {stats.map((stat) => (
        <div
          key={`${stat.value}-${stat.label}`}
          className="border-border flex flex-col-reverse gap-1 rounded-lg border bg-white p-4"
        >
          <dt className="text-sm text-slate-700">{stat.label}</dt>
          <dd className="text-primary text-2xl font-bold md:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
