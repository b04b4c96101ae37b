import type { ComponentPropsWithoutRef } from 'react'
import { cn } from '@/lib/utils'

export type LabelProps = ComponentPropsWithoutRef<'label'> & {
  /** Appends a visible asterisk with the spoken word "required". */
  required?: boolean
  /** The spoken word, in the page's language: "(required)" unless given. */
  requiredWord?: string
}

export function Label({
  className,
  children,
  required,
  requiredWord = '(required)',
  ...props
}: LabelProps) {
  return (
    <label
      data-slot="label"
      className={cn('text-ink text-sm leading-none font-semibold', className)}
      {...props}
    >
      {children}
      {required ? (
        <span className="text-destructive">
          {' '}
          <span aria-hidden="true">*</span>
          <span className="sr-only">{requiredWord}</span>
        </span>
      ) : null}
    </label>
  )
}
