import { fieldClassName } from '@/components/ui/input'
import { cn } from '@/lib/utils'
import { statusLabel } from '../lib/statuses'

interface StatusSelectProps {
  value: string
  statuses: readonly string[]
  /** Names the row, e.g. "Change status of Jane Doe's application". */
  label: string
  disabled?: boolean
  onChange: (status: string) => void
}

/**
 * The per-row status control. A native <select> rather than the Radix one used for the filters:
 * 50 Radix roots a page made the dashboard noticeably slower to render, and the native control is
 * keyboard- and screen-reader-friendly on every platform.
 */
export function StatusSelect({ value, statuses, label, disabled, onChange }: StatusSelectProps) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        if (event.target.value !== value) onChange(event.target.value)
      }}
      className={cn(
        fieldClassName,
        'select-chevron min-h-9 w-36 appearance-none py-1.5 pr-8 text-sm',
      )}
    >
      {statuses.map((status) => (
        <option key={status} value={status}>
          {statusLabel(status)}
        </option>
      ))}
    </select>
  )
}
