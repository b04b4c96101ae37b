import { cn } from '@/lib/utils'
import { Progress } from '@/components/ui/progress'

export type GoalItem = {
  /** What is measured, e.g. "Teachers and professionals trained". */
  label: string
  /** The target, e.g. "500+". */
  target: string
  /** Progress in percent (0..100); the 2026 goals are fixed at 0. */
  progress: number
}

export type GoalsProps = {
  goals: readonly GoalItem[]
  /** Goal labels are h3 by default (goals sit in an h2 section). */
  headingLevel?: 'h3' | 'h4'
  className?: string
}

/** Goal cards: target, label and a progress bar with its percentage in words. */
export function Goals({ goals, headingLevel = 'h3', className }: GoalsProps) {
  const Heading = headingLevel
  return (
    <ul
      className={cn(
        'grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3',
        className,
      )}
    >
      {goals.map((goal) => (
        <li
          key={goal.label}
          className="border-border flex flex-col gap-3 rounded-lg border bg-white p-5"
        >
          <p className="text-primary text-3xl font-bold">{goal.target}</p>
          <Heading className="text-base font-semibold">{goal.label}</Heading>
          <Progress value={goal.progress} label={`${goal.label}: progress toward ${goal.target}`} />
          <p className="text-muted-foreground text-sm">
            {Math.round(goal.progress)}% reached so far
          </p>
        </li>
      ))}
    </ul>
  )
}
