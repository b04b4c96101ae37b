import type { ComponentPropsWithoutRef } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

type AuthFieldProps = ComponentPropsWithoutRef<'input'> & {
  id: string
  label: string
  /** What the field asks for, said before anyone gets it wrong (e.g. a password's length). */
  hint?: string
  error?: string
}

/**
 * A labelled input whose hint and error are announced with it (aria-describedby); an error marks
 * it invalid.
 */
export function AuthField({ id, label, hint, error, ...inputProps }: AuthFieldProps) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
