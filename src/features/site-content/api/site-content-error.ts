/** A refused or failed site-content call, with the message an editor can act on. */
export class SiteContentError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SiteContentError'
  }
}

/** The `{ error }` body a function answered with, if any. */
export async function functionErrorMessage(error: unknown): Promise<string | undefined> {
  const context = (error as { context?: unknown } | null)?.context
  if (!(context instanceof Response)) return undefined
  const body = (await context.json().catch(() => null)) as { error?: string } | null
  return body?.error
}
