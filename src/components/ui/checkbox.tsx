import type { ComponentPropsWithoutRef } from 'react'
import { cn } from '@/lib/utils'

/** A native checkbox (works without JS, with forms and with react-hook-form's register). */
export function Checkbox({ className, ...props }: Omit<ComponentPropsWithoutRef<'input'>, 'type'>) {
  return (
    <input
      data-slot="checkbox"
      type="checkbox"
      className={cn(
        'accent-primary size-5 shrink-0 cursor-pointer rounded border-slate-500 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  )
}
