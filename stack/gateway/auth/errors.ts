import type { IncomingMessage, ServerResponse } from 'node:http'
import { headerValue, sendJson } from '../http'

export const API_VERSION = '2024-01-01'

/** A GoTrue error: HTTP status, machine-readable `error_code`, human message, optional extras. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

/** True when the client asked for the 2024-01-01 error format (supabase-js always does). */
export function wantsDatedFormat(req: IncomingMessage): boolean {
  const version = headerValue(req, 'x-supabase-api-version')
  return (
    typeof version === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= API_VERSION
  )
}

/**
 * Writes the error as GoTrue does: `{code, message}` with the version header for clients that sent
 * `X-Supabase-Api-Version: 2024-01-01`, else the legacy `{code: <http>, error_code, msg}`.
 */
export function sendAuthError(req: IncomingMessage, res: ServerResponse, error: AuthError): void {
  const headers: Record<string, string> = { 'x-sb-error-code': error.code }
  if (wantsDatedFormat(req)) {
    headers['X-Supabase-Api-Version'] = API_VERSION
    sendJson(
      res,
      error.status,
      { code: error.code, message: error.message, ...error.extra },
      headers,
    )
  } else {
    sendJson(
      res,
      error.status,
      { code: error.status, error_code: error.code, msg: error.message, ...error.extra },
      headers,
    )
  }
}

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials')
