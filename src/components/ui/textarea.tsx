import type { ComponentPropsWithoutRef } from 'react'
import { cn } from '@/lib/utils'
import { fieldClassName } from '@/components/ui/input'

export function Textarea({ className, rows = 5, ...props }: ComponentPropsWithoutRef<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(fieldClassName, 'min-h-24 resize-y', className)}
      {...props}
    />
  )
}
