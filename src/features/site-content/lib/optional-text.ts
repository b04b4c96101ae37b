/** `{ [name]: text }` when something was typed, else nothing: an empty optional field is left out. */
export function optionalText<N extends string>(
  name: N,
  text: string | undefined,
): Partial<Record<N, string>> {
  const trimmed = text?.trim()
  return trimmed ? ({ [name]: trimmed } as Record<N, string>) : {}
}

/** A textarea's entries, one a line, blank lines dropped. */
export const linesOf = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
