import type { ComponentPropsWithoutRef } from 'react'
import { cn } from '@/lib/utils'

/** A grey placeholder block; decorative, so callers should announce loading in text. */
export function Skeleton({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200', className)}
      {...props}
    />
  )
}
