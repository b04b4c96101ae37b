import { Check } from 'lucide-react'
import { cn } from '@/lib/utils'

export type BulletListProps = {
  items: readonly string[]
  /** Two columns from medium widths up. */
  columns?: 1 | 2
  className?: string
}

/** A checklist-style bullet list (benefits, who should apply, features). */
export function BulletList({ items, columns = 1, className }: BulletListProps) {
  return (
    <ul
      className={cn(
        'grid list-none gap-3 p-0',
        columns === 2 && 'md:grid-cols-2 md:gap-x-8',
        className,
      )}
    >
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check aria-hidden="true" className="text-success mt-1 size-5 shrink-0" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
