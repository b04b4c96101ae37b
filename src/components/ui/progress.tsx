import type { ComponentPropsWithoutRef } from 'react'
import { cn } from '@/lib/utils'

export type ProgressState = 'indeterminate' | 'loading' | 'complete'

export type ProgressProps = Omit<ComponentPropsWithoutRef<'div'>, 'role' | 'children'> & {
  /** Current value; leave out (or null) for an indeterminate bar. Clamped to 0..max. */
  value?: number | null
  /** Defaults to 100. */
  max?: number
  /** Accessible name (becomes aria-label); pass `aria-labelledby` instead to point at visible text. */
  label?: string
  /** Spoken value; defaults to the percentage, e.g. "0%". */
  getValueText?: (value: number, max: number) => string
  indicatorClassName?: string
}

/**
 * A progress bar with the three states of Radix Progress: indeterminate (no value), loading
 * (value below max, announced as busy) and complete (value === max).
 *
 * The filled part is an SVG <rect> sized by its `width` attribute rather than an inline style,
 * because prerendered `style="…"` attributes would be blocked by the site's CSP (style-src 'self').
 */
export function Progress({
  value,
  max: maxProp,
  label,
  getValueText = defaultValueText,
  className,
  indicatorClassName,
  'aria-label': ariaLabel,
  ...props
}: ProgressProps) {
  const max = isValidMax(maxProp) ? maxProp : 100
  const current = typeof value === 'number' && Number.isFinite(value) ? clamp(value, 0, max) : null
  const state = progressState(current, max)
  const percent = current === null ? 0 : (current / max) * 100

  return (
    <div
      role="progressbar"
      aria-label={ariaLabel ?? label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={current ?? undefined}
      aria-valuetext={current === null ? undefined : getValueText(current, max)}
      aria-busy={state === 'complete' ? undefined : true}
      data-state={state}
      data-value={current ?? undefined}
      data-max={max}
      className={cn('relative h-3 w-full overflow-hidden rounded-full bg-slate-200', className)}
      {...props}
    >
      {state === 'indeterminate' ? (
        <div
          className={cn(
            'animate-progress-indeterminate bg-primary absolute inset-y-0 left-0 w-2/5 rounded-full',
            indicatorClassName,
          )}
        />
      ) : (
        <svg className="block h-full w-full" aria-hidden="true" focusable="false">
          <rect
            data-slot="progress-indicator"
            width={`${percent}%`}
            height="100%"
            className={cn(
              state === 'complete' ? 'fill-success' : 'fill-primary',
              indicatorClassName,
            )}
          />
        </svg>
      )}
    </div>
  )
}

export function progressState(value: number | null, max: number): ProgressState {
  if (value === null) return 'indeterminate'
  return value >= max ? 'complete' : 'loading'
}

function defaultValueText(value: number, max: number): string {
  return `${Math.round((value / max) * 100)}%`
}

function isValidMax(max: number | undefined): max is number {
  return typeof max === 'number' && Number.isFinite(max) && max > 0
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}
