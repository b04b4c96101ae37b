/** /admin/*: the admin API's routes, for the service role only (GoTrue's admin router). */
import type { IncomingMessage } from 'node:http'
import type { RequestContext } from '../types'
import { allowMethods, type AuthContext, type Reply } from './context'
import { AuthError } from './errors'
import { adminGenerateLink } from './admin-generate-link'
import {
  adminCreateUser,
  adminDeleteUser,
  adminListUsers,
  adminUpdateUser,
  adminUser,
} from './admin-users'
import { ownFactor } from './factors'
import { requireAdmin } from './middleware'
import { parseJsonBody } from './request-body'
import { factorJson, factorsOf, fullUserJson } from './users'

export async function adminRoute(
  auth: AuthContext,
  req: IncomingMessage,
  ctx: RequestContext,
  path: string,
): Promise<Reply> {
  await requireAdmin(auth, req)
  const method = req.method ?? 'GET'
  const allow = (...methods: string[]) => allowMethods(req, ...methods)
  if (path === 'admin/generate_link') {
    allow('POST')
    return { status: 200, body: await adminGenerateLink(auth, ctx) }
  }
  if (path === 'admin/users') {
    if (method === 'POST')
      return { status: 200, body: await adminCreateUser(auth, parseJsonBody(ctx.body)) }
    allow('GET')
    return adminListUsers(auth, ctx)
  }
  const factorMatch = /^admin\/users\/([^/]+)\/factors(?:\/([^/]+))?$/.exec(path)
  if (factorMatch) {
    const user = await adminUser(auth, factorMatch[1]!)
    if (!factorMatch[2]) {
      allow('GET')
      return { status: 200, body: (await factorsOf(auth, user.id)).map(factorJson) }
    }
    allow('DELETE')
    const factor = await ownFactor(auth, user.id, factorMatch[2])
    await auth.pool.query('delete from auth.mfa_factors where id = $1', [factor.id])
    // Sessions raised with the removed factor fall back to what a password proves.
    await auth.pool.query(
      `update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1`,
      [factor.id],
    )
    return { status: 200, body: factorJson(factor) }
  }
  const userMatch = /^admin\/users\/([^/]+)$/.exec(path)
  if (userMatch) {
    const id = userMatch[1]!
    if (method === 'PUT')
      return { status: 200, body: await adminUpdateUser(auth, id, parseJsonBody(ctx.body)) }
    if (method === 'DELETE')
      return { status: 200, body: await adminDeleteUser(auth, id, parseJsonBody(ctx.body)) }
    allow('GET')
    return { status: 200, body: await fullUserJson(auth, await adminUser(auth, id)) }
  }
  throw new AuthError(404, 'not_found', `Not found: /auth/v1/${path}`)
}
