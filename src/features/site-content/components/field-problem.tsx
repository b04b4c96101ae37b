import type { ReactNode } from 'react'
import { Label } from '@/components/ui/label'

/** A refusal shown beside its field (between the label and the control, as GOV.UK does). */
export function FieldProblem({ id, problem }: { id: string; problem: string | undefined }) {
  if (!problem) return null
  return (
    <p id={`${id}-problem`} className="text-destructive text-sm font-semibold">
      {problem}
    </p>
  )
}

/** The control's side of it: marked invalid and described by its message (and its hint). */
export function invalidProps(id: string, problem: string | undefined, hintId?: string) {
  const describedBy = [hintId, problem && `${id}-problem`].filter(Boolean).join(' ')
  return {
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const
}

/** Each field's first message from a zod error, by the field its path starts with. */
export function problemsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fieldOf: (path: readonly PropertyKey[]) => string = (path) => String(path[0] ?? ''),
): Record<string, string> {
  const problems: Record<string, string> = {}
  for (const issue of issues) problems[fieldOf(issue.path)] ??= issue.message
  return problems
}

/** What a control in a HintedField carries: its id, and its invalid state and descriptions. */
export type HintedControl = { id: string } & ReturnType<typeof invalidProps>

/**
 * A field as the desk's forms draw it: its label, its hint, the refusal beside it once a save is
 * refused, and the control, which `control` draws with the id and descriptions given.
 */
export function HintedField({
  id,
  label,
  hint,
  problem,
  control,
}: {
  id: string
  label: string
  hint?: string
  problem: string | undefined
  control: (props: HintedControl) => ReactNode
}) {
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      <FieldProblem id={id} problem={problem} />
      {control({ id, ...invalidProps(id, problem, hintId) })}
    </div>
  )
}
