/**
 * PostgREST's error shape and its mapping from PostgreSQL SQLSTATEs to HTTP statuses
 * (PostgREST src/PostgREST/Error.hs, `mapSQLtoHTTP`).
 */
import type { RequestRole } from '../types'

export interface RestErrorBody {
  code: string
  details: string | null
  hint: string | null
  message: string
}

export class RestError extends Error {
  readonly status: number
  readonly code: string
  readonly details: string | null
  readonly hint: string | null
  readonly headers: Record<string, string>

  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message)
    this.status = status
    this.code = code
    this.details = details
    this.hint = hint
    this.headers = headers
  }

  toBody(): RestErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message }
  }
}

/** PGRST100: a query string parameter could not be parsed. */
export function parseError(message: string, details: string): RestError {
  return new RestError(400, 'PGRST100', message, details)
}

/** Something PostgREST supports that this local stack deliberately does not. */
export function notImplemented(details: string): RestError {
  return new RestError(
    501,
    'PGRST127',
    'Feature not implemented',
    details,
    'The local stack implements the PostgREST subset the app uses; hosted Supabase supports more.',
  )
}

export function invalidBody(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST102', message, details)
}

export function columnNotFound(table: string, column: string): RestError {
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  )
}

/** What PostgreSQL itself would say for an unknown column in a filter, select or order. */
export function undefinedColumn(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`)
}

interface PgLikeError {
  code?: unknown
  message?: unknown
  detail?: unknown
  hint?: unknown
}

function statusForSqlState(code: string, message: string, authed: boolean): number {
  if (code === '42501') return authed ? 403 : 401
  if (code === '23503' || code === '23505') return 409
  if (code === '25006') return 405
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500
  if (code === '22023')
    return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400
  if (code === '42883') return 404
  if (code === '42P01') return 404
  if (code === '42P17') return 500
  if (code === '53400') return 500
  if (code === '57P01') return 503
  if (code === 'P0001') return 400
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2))
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500
  }
  const prefix = code.slice(0, 2)
  if (prefix === '08') return 503
  if (prefix === '53') return 503
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403
  if (
    [
      '09',
      '25',
      '2D',
      '38',
      '39',
      '3B',
      '40',
      '54',
      '55',
      '57',
      '58',
      'F0',
      'HV',
      'P0',
      'XX',
    ].includes(prefix)
  ) {
    return 500
  }
  return 400
}

function asText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

/** `RAISE SQLSTATE 'PGRST' USING message = '{json}', detail = '{json}'`: full control of the reply. */
function fromRaisedPgrst(message: string, detail: string | null): RestError | null {
  try {
    const body = JSON.parse(message) as Record<string, unknown>
    const meta = detail ? (JSON.parse(detail) as Record<string, unknown>) : {}
    if (typeof body.code !== 'string' || typeof body.message !== 'string') return null
    const status = typeof meta.status === 'number' ? meta.status : 400
    const headers: Record<string, string> = {}
    if (meta.headers && typeof meta.headers === 'object') {
      for (const [key, value] of Object.entries(meta.headers)) {
        if (typeof value === 'string') headers[key] = value
      }
    }
    return new RestError(
      status,
      body.code,
      body.message,
      asText(body.details),
      asText(body.hint),
      headers,
    )
  } catch {
    return null
  }
}

/** Turns anything thrown while serving a request into PostgREST's error reply. */
export function toRestError(error: unknown, role: RequestRole): RestError {
  if (error instanceof RestError) return error
  const pgError = (error ?? {}) as PgLikeError
  const code = typeof pgError.code === 'string' ? pgError.code : ''
  const message = typeof pgError.message === 'string' ? pgError.message : String(error)
  if (/^[0-9A-Z]{5}$/.test(code)) {
    if (code === 'PGRST') {
      const raised = fromRaisedPgrst(message, asText(pgError.detail))
      if (raised) return raised
      return new RestError(
        500,
        'PGRST121',
        'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error',
        `Invalid JSON value for MESSAGE: '${message}'`,
      )
    }
    const status = statusForSqlState(code, message, role !== 'anon')
    const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}
    return new RestError(
      status,
      code,
      message,
      asText(pgError.detail),
      asText(pgError.hint),
      headers,
    )
  }
  // No SQLSTATE: the connection itself failed (refused, reset, pool timeout).
  return new RestError(
    503,
    'PGRST000',
    'Database connection error. Retrying the connection.',
    message,
  )
}
