import { ExternalLink as ExternalLinkIcon } from 'lucide-react'
import type { ComponentPropsWithoutRef } from 'react'
import { cn } from '@/lib/utils'
import { VisuallyHidden } from '@/components/ui/visually-hidden'

export type ExternalLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel'> & {
  href: string
  /** Hide the trailing icon (the spoken "(opens in a new tab)" stays). */
  hideIcon?: boolean
}

/** A link to another site: new tab, no opener/referrer, and it says so to screen readers. */
export function ExternalLink({ children, className, hideIcon, ...props }: ExternalLinkProps) {
  return (
    <a
      {...props}
      // After the spread: callers cannot drop the new-tab safety attributes.
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex items-center gap-1', className)}
    >
      {children} <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
      {hideIcon ? null : <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" />}
    </a>
  )
}
