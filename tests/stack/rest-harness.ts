/**
 * A minimal stand-in for the gateway, used while developing the REST handler on its own: a real
 * PostgreSQL (the lead's stack/db), the platform SQL and the project's migrations, and a plain
 * node:http server that checks the apikey/JWT the way the gateway does and hands the request to
 * createRestHandler. The contract tests prefer the real stack (tests/support/test-stack.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { jwtVerify } from 'jose'
import pg from 'pg'
import { applyPlatform, pushMigrations } from '../../stack/db/migrate'
import { startPostgres } from '../../stack/db/postgres'
import type { RequestRole } from '../../stack/gateway/types'
import { createRestHandler } from '../../stack/gateway/rest/index'

export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

export interface RestHarness {
  apiUrl: string
  dbUrl: string
  anonKey: string
  serviceRoleKey: string
  jwtSecret: string
  stop(): Promise<void>
}

const ROLES = new Set<RequestRole>(['anon', 'authenticated', 'service_role'])

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

export async function startRestHarness(
  opts: { httpPort?: number; dbPort?: number; migrations?: boolean } = {},
): Promise<RestHarness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rest-harness-'))
  let db: Awaited<ReturnType<typeof startPostgres>> | undefined
  try {
    db = await startPostgres({ dataDir, port: opts.dbPort ?? 57322 })
    await applyPlatform(db.superuserUrl)
    if (opts.migrations !== false) await pushMigrations(db.postgresUrl)
  } catch (error) {
    await db?.stop()
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }

  const pool = new pg.Pool({ connectionString: db.authenticatorUrl, max: 5 })
  pool.on('error', () => {})
  const handler = createRestHandler({ pool })
  const secret = new TextEncoder().encode(JWT_SECRET)

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1')
        if (!url.pathname.startsWith('/rest/v1/'))
          return sendJson(res, 404, { message: 'no route' })
        const apikey = req.headers.apikey
        if (typeof apikey !== 'string') {
          return sendJson(res, 401, { message: 'No API key found in request' })
        }
        const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? apikey
        let claims: Record<string, unknown>
        try {
          claims = (await jwtVerify(bearer, secret)).payload as Record<string, unknown>
        } catch {
          return sendJson(res, 401, {
            code: 'PGRST301',
            details: null,
            hint: null,
            message: 'JWT could not be verified',
          })
        }
        const role = (claims.role ?? 'anon') as RequestRole
        if (!ROLES.has(role)) return sendJson(res, 401, { message: 'bad role' })
        await handler(req, res, {
          role,
          claims,
          path: url.pathname.slice('/rest/v1/'.length),
          search: url.searchParams,
          body: Buffer.concat(chunks),
        })
      })().catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { message: String(error) })
      })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.httpPort ?? 57321, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo

  return {
    apiUrl: `http://127.0.0.1:${port}`,
    dbUrl: db.superuserUrl,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    jwtSecret: JWT_SECRET,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await pool.end()
      await db.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
