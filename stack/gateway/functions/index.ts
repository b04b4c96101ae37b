import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import net from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { parseEnv } from 'node:util'
import { freePort } from '../../free-port'
import { readToml } from '../config-toml'
import { bearerToken, readBody, sendJson, setCorsHeaders } from '../http'
import { jwtSecretOf, verifyJwt, type JwtKeys } from '../jwt'

/** Supabase's rule for function slugs; it also keeps `_shared` and path tricks out. */
export const FUNCTION_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/

export interface FunctionsOptions {
  /** The folder holding `<name>/index.ts` (supabase/functions). */
  functionsDir: string
  /** supabase/config.toml, for `[functions.<name>] verify_jwt` and `enabled`. */
  configFile?: string
  denoBin: string
  /** Project-local module cache (`<repo>/.deno`). */
  denoDir: string
  /** The environment each function sees: SUPABASE_* plus the project's secrets. */
  env: Record<string, string>
  /**
   * The project's JWT keys; verify_jwt uses only their legacy shared secret (HS256), as hosted's
   * does (see the check in handle()).
   */
  jwtSecret: JwtKeys
  /** Restart a function when a file it imports changes (`deno run --watch`), for `npm start`. */
  watch?: boolean
  /** Where function output goes; default: the console with a `[functions:<name>]` prefix. */
  log?: (name: string, line: string) => void
  /** How long a first start may take (Deno may fetch npm packages into DENO_DIR). */
  bootTimeoutMs?: number
  /** Wall-clock limit per request, as hosted Supabase's 150 s. */
  requestTimeoutMs?: number
}

interface Worker {
  name: string
  port: number
  child: ChildProcess
  ready: Promise<void>
  exited: boolean
  recentOutput: string[]
}

/** Host variables Deno itself needs (cache, TLS roots, proxies); nothing else of the host leaks in. */
const PASSTHROUGH = [
  'PATH',
  'HOME',
  'TMPDIR',
  'LANG',
  'TZ',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'NPM_CONFIG_REGISTRY',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'SSL_CERT_FILE',
]

/** Reads `supabase/functions/.env` the way `supabase functions serve` does; SUPABASE_* names are reserved. */
export function readFunctionSecrets(functionsDir: string): Record<string, string> {
  const file = join(functionsDir, '.env')
  if (!existsSync(file)) return {}
  const parsed = parseEnv(readFileSync(file, 'utf8')) as Record<string, string>
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => !key.startsWith('SUPABASE_')))
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolveConnect) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolveConnect(true)
    })
    socket.once('error', () => resolveConnect(false))
  })
}

const delay = (ms: number) => new Promise((done) => setTimeout(done, ms))

class BootError extends Error {
  constructor(
    message: string,
    readonly logs: string[],
  ) {
    super(message)
  }
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
])

export interface FunctionsRunner {
  /** Checks the JWT first, then reads the body and proxies. */
  handle(req: IncomingMessage, res: ServerResponse, path: string, search: string): Promise<void>
  /** Stops every function process; resolves when they have exited. */
  stop(): Promise<void>
  /** Kills the processes synchronously (for process 'exit' handlers). */
  killNow(): void
  /**
   * Fetches every function's dependencies into DENO_DIR before the first request, as a deploy
   * does: `supabase functions deploy` bundles each function with everything it imports into an
   * eszip before uploading it (supabase/cli@c0d92339606d8c9bba9b53bf369747d1157ed728:
   * internal/functions/deploy/bundle.go), so a hosted function downloads nothing when it is first
   * called. Without this, a fresh checkout's first call to a function (Auth's Send Email hook,
   * which Auth gives 5 s in all) spent seconds fetching npm packages, and the invitation failed.
   */
  prepare(): Promise<void>
}

