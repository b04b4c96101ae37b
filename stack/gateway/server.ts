import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { FunctionsRunner } from './functions/index'
import {
  answerPreflight,
  bearerToken,
  BodyTooLargeError,
  forwardClientAddress,
  headerValue,
  readBody,
  sendJson,
  setCorsHeaders,
} from './http'
import { MAX_AUTH_BODY_BYTES } from './auth/index'
import { signJwt, verifyJwt, type JwtClaims } from './jwt'
import { isLegacyKey, LEGACY_KEYS_DISABLED_MESSAGE, type StackKeys } from './keys'
import type { RequestContext, RequestRole, ServiceHandler } from './types'
import { isPublicObjectRoute, type StorageHandler } from '../storage/index'
import { storageErrors } from '../storage/errors'

export interface GatewayOptions {
  port: number
  keys: StackKeys
  rest: ServiceHandler
  auth: ServiceHandler
  functions?: FunctionsRunner
  /** The Storage API (stack/storage/); without it /storage/v1 answers 501. */
  storage?: StorageHandler
}

export interface Gateway {
  url: string
  stop(): Promise<void>
}

const ROLES: readonly RequestRole[] = ['anon', 'authenticated', 'service_role']

type KeyCheck = { ok: true; role: RequestRole; claims: JwtClaims } | { ok: false; message: string }

/** What hosted's API gateway answers (401) when a secret key arrives from a browser. */
export const SECRET_KEY_IN_BROWSER_MESSAGE = 'Forbidden use of secret API key in browser'

/**
 * Hosted's API gateway refuses `sb_secret_…` keys from browsers, which it recognises by the
 * User-Agent (Supabase docs, "API keys": secret keys cannot be used in a browser). Every browser
 * sends a `Mozilla/<version>` User-Agent; Node's fetch, Deno, curl and server SDKs do not.
 */
export function isBrowserRequest(req: IncomingMessage): boolean {
  return /\bMozilla\/\d/.test(headerValue(req, 'user-agent') ?? '')
}

/** Whether `token` is one of the project's new (non-JWT) API keys, and which. */
export function newApiKeyRole(token: string | undefined, keys: StackKeys): RequestRole | undefined {
  if (token === keys.publishableKey) return 'anon'
  if (token === keys.secretKey) return 'service_role'
  return undefined
}

/** Kong's key-auth: the apikey must be one of the project's keys; it fixes the default role. */
export function checkApiKey(
  apikey: string | undefined,
  keys: StackKeys,
  req?: IncomingMessage,
): KeyCheck {
  if (!apikey) return { ok: false, message: 'No API key found in request' }
  if (!keys.legacyKeysEnabled && isLegacyKey(apikey, keys)) {
    return { ok: false, message: LEGACY_KEYS_DISABLED_MESSAGE }
  }
  if (apikey === keys.secretKey && req && isBrowserRequest(req)) {
    return { ok: false, message: SECRET_KEY_IN_BROWSER_MESSAGE }
  }
  if (apikey === keys.anonKey || apikey === keys.publishableKey) {
    return { ok: true, role: 'anon', claims: { iss: 'supabase-demo', role: 'anon' } }
  }
  if (apikey === keys.serviceRoleKey || apikey === keys.secretKey) {
    return {
      ok: true,
      role: 'service_role',
      claims: { iss: 'supabase-demo', role: 'service_role' },
    }
  }
  return { ok: false, message: 'Invalid API key' }
}

type BearerCheck =
  { ok: true; role: RequestRole; claims: JwtClaims } | { ok: false; code: string; message: string }

