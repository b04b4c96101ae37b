/**
 * `/auth/v1/*` → the endpoint modules, as GoTrue's internal/api/api.go routes them. Each module
 * receives the shared AuthContext; this file only chooses the handler and the method.
 */
import type { IncomingMessage } from 'node:http'
import type { RequestContext } from '../types'
import { jwksOf } from '../signing-keys'
import { adminRoute } from './admin'
import { allowMethods, type AuthContext, type Reply } from './context'
import { AuthError } from './errors'
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './factors'
import { invite } from './invite'
import { logout } from './logout'
import { requireAdmin } from './middleware'
import { recover } from './recover'
import { parseJsonBody } from './request-body'
import { health, settings } from './settings'
import { signup } from './signup'
import { passwordGrant, refreshGrant } from './token'
import { getUser, updateUser } from './user'
import { verifyByLink, verifyByPost } from './verify'

const ok = (body: unknown): Reply => ({ status: 200, body })

async function factorRoute(
  auth: AuthContext,
  req: IncomingMessage,
  ctx: RequestContext,
  id: string,
  action: string | undefined,
): Promise<Reply> {
  if (action === 'challenge') {
    allowMethods(req, 'POST')
    return ok(await challengeFactor(auth, req, id))
  }
  if (action === 'verify') {
    allowMethods(req, 'POST')
    return ok(await verifyFactor(auth, req, ctx, id))
  }
  allowMethods(req, 'DELETE')
  return ok(await unenrollFactor(auth, req, id))
}

export async function route(
  auth: AuthContext,
  req: IncomingMessage,
  ctx: RequestContext,
): Promise<Reply> {
  const path = ctx.path.replace(/\/+$/, '')
  const method = req.method ?? 'GET'
  const allow = (...methods: string[]) => allowMethods(req, ...methods)
  if (path.startsWith('admin/')) return adminRoute(auth, req, ctx, path)
  const factorMatch = /^factors\/([^/]+)(?:\/(challenge|verify))?$/.exec(path)
  if (factorMatch) return factorRoute(auth, req, ctx, factorMatch[1]!, factorMatch[2])
  switch (path) {
    // The public signing keys, which auth-js's getClaims() verifies tokens with.
    case '.well-known/jwks.json':
      allow('GET', 'HEAD')
      return ok(await jwksOf(auth.jwtSecret))
    case 'health':
      allow('GET', 'HEAD')
      return ok(health())
    case 'settings':
      allow('GET', 'HEAD')
      return ok(settings(auth))
    case 'signup':
      allow('POST')
      return ok(await signup(auth, req, ctx))
    case 'token': {
      allow('POST')
      const grant = ctx.search.get('grant_type')
      const body = parseJsonBody(ctx.body)
      if (grant === 'password') return ok(await passwordGrant(auth, req, body))
      if (grant === 'refresh_token') return ok(await refreshGrant(auth, req, body))
      throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type')
    }
    case 'user':
      if (method === 'PUT') return ok(await updateUser(auth, req, parseJsonBody(ctx.body)))
      allow('GET')
      return ok(await getUser(auth, req))
    case 'logout':
      allow('POST')
      await logout(auth, req, ctx.search.get('scope') ?? 'global')
      return { status: 204 }
    case 'recover':
      allow('POST')
      return ok(await recover(auth, req, ctx))
    case 'verify':
      if (method === 'GET') return verifyByLink(auth, req, ctx)
      allow('POST')
      return ok(await verifyByPost(auth, req, ctx))
    case 'factors':
      allow('POST')
      return ok(await enrollFactor(auth, req, ctx))
    case 'invite':
      allow('POST')
      await requireAdmin(auth, req)
      return ok(await invite(auth, ctx))
    case 'otp':
    case 'magiclink':
    case 'resend':
    case 'authorize':
    case 'callback':
    case 'reauthenticate':
      throw new AuthError(
        501,
        'not_implemented',
        `/auth/v1/${path} is not supported by the local stack (sign-up, password sign-in, refresh, user, logout, recover, verify, factors, invite and the admin API are)`,
      )
    default:
      throw new AuthError(404, 'not_found', `Not found: /auth/v1/${path}`)
  }
}
