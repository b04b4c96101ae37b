/** A failed backend call, carrying the server's message for logs and the status for tests. */
export class AdminApiError extends Error {
  readonly code: string | undefined

  constructor(message: string, code?: string) {
    super(message)
    this.name = 'AdminApiError'
    this.code = code
  }
}

export function toAdminApiError(error: { message: string; code?: string }): AdminApiError {
  return new AdminApiError(error.message, error.code)
}