/** PostgREST's JWT step: the bearer decides the role; without one, the apikey's role applies. */
export async function checkBearer(
  req: IncomingMessage,
  key: { role: RequestRole; claims: JwtClaims },
  keys: StackKeys,
): Promise<BearerCheck> {
  const token = bearerToken(req)
  if (!token) return { ok: true, ...key }
  if (token === keys.secretKey && isBrowserRequest(req)) {
    return { ok: false, code: 'PGRST301', message: SECRET_KEY_IN_BROWSER_MESSAGE }
  }
  if (!keys.legacyKeysEnabled && isLegacyKey(token, keys)) {
    return { ok: false, code: 'PGRST301', message: LEGACY_KEYS_DISABLED_MESSAGE }
  }
  if (token === keys.publishableKey)
    return { ok: true, role: 'anon', claims: { iss: 'supabase-demo', role: 'anon' } }
  if (token === keys.secretKey) {
    return {
      ok: true,
      role: 'service_role',
      claims: { iss: 'supabase-demo', role: 'service_role' },
    }
  }
  const check = await verifyJwt(token, keys.jwt)
  if (!check.ok) {
    return check.reason === 'expired'
      ? { ok: false, code: 'PGRST303', message: 'JWT expired' }
      : { ok: false, code: 'PGRST301', message: check.message }
  }
  const role = check.claims.role ?? 'anon'
  if (typeof role !== 'string' || !ROLES.includes(role as RequestRole)) {
    // PostgREST would try to switch to it and fail; only the three API roles exist for requests here.
    return { ok: false, code: 'PGRST301', message: `JWT role "${String(role)}" is not an API role` }
  }
  return { ok: true, role: role as RequestRole, claims: { ...check.claims, role } }
}

/**
 * Hosted's gateway hands Auth a short-lived JWT for a new API key's role when the request holds
 * only the key (in `apikey`, and in Authorization or not at all, as supabase-js sends it), so
 * Auth's admin API works with a secret key; Auth itself only understands JWTs.
 */
async function mintKeyJwt(req: IncomingMessage, keys: StackKeys): Promise<void> {
  const apikey = headerValue(req, 'apikey')
  const role = newApiKeyRole(apikey, keys)
  if (!role) return
  const token = bearerToken(req)
  if (token !== undefined && token !== apikey) return
  const iat = Math.floor(Date.now() / 1000)
  const jwt = await signJwt({ iss: 'supabase', role, iat, exp: iat + 60 }, keys.jwt)
  req.headers.authorization = `Bearer ${jwt}`
}

