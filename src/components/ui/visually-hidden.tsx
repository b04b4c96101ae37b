import type { ComponentPropsWithoutRef } from 'react'
import { cn } from '@/lib/utils'

/** Text for screen readers only (Tailwind's `sr-only`), e.g. context for repeated link labels. */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithoutRef<'span'>) {
  return <span className={cn('sr-only', className)} {...props} />
}
