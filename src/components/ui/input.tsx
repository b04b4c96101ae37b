import type { ComponentPropsWithoutRef } from 'react'
import { cn } from '@/lib/utils'

/** Styles shared by text inputs, textareas and select triggers; invalid fields get a red border. */
export const fieldClassName =
  'w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 aria-invalid:border-destructive aria-invalid:border-2'

export function Input({ className, type = 'text', ...props }: ComponentPropsWithoutRef<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(fieldClassName, 'min-h-10', className)}
      {...props}
    />
  )
}
