import { Button } from '@/components/ui/button'
import { AppLink } from '@/components/ui/app-link'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import type { SectionAction } from '@/components/sections/types'

/** A link styled as a button: internal links route, external ones open a new tab. */
export function ActionLink({
  action,
  variant,
  size,
  className,
}: {
  action: SectionAction
  variant?: SectionAction['variant']
  size?: 'default' | 'sm' | 'lg'
  className?: string
}) {
  return (
    <Button
      asChild
      variant={action.variant ?? variant ?? 'default'}
      size={size}
      className={className}
    >
      <AppLink href={action.href} external={action.external}>
        {action.label}
        {action.srContext ? <VisuallyHidden> {action.srContext}</VisuallyHidden> : null}
      </AppLink>
    </Button>
  )
}

/** A row of up to a few calls to action; the first is primary, the rest outlined. */
export function ActionRow({
  actions,
  size = 'lg',
  className,
  tone = 'light',
}: {
  actions: readonly SectionAction[]
  size?: 'default' | 'sm' | 'lg'
  className?: string
  /** On a dark band the secondary actions use the white button style. */
  tone?: 'light' | 'dark'
}) {
  if (actions.length === 0) return null
  return (
    <div className={className ?? 'flex flex-wrap gap-3'}>
      {actions.map((action, index) => (
        <ActionLink
          key={`${action.href}-${action.label}`}
          action={action}
          size={size}
          variant={
            index === 0
              ? tone === 'dark'
                ? 'accent'
                : 'default'
              : tone === 'dark'
                ? 'secondary'
                : 'outline'
          }
        />
      ))}
    </div>
  )
}
