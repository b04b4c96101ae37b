/**
 * `/auth/v1`: the GoTrue-compatible auth service, laid out as GoTrue's internal/api is: one
 * module per endpoint group (signup, token, verify, recover, invite, user, logout, factors,
 * admin, settings) around a shared context (context.ts: config, pool, limiters, mailer); the
 * router (router.ts) picks the module. This file builds the context and writes the answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendEmpty, sendJson } from '../http'
import type { RequestContext, ServiceHandler } from '../types'
import { createAuthContext, type AuthOptions } from './context'
import { API_VERSION, AuthError, sendAuthError, wantsDatedFormat } from './errors'
import { route } from './router'

export type { AuthOptions } from './context'
export { tokenHash } from './mail'
export { MAX_AUTH_BODY_BYTES } from './request-body'

export function createAuthHandler(options: AuthOptions): ServiceHandler {
  const auth = createAuthContext(options)
  return async (req: IncomingMessage, res: ServerResponse, ctx: RequestContext) => {
    try {
      const { status, body, headers: extra = {} } = await route(auth, req, ctx)
      const headers: Record<string, string> = {
        ...extra,
        ...(wantsDatedFormat(req) ? { 'X-Supabase-Api-Version': API_VERSION } : {}),
      }
      if (status === 204 || status === 303 || body === undefined) sendEmpty(res, status, headers)
      else sendJson(res, status, body, headers)
    } catch (error) {
      if (error instanceof AuthError) {
        sendAuthError(req, res, error)
        return
      }
      console.error('[auth] unexpected error:', error)
      sendAuthError(
        req,
        res,
        new AuthError(
          500,
          'unexpected_failure',
          'Unexpected failure, please check server logs for more information',
        ),
      )
    }
  }
}
