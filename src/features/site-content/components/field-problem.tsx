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
