import type { IncomingMessage, ServerResponse } from 'node:http'

/** The database role a request runs as, taken from the verified JWT's `role` claim. */
export type RequestRole = 'anon' | 'authenticated' | 'service_role'

/** What the gateway has established about a request before a service handles it. */
export interface RequestContext {
  role: RequestRole
  /** The verified JWT claims (for anon: the anon key's claims), passed to PostgreSQL as request.jwt.claims. */
  claims: Record<string, unknown>
  /** The path after the service prefix, e.g. `coach_applications` or `rpc/has_role` for /rest/v1/... */
  path: string
  search: URLSearchParams
  /** The raw request body (already read). */
  body: Buffer
}

export type ServiceHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  ctx: RequestContext,
) => Promise<void>