export function createFunctionsRunner(options: FunctionsOptions): FunctionsRunner {
  const functionsDir = resolve(options.functionsDir)
  const workers = new Map<string, Worker>()
  const bootTimeoutMs = options.bootTimeoutMs ?? 120_000
  const requestTimeoutMs = options.requestTimeoutMs ?? 150_000
  let stopping = false
  const log =
    options.log ??
    ((name: string, line: string) => {
      console.log(`[functions:${name}] ${line}`)
    })

  interface FunctionConfig {
    verifyJwt: boolean
    enabled: boolean
    entrypoint: string
    /** deno.json (or an import map) for the function, when there is one. */
    config?: string
  }

  /** `[functions.<name>]` of config.toml; paths in it are relative to the supabase/ folder. */
  function functionConfig(name: string): FunctionConfig {
    const table = options.configFile
      ? readToml(options.configFile).get(`functions.${name}`)
      : undefined
    const base = options.configFile ? dirname(options.configFile) : functionsDir
    const entrypoint =
      typeof table?.entrypoint === 'string'
        ? resolve(base, table.entrypoint)
        : join(functionsDir, name, 'index.ts')
    const declared =
      typeof table?.import_map === 'string' ? resolve(base, table.import_map) : undefined
    const fallback = join(functionsDir, name, 'deno.json')
    return {
      verifyJwt: table?.verify_jwt !== false,
      enabled: table?.enabled !== false,
      entrypoint,
      config:
        declared && existsSync(declared) ? declared : existsSync(fallback) ? fallback : undefined,
    }
  }

  function baseEnv(port: number): Record<string, string> {
    const env: Record<string, string> = {}
    for (const key of PASSTHROUGH) {
      const value = process.env[key]
      if (value !== undefined) env[key] = value
    }
    // The machine may sit behind a TLS-inspecting proxy whose root only the system store knows.
    if (!env.DENO_CERT && env.SSL_CERT_FILE && existsSync(env.SSL_CERT_FILE))
      env.DENO_CERT = env.SSL_CERT_FILE
    return {
      ...env,
      ...options.env,
      DENO_DIR: options.denoDir,
      DENO_NO_UPDATE_CHECK: '1',
      NO_COLOR: '1',
      // Overrides the address of the function's `Deno.serve(...)`, so no wrapper script is needed.
      DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
    }
  }

  async function startWorker(name: string): Promise<Worker> {
    const config = functionConfig(name)
    const port = await freePort()
    const args = ['run', '--allow-net', '--allow-env', '--allow-read', '--no-lock']
    if (config.config) args.push('--config', config.config)
    if (options.watch) args.push('--watch', '--no-clear-screen')
    args.push(config.entrypoint)
    const child = spawn(options.denoBin, args, {
      cwd: dirname(config.entrypoint),
      env: baseEnv(port),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const worker: Worker = {
      name,
      port,
      child,
      exited: false,
      recentOutput: [],
      ready: Promise.resolve(),
    }
    const onOutput = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split(/\r?\n/)) {
        if (line.trim() === '') continue
        // Deno announces the internal port; callers only ever use the gateway's URL.
        if (/^Listening on http:\/\/127\.0\.0\.1:\d+\/?$/.test(line.trim())) {
          log(name, 'ready')
          continue
        }
        worker.recentOutput.push(line)
        if (worker.recentOutput.length > 40) worker.recentOutput.shift()
        log(name, line)
      }
    }
    child.stdout?.on('data', onOutput)
    child.stderr?.on('data', onOutput)
    const exited = new Promise<void>((done) => {
      child.once('exit', () => {
        worker.exited = true
        if (workers.get(name) === worker) workers.delete(name)
        done()
      })
      child.once('error', (error) => {
        worker.recentOutput.push(String(error))
        worker.exited = true
        if (workers.get(name) === worker) workers.delete(name)
        done()
      })
    })
    worker.ready = (async () => {
      const deadline = Date.now() + bootTimeoutMs
      while (Date.now() < deadline) {
        if (worker.exited) break
        if (await canConnect(port)) return
        await Promise.race([delay(50), exited])
      }
      if (!worker.exited) child.kill('SIGKILL')
      throw new BootError(
        worker.exited
          ? `function "${name}" exited during start-up`
          : `function "${name}" did not start listening within ${Math.round(bootTimeoutMs / 1000)} s`,
        [...worker.recentOutput],
      )
    })()
    workers.set(name, worker)
    return worker
  }

  const starting = new Map<string, Promise<Worker>>()

  async function ensureWorker(name: string): Promise<Worker> {
    const existing = workers.get(name)
    let worker: Worker
    if (existing && !existing.exited) worker = existing
    else {
      // Concurrent first requests share one start instead of spawning a process each.
      let pending = starting.get(name)
      if (!pending) {
        pending = startWorker(name).finally(() => starting.delete(name))
        starting.set(name, pending)
      }
      worker = await pending
    }
    await worker.ready
    return worker
  }

  function proxy(
    worker: Worker,
    req: IncomingMessage,
    res: ServerResponse,
    target: string,
    body: Buffer,
  ): Promise<'done' | 'refused'> {
    return new Promise((done) => {
      const headers: Record<string, string | string[]> = {}
      for (const [key, value] of Object.entries(req.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(key)) headers[key] = value
      }
      if (body.length > 0 || !['GET', 'HEAD'].includes(req.method ?? 'GET')) {
        headers['content-length'] = String(body.length)
      }
      // The gateway has appended the connection's address already (forwardClientAddress).
      headers['x-forwarded-for'] ??= req.socket.remoteAddress ?? '127.0.0.1'
      const upstream = http.request(
        { host: '127.0.0.1', port: worker.port, method: req.method, path: target, headers },
        (response) => {
          const outHeaders: Record<string, string | string[]> = {}
          for (const [key, value] of Object.entries(response.headers)) {
            if (value !== undefined && !HOP_BY_HOP.has(key)) outHeaders[key] = value
          }
          if (response.headers['content-length'] && !response.headers['transfer-encoding']) {
            outHeaders['content-length'] = response.headers['content-length']
          }
          res.writeHead(response.statusCode ?? 502, outHeaders)
          response.pipe(res)
          response.on('end', () => done('done'))
          response.on('error', () => {
            res.destroy()
            done('done')
          })
        },
      )
      upstream.setTimeout(requestTimeoutMs, () => {
        upstream.destroy(new Error('timeout'))
      })
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (res.headersSent) {
          res.destroy()
          done('done')
          return
        }
        if (error.code === 'ECONNREFUSED') {
          done('refused')
          return
        }
        const timedOut = error.message === 'timeout'
        setCorsHeaders(res)
        sendJson(
          res,
          timedOut ? 504 : 502,
          timedOut
            ? { code: 'WORKER_TIMEOUT', message: 'Function timed out before responding' }
            : { code: 'RELAY_ERROR', message: `Function connection failed: ${error.message}` },
          timedOut ? {} : { 'x-relay-error': 'true' },
        )
        done('done')
      })
      upstream.end(body)
    })
  }

  async function handle(req: IncomingMessage, res: ServerResponse, path: string, search: string) {
    const [name = '', ...rest] = path.split('/')
    let bodyRead = false
    const fail = (status: number, payload: Record<string, unknown>) => {
      setCorsHeaders(res)
      // A refusal before the body was read closes the connection instead of reading what is left.
      const hasBody =
        req.headers['transfer-encoding'] !== undefined ||
        Number(req.headers['content-length'] ?? 0) > 0
      sendJson(res, status, payload, !bodyRead && hasBody ? { Connection: 'close' } : {})
    }
    const config = FUNCTION_NAME.test(name) ? functionConfig(name) : undefined
    if (!config || !config.enabled || !existsSync(config.entrypoint)) {
      fail(404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
      return
    }
    // As the platform does: preflight goes to the function unchecked; everything else needs a JWT
    // signed with the project's legacy JWT secret (HS256: the anon or service_role key, or a user
    // token from before asymmetric signing). A user token signed with an asymmetric key is refused
    // 401 "Invalid JWT": the check "fails … if the request uses the newer asymmetric keys"
    // (https://supabase.com/docs/guides/troubleshooting/edge-function-401-error-response,
    // supabase/supabase@b0bb9a87:apps/docs/content/troubleshooting/edge-function-401-error-response.mdx;
    // https://supabase.com/docs/guides/functions/auth: verify_jwt "is incompatible with the new JWT
    // Signing Keys"). The CLI's local runtime is laxer (supabase/cli@1d1e7191:apps/cli-go/internal/
    // functions/serve/templates/main.ts verifyHybridJWT also takes ES256/RS256 through the JWKS);
    // the stand-in follows hosted, so a function that relied on verify_jwt fails here as there.
    if (req.method !== 'OPTIONS' && config.verifyJwt) {
      const token = bearerToken(req)
      if (!token) {
        fail(401, {
          code: 401,
          message: 'Missing authorization header',
          msg: 'Error: Missing authorization header',
        })
        return
      }
      const check = await verifyJwt(token, jwtSecretOf(options.jwtSecret))
      if (!check.ok) {
        fail(401, { code: 401, message: 'Invalid JWT', msg: 'Invalid JWT' })
        return
      }
    }
    if (stopping) {
      fail(503, { code: 'BOOT_ERROR', message: 'The local stack is shutting down' })
      return
    }
    const body = await readBody(req)
    bodyRead = true
    const target = `/${[name, ...rest].join('/')}${search}`
    for (let attempt = 0; ; attempt++) {
      let worker: Worker
      try {
        worker = await ensureWorker(name)
      } catch (error) {
        const reason = error instanceof BootError ? error.message : String(error)
        log(name, `boot error: ${reason}`)
        // The details help locally; hosted Supabase only says "check logs".
        fail(503, {
          code: 'BOOT_ERROR',
          message: 'Worker failed to boot (please check logs)',
          details: reason,
          logs: error instanceof BootError ? error.logs.slice(-10) : [],
        })
        return
      }
      const outcome = await proxy(worker, req, res, target, body)
      if (outcome === 'done') return
      // Refused: the worker is restarting (watch mode) or died; wait briefly, then start afresh.
      if (attempt >= 40) {
        fail(503, { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' })
        return
      }
      await delay(100)
    }
  }

  async function prepare() {
    const names = readdirSync(functionsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && FUNCTION_NAME.test(entry.name))
      .map((entry) => entry.name)
      .filter((name) => {
        const config = functionConfig(name)
        return config.enabled && existsSync(config.entrypoint)
      })
    // One at a time: they share DENO_DIR, and the machine is small.
    for (const name of names) {
      const config = functionConfig(name)
      const args = ['cache', '--no-lock']
      if (config.config) args.push('--config', config.config)
      args.push(config.entrypoint)
      await new Promise<void>((done, fail) => {
        const output: string[] = []
        const child = spawn(options.denoBin, args, {
          cwd: dirname(config.entrypoint),
          env: baseEnv(0),
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')))
        child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')))
        child.once('error', fail)
        child.once('exit', (code) =>
          code === 0
            ? done()
            : fail(new Error(`deno cache ${name} exited with ${code}: ${output.join('')}`)),
        )
      })
    }
  }

  function killNow() {
    for (const worker of workers.values()) {
      if (!worker.exited) worker.child.kill('SIGKILL')
    }
  }

  async function stop() {
    stopping = true
    const all = [...workers.values()]
    await Promise.all(
      all.map(
        (worker) =>
          new Promise<void>((done) => {
            if (worker.exited) return done()
            const timer = setTimeout(() => worker.child.kill('SIGKILL'), 3000)
            worker.child.once('exit', () => {
              clearTimeout(timer)
              done()
            })
            worker.child.kill('SIGTERM')
          }),
      ),
    )
    workers.clear()
  }

  return { handle, stop, killNow, prepare }
}