function notImplemented(res: ServerResponse, what: string) {
  sendJson(res, 501, { message: `${what} is not provided by the local stack` })
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const { keys } = options

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const path = url.pathname
    // The client-address headers as hosted's gateway passes them on (see forwardClientAddress).
    forwardClientAddress(req)
    const functionMatch = /^\/functions\/v1\/(.*)$/.exec(path)

    if (functionMatch) {
      const fnKey = headerValue(req, 'apikey')
      if (req.method !== 'OPTIONS' && fnKey === keys.secretKey && isBrowserRequest(req)) {
        return sendJson(res, 401, { message: SECRET_KEY_IN_BROWSER_MESSAGE })
      }
      // verify_jwt looks only at the Authorization header, which must hold a JWT: a new API key
      // (in `apikey`, or as `Authorization: Bearer sb_…`) is not one, so a function with
      // verify_jwt on answers 401 to it (Supabase docs, "Securing Edge Functions"; supabase-js
      // sends no Authorization header at all with a new key and no session).
      // Functions answer their own CORS preflight and headers, as on hosted Supabase.
      if (!options.functions)
        return sendJson(res, 404, {
          code: 'NOT_FOUND',
          message: 'Requested function was not found',
        })
      // The runner checks the JWT before it reads the body, so it reads the body itself.
      return options.functions.handle(req, res, functionMatch[1] ?? '', url.search)
    }

    if (req.method === 'OPTIONS') return answerPreflight(req, res)
    setCorsHeaders(res)

    const storageMatch = /^\/storage\/v1\/(.*)$/.exec(path)
    if (storageMatch && options.storage) {
      const storagePath = storageMatch[1] ?? ''
      const search = url.searchParams
      // A public bucket's object URL is opened by browsers and <img> tags that hold no key.
      if (isPublicObjectRoute(req.method, storagePath))
        return options.storage(
          req,
          res,
          { role: 'anon', claims: { role: 'anon' } },
          storagePath,
          search,
        )
      // Storage checks the JWT itself (Authorization alone suffices, as in Supabase's curl
      // examples); an apikey, when sent, must still be one of the project's keys.
      const storageApiKey = headerValue(req, 'apikey') ?? search.get('apikey') ?? undefined
      search.delete('apikey')
      const storageKey = storageApiKey
        ? checkApiKey(storageApiKey, keys, req)
        : ({ ok: true, role: 'anon', claims: { role: 'anon' } } as const)
      if (!storageKey.ok) return sendJson(res, 401, { message: storageKey.message })
      if (!storageApiKey && !bearerToken(req))
        return options.storage(
          req,
          res,
          storageErrors.invalidRequest("headers must have required property 'authorization'"),
          storagePath,
          search,
        )
      const bearer = await checkBearer(req, storageKey, keys)
      return options.storage(
        req,
        res,
        bearer.ok
          ? { role: bearer.role, claims: bearer.claims }
          : storageErrors.invalidJwt(bearer.message),
        storagePath,
        search,
      )
    }

    const service = /^\/(rest|auth)\/v1(?:\/(.*))?$/.exec(path)
    if (!service) {
      if (/^\/(storage|realtime|graphql)\/v1(\/|$)/.test(path))
        return notImplemented(res, path.split('/')[1]!)
      return sendJson(res, 404, { message: 'no Route matched with those values' })
    }
    const [, kind, rest = ''] = service

    // Kong's open auth routes: the link in an e-mail is opened by a browser that holds no key.
    const openAuthRoute =
      kind === 'auth' && /^(verify|callback|authorize|\.well-known\/jwks\.json)\/?$/.test(rest)
    const key = openAuthRoute
      ? ({ ok: true, role: 'anon', claims: { role: 'anon' } } as const)
      : checkApiKey(
          headerValue(req, 'apikey') ?? url.searchParams.get('apikey') ?? undefined,
          keys,
          req,
        )
    if (!key.ok) return sendJson(res, 401, { message: key.message })
    // Kong hides the credential from the upstream, so PostgREST never sees it as a filter.
    url.searchParams.delete('apikey')

    // GoTrue reads at most 1 MB of a body; refusing there costs nothing, parsing 6 MB did.
    if (kind === 'auth') {
      let authBody: Buffer
      try {
        authBody = await readBody(req, MAX_AUTH_BODY_BYTES)
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error
        // Refused before parsing; the rest of the upload is discarded unread so the client
        // receives the answer instead of a broken pipe.
        sendJson(
          res,
          413,
          { code: 'request_too_large', message: 'Request body too large' },
          { 'x-sb-error-code': 'request_too_large' },
        )
        req.resume()
        return
      }
      await mintKeyJwt(req, keys)
      return options.auth(req, res, {
        role: key.role,
        claims: key.claims,
        path: rest,
        search: url.searchParams,
        body: authBody,
      })
    }

    const body = await readBody(req)
    const ctx: RequestContext = {
      role: key.role,
      claims: key.claims,
      path: rest,
      search: url.searchParams,
      body,
    }

    const bearer = await checkBearer(req, key, keys)
    if (!bearer.ok) {
      return sendJson(
        res,
        401,
        { code: bearer.code, details: null, hint: null, message: bearer.message },
        {
          'WWW-Authenticate': `Bearer error="invalid_token", error_description="${bearer.message.replace(/"/g, "'")}"`,
        },
      )
    }
    return options.rest(req, res, { ...ctx, role: bearer.role, claims: bearer.claims })
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[gateway] unexpected error:', error)
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal gateway error' })
      else res.destroy()
    })
  })
  server.keepAliveTimeout = 5_000
  const sockets = new Set<Socket>()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `API gateway: port ${options.port} is already in use`
            : `API gateway: ${error.message}`,
        ),
      )
    })
    server.listen(options.port, '127.0.0.1', () => resolveListen())
  })

  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const closed = new Promise<void>((done) => server.close(() => done()))
      server.closeIdleConnections()
      // Give in-flight requests a moment, then cut what is left (e.g. long-polling clients).
      const timer = setTimeout(() => {
        for (const socket of sockets) socket.destroy()
      }, 2000)
      await closed
      clearTimeout(timer)
    },
  }
}
