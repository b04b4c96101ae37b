import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentPropsWithoutRef } from 'react'
import { cn } from '@/lib/utils'

/** Tinted badges keep dark text on light tints so every variant passes AA (>= 4.5:1). */
export const badgeVariants = cva(
  'inline-flex w-fit items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'border-border text-ink',
        accent: 'border-transparent bg-accent text-accent-foreground',
        success: 'border-green-300 bg-green-100 text-green-900',
        destructive: 'border-red-300 bg-red-100 text-red-900',
        info: 'border-blue-300 bg-blue-100 text-blue-900',
        warning: 'border-amber-300 bg-amber-100 text-amber-900',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export type BadgeProps = ComponentPropsWithoutRef<'span'> & VariantProps<typeof badgeVariants>

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
}
